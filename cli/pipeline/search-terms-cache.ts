/**
 * The terms of search documents from the previous build, by a hash of their text, kept in the
 * site's folder of the cache (one file per docs version and language): tokenising and stemming
 * is most of the search index's work, and a rebuild after an edit changes few texts. Only the
 * texts of this build are written back, so the file does not grow with old content. The file
 * records the code that made its terms: another version of that code starts afresh.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { THEME_DIR } from '../paths.js';
import { compilerFingerprint } from './compiler-fingerprint.js';
import type { TermsCache } from '../../theme/search/build-index.js';

interface TermsFile {
  /** What the terms depend on besides the text: the language, and the code that makes them. */
  made: string;
  /** Text hash → its terms, joined by spaces (terms never hold one: the tokenisers split on white space). */
  terms: Record<string, string>;
}

let code: string | null = null;

function madeBy(language: string): string {
  code ??= ['language.ts', 'build-index.ts'].map((name) => readFileSync(path.join(THEME_DIR, 'search', name), 'utf8')).join('\0');
  return createHash('sha256').update(`${language}\0${compilerFingerprint()}\0${code}`).digest('hex').slice(0, 16);
}

/** The terms file of a docs version and language in a site's folder of the cache. */
export function termsFileOf(cacheFolder: string, language: string, docsVersion: string): string {
  return path.join(cacheFolder, 'search-terms', `${language}-${encodeURIComponent(docsVersion)}.json`);
}

export async function withTermsCache<T>(file: string, language: string, run: (cache: TermsCache) => Promise<T>): Promise<T> {
  const made = madeBy(language);
  const kept = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as TermsFile | null;
  const previous = kept?.made === made ? kept.terms : {};
  const used: Record<string, string> = {};
  const result = await run((text, compute) => {
    const key = createHash('sha1').update(text).digest('base64');
    const terms = Object.hasOwn(previous, key) ? previous[key] : compute().join(' ');
    used[key] = terms;
    return terms === '' ? [] : terms.split(' ');
  });
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify({ made, terms: used } satisfies TermsFile));
  await rename(temp, file);
  return result;
}
