/**
 * The terms of search documents from the previous build, by a hash of their text, kept in the
 * site's folder of the cache (one file per docs version and language): tokenising and stemming
 * is most of the search index's work, and a rebuild after an edit changes few texts. Only the
 * texts of this build are written back, so the file does not grow with old content. Terms are
 * made by code, so each version of that code has a file of its own (two versions of hub-docs
 * building one site, a checkout's tests and its compiled CLI, would otherwise throw each other's
 * away), the few most recently used kept.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { THEME_DIR } from '../paths.js';
import { compilerFingerprint } from './compiler-fingerprint.js';
import type { TermsCache } from '../../theme/search/build-index.js';

/** Text hash → its terms, joined by spaces (terms never hold one: the tokenisers split on white space). */
type TermsFile = Record<string, string>;

/** Terms files kept per docs version and language (one per version of the code that made them). */
const KEEP = 3;

let code: string | null = null;

function madeBy(language: string): string {
  code ??= ['language.ts', 'build-index.ts'].map((name) => readFileSync(path.join(THEME_DIR, 'search', name), 'utf8')).join('\0');
  return createHash('sha256').update(`${language}\0${compilerFingerprint()}\0${code}`).digest('hex').slice(0, 16);
}

/** The stem of the terms files of a docs version and language in a site's folder of the cache. */
export function termsFileOf(cacheFolder: string, language: string, docsVersion: string): string {
  return path.join(cacheFolder, 'search-terms', `${language}-${encodeURIComponent(docsVersion)}`);
}

/** `stem`: termsFileOf's; the file is the stem and what made its terms (the language and the code). */
export async function withTermsCache<T>(stem: string, language: string, run: (cache: TermsCache) => Promise<T>): Promise<T> {
  const file = `${stem}@${madeBy(language)}.json`;
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as TermsFile;
  const used: Record<string, string> = {};
  const result = await run((text, compute) => {
    const key = createHash('sha1').update(text).digest('base64');
    const terms = Object.hasOwn(previous, key) ? previous[key] : compute().join(' ');
    used[key] = terms;
    return terms === '' ? [] : terms.split(' ');
  });
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(used satisfies TermsFile));
  await rename(temp, file);
  await dropOld(stem);
  return result;
}

/** Keeps the KEEP most recently written terms files of a stem. */
async function dropOld(stem: string): Promise<void> {
  // "@" never stands unescaped in a stem (the version name is URI-encoded).
  const prefix = `${path.basename(stem)}@`;
  const dir = path.dirname(stem);
  const files = (await readdir(dir)).filter((name) => name.startsWith(prefix) && name.endsWith('.json'));
  if (files.length <= KEEP) return;
  const dated = await Promise.all(files.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })));
  dated.sort((a, b) => b.at - a.at);
  await Promise.all(dated.slice(KEEP).map(({ name }) => rm(path.join(dir, name), { force: true })));
}
