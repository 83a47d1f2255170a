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
import { deserialize, serialize } from 'node:v8';
import { searchIndexFingerprint } from './search-index-fingerprint.js';
import { TermDictionary, type CountedTerms, type TermsSource } from '../../theme/search/build-index.js';
import { tempFileFor } from '../temp-file.js';

/**
 * The dictionary, and per text hash its counted terms in it (TermDictionary.count's numbers), all
 * texts' numbers in one typed array; and the stem of each word of the word list. The dictionary
 * holds the terms of the texts in the file only: each build writes it anew. Kept by V8
 * serialisation: ~150,000 numbers of the bundled docs are one copy each way, where JSON took
 * ~10 ms to parse and as long to write.
 */
interface TermsFile {
  terms: string[];
  /** Text hashes; `lengths[i]` numbers of `counted` are text i's, after those of the texts before it. */
  keys: string[];
  lengths: Uint32Array;
  counted: Uint32Array;
  /** Words and their stems, two lists in step: stemming every word again took ~5 ms a rebuild. */
  words: string[];
  stems: (string | null)[];
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

async function readTermsFile(file: string): Promise<TermsFile | null> {
  try {
    const data = deserialize(await readFile(file)) as TermsFile;
    return Array.isArray(data.terms) && data.counted instanceof Uint32Array ? data : null;
  } catch {
    // None yet, or unreadable (a crash mid-write cannot leave one: it is renamed into place).
    return null;
  }
}

/** `stem`: termsFileOf's; the file is the stem and what made its terms (the language and the code). */
export async function withTermsCache<T>(
  stem: string,
  language: string,
  run: (source: TermsSource) => Promise<T>,
): Promise<T> {
  const file = `${stem}@${madeBy(language)}.v8`;
  const previous = await readTermsFile(file);
  const known = new Map<string, CountedTerms>();
  const knownStems = new Map<string, string | null>();
  if (previous) {
    let at = 0;
    previous.keys.forEach((key, i) => {
      known.set(key, previous.counted.subarray(at, (at += previous.lengths[i])));
    });
    previous.words.forEach((word, i) => knownStems.set(word, previous.stems[i]));
  }
  const dictionary = new TermDictionary(previous?.terms ?? []);
  const used = new Map<string, CountedTerms>();
  const stems = new Map<string, string | null>();
  const result = await run({
    dictionary,
    counted(text, terms) {
      // One call per text (crypto.hash: no Hash object), for the ~2,000 texts of the bundled docs.
      const key = hash('sha1', text, 'base64');
      let counted = used.get(key) ?? known.get(key);
      counted ??= dictionary.count(terms());
      used.set(key, counted);
      return counted;
    },
    stem(word, make) {
      let stemmed = stems.get(word);
      if (stemmed === undefined) stems.set(word, (stemmed = knownStems.has(word) ? knownStems.get(word)! : make()));
      return stemmed;
    },
  });
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempFileFor(file);
  await writeFile(temp, serialize(termsFile(dictionary, used, stems)));
  await rename(temp, file);
  await dropOld(stem);
  return result;
}

/**
 * The file of the texts used: their terms renumbered into a dictionary of theirs only (the old
 * texts' terms go), in the order the index sorted them (TermDictionary.sorted: every term of
 * every text used), so the next build's sort finds them in order.
 */
function termsFile(
  dictionary: TermDictionary,
  used: Map<string, CountedTerms>,
  stems: Map<string, string | null>,
): TermsFile {
  const ids = new Int32Array(dictionary.terms.length);
  const terms = dictionary.sorted.map((id, i) => {
    ids[id] = i;
    return dictionary.terms[id];
  });
  const keys = [...used.keys()];
  const lengths = new Uint32Array(keys.length);
  let total = 0;
  keys.forEach((key, i) => (total += lengths[i] = used.get(key)!.length));
  const counted = new Uint32Array(total);
  let at = 0;
  for (const numbers of used.values()) {
    counted[at] = numbers[0];
    for (let i = 1; i < numbers.length; i += 2) {
      counted[at + i] = ids[numbers[i]];
      counted[at + i + 1] = numbers[i + 1];
    }
    at += numbers.length;
  }
  return { terms, keys, lengths, counted, words: [...stems.keys()], stems: [...stems.values()] };
}

/** Keeps the KEEP most recently written terms files of a stem. */
async function dropOld(stem: string): Promise<void> {
  // "@" never stands unescaped in a stem (the version name is URI-encoded).
  const prefix = `${path.basename(stem)}@`;
  const dir = path.dirname(stem);
  const files = (await readdir(dir)).filter(
    (name) => name.startsWith(prefix) && (name.endsWith('.v8') || name.endsWith('.json')),
  );
  if (files.length <= KEEP) return;
  const dated = await Promise.all(
    files.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.at - a.at);
  await Promise.all(dated.slice(KEEP).map(({ name }) => rm(path.join(dir, name), { force: true })));
}
