/**
 * The terms of search documents from the previous build, counted, by a hash of their text, kept
 * in the site's folder of the cache (one file per docs version and language): tokenising and
 * stemming is most of the search index's work, and a rebuild after an edit changes few texts; a
 * rebuild that finds every text's counted terms here scores numbers and never touches a term. Only the
 * texts of this build are written back, so the file does not grow with old content. Terms are
 * made by code, so each version of that code has a file of its own (two versions of hub-docs
 * building one site, a checkout's tests and its compiled CLI, would otherwise throw each other's
 * away), the few most recently used kept.
 */
import path from 'node:path';
import { createHash, hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { searchIndexFingerprint } from './search-index-fingerprint.js';
import { TermDictionary, type CountedTerms, type TermsSource } from '../../theme/search/build-index.js';

/**
 * The dictionary, and per text hash its counted terms in it (TermDictionary.count's numbers). The
 * dictionary holds the terms of the texts in the file only: each build writes it anew.
 */
interface TermsFile {
  terms: string[];
  texts: Record<string, number[]>;
}

/** Terms files kept per docs version and language (one per version of the code that made them). */
const KEEP = 3;

function madeBy(language: string): string {
  return createHash('sha256').update(`${language}\0${searchIndexFingerprint()}`).digest('hex').slice(0, 16);
}

/** The stem of the terms files of a docs version and language in a site's folder of the cache. */
export function termsFileOf(cacheFolder: string, language: string, docsVersion: string): string {
  return path.join(cacheFolder, 'search-terms', `${language}-${encodeURIComponent(docsVersion)}`);
}

/** `stem`: termsFileOf's; the file is the stem and what made its terms (the language and the code). */
export async function withTermsCache<T>(stem: string, language: string, run: (source: TermsSource) => Promise<T>): Promise<T> {
  const file = `${stem}@${madeBy(language)}.json`;
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{"terms":[],"texts":{}}')) as TermsFile;
  const dictionary = new TermDictionary(previous.terms);
  const used = new Map<string, CountedTerms>();
  const result = await run({
    dictionary,
    counted(text, terms) {
      // One call per text (crypto.hash: no Hash object), for the ~2,000 texts of the bundled docs.
      const key = hash('sha1', text, 'base64');
      let counted = used.get(key) ?? (Object.hasOwn(previous.texts, key) ? previous.texts[key] : undefined);
      counted ??= dictionary.count(terms());
      used.set(key, counted);
      return counted;
    },
  });
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(termsFile(dictionary, used)));
  await rename(temp, file);
  await dropOld(stem);
  return result;
}

/**
 * The file of the texts used: their terms renumbered into a dictionary of theirs only (the old
 * texts' terms go), in the order the index sorted them (TermDictionary.sorted: every term of
 * every text used), so the next build's sort finds them in order.
 */
function termsFile(dictionary: TermDictionary, used: Map<string, CountedTerms>): TermsFile {
  const ids = new Int32Array(dictionary.terms.length);
  const terms = dictionary.sorted.map((id, i) => {
    ids[id] = i;
    return dictionary.terms[id];
  });
  const texts: Record<string, number[]> = {};
  for (const [key, counted] of used) {
    const renumbered = Array.from(counted);
    for (let i = 1; i < renumbered.length; i += 2) renumbered[i] = ids[renumbered[i]];
    texts[key] = renumbered;
  }
  return { terms, texts };
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
