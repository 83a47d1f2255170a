/**
 * What each word of a query stands for in an index: its stem's term; for a word not indexed as
 * typed, the indexed words within its bound (typos.ts) and their stems; for the last word, the
 * terms it starts (the reader may still be typing it). Reads the word list only when a word may
 * need correcting, and only the files of the lengths that can hold it or its corrections.
 */
import lunr from 'lunr';
import type { SearchIndexHead } from '../types.js';
import type { Dictionary } from './dictionary.js';
import type { IndexFiles } from './index-files.js';
import { WORD_BIT, wordLength } from './format.js';
import { editBound, isListedWord, listed, nearWords, wordFiles, type Correction } from './typos.js';

export interface QueryWord {
  /** As typed, lower-cased, without punctuation around it. */
  raw: string;
  /** Its stem's term (none when the stem is not indexed). */
  exact: number[];
  /**
   * Indexed words near it, nearest and most common first: none when it is indexed as typed (or too short to correct).
   */
  corrections: Correction[];
  /** The terms it matches: its stem's, and its corrections' (ascending). */
  terms: number[];
  /** Last word only: the terms it is a prefix of. */
  prefixed: number[];
}

/**
 * The words of a query, planned. `literal`: no corrections (the reader asked for the query as
 * typed). The last word is not corrected while it starts an indexed term: it may be half typed.
 */
export async function planWords(
  query: { raw: string; terms: string[] }[],
  index: {
    head: SearchIndexHead;
    dictionary: Dictionary;
    files: IndexFiles;
    wordPipeline: lunr.Pipeline;
    corrections: Map<string, Promise<Correction[]>>;
  },
  literal: boolean,
): Promise<QueryWord[]> {
  return Promise.all(
    query.map(async ({ raw, terms: [stem] }, i) => {
      const last = i === query.length - 1;
      const exact = index.dictionary.exact(stem);
      const prefixed = last && raw.length >= 2 ? index.dictionary.prefixed(raw) : [];
      const word = index.wordPipeline.run([new lunr.Token(raw, {})])[0]?.toString() ?? raw;
      const length = wordLength(word);
      const bound = editBound(length);
      let corrections: Correction[] = [];
      if (!literal && bound > 0 && isListedWord(word) && prefixed.length === 0) {
        // Kept per word: a reader typing on past a typo asks for its corrections at each keystroke.
        let pending = index.corrections.get(word);
        if (!pending) {
          pending = (async () =>
            (await indexedAsTyped(word, stem, exact, length, index))
              ? []
              : nearWords(word, await index.files.words(wordFiles(index.head, length - bound, length + bound))))();
          index.corrections.set(word, pending);
          // A file that could not be read is tried again next time.
          pending.catch(() => index.corrections.delete(word));
        }
        corrections = await pending;
      }
      const terms = [...new Set([...exact, ...corrections.map((c) => c.stem)])].sort((a, b) => a - b);
      return { raw, exact, corrections, terms, prefixed };
    }),
  );
}

/**
 * Whether the index holds the word as typed. Free when its stem is not indexed (then neither is
 * the word) or is the word itself (the dictionary's WORD_BIT says); else one file of the word list.
 */
async function indexedAsTyped(
  word: string,
  stem: string,
  exact: number[],
  length: number,
  index: { head: SearchIndexHead; dictionary: Dictionary; files: IndexFiles },
): Promise<boolean> {
  if (exact.length === 0) return false;
  if (stem === word && (index.dictionary.maskOf(exact[0]) & WORD_BIT) !== 0) return true;
  return listed(word, await index.files.words(wordFiles(index.head, length, length, word)));
}

/**
 * The query as searched, each corrected word replaced by its nearest, most common correction in
 * the reader's own text ("connecter unavailble" → "connector unavailable"); null when no word was corrected.
 */
export function correctedQuery(query: string, words: QueryWord[]): string | null {
  const replace = new Map(words.filter((w) => w.corrections.length > 0).map((w) => [w.raw, w.corrections[0].word]));
  if (replace.size === 0) return null;
  return query.replace(/[\p{L}\p{M}]+/gu, (run) => replace.get(run.toLowerCase()) ?? run);
}
