/**
 * The terms of search documents from the previous build, by a hash of their text, kept in the
 * cache folder: tokenising and stemming is most of the search index's work, and a rebuild
 * after an edit changes few texts. Only the texts of this build are written back, so the file
 * does not grow with old content.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { CACHE_ROOT, THEME_DIR } from '../paths.js';
import { compilerFingerprint } from './compiler-fingerprint.js';
import type { TermsCache } from '../../theme/search/build-index.js';

/** What the terms depend on besides the text: the language, and the code that makes them (one file per docs version, each keeping its own texts). */
function cacheFile(language: string, docsVersion: string): string {
  const code = ['language.ts', 'build-index.ts'].map((name) => readFileSync(path.join(THEME_DIR, 'search', name), 'utf8')).join('\0');
  const version = createHash('sha256').update(`${language}\0${compilerFingerprint()}\0${code}`).digest('hex').slice(0, 16);
  return path.join(CACHE_ROOT, 'search-terms', `${language}-${encodeURIComponent(docsVersion)}-${version}.json`);
}

export async function withTermsCache<T>(language: string, docsVersion: string, run: (cache: TermsCache) => Promise<T>): Promise<T> {
  const file = cacheFile(language, docsVersion);
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, string>;
  const used: Record<string, string> = {};
  const result = await run((text, compute) => {
    const key = createHash('sha1').update(text).digest('base64');
    // Terms never hold a space (the tokenisers split on white space): joined by one.
    const terms = Object.hasOwn(previous, key) ? previous[key] : compute().join(' ');
    used[key] = terms;
    return terms === '' ? [] : terms.split(' ');
  });
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(used));
  await rename(temp, file);
  return result;
}
