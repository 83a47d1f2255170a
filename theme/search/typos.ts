/**
 * Typo tolerance: how far a typed word may be from an indexed one, and which indexed words are
 * that near. It works on words as written (the word list), not on stems: a typo changes the
 * stem too ("unavailable" → "unavail", "unavailble" → "unavailbl": two edits apart for one typo),
 * so words are compared, and a match stands for its stem. Nothing here knows a language: lengths
 * are counted in code points and every letter is a letter.
 */
import type { WordList } from './format.js';
import type { SearchIndexHead } from '../types.js';

/** Longest word the word list keeps (longer ones are identifiers, hashes, URLs: no one retypes them). */
const LONGEST_WORD = 32;

/**
 * Whether a word goes into the word list (and whether a typed word may be corrected): letters
 * only (and the marks some scripts write them with), as words readers type are; numbers, codes,
 * paths and identifiers are matched as typed.
 */
export function isListedWord(word: string): boolean {
  if (word.length < 2 || word.length > LONGEST_WORD) return false;
  // ASCII first: the Unicode pattern is for the rest (its first use costs V8 a few ms to compile).
  return /^[a-z]+$/.test(word) || (/[^\0-\x7f]/.test(word) && /^[\p{L}\p{M}]+$/u.test(word));
}

/** Edits forgiven in a word of this many letters: none up to 3, one up to 7, two beyond. */
export function editBound(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

/** Rows of editDistance, kept from one call to the next (a correction compares a word with thousands). */
let rows = new Int32Array(3 * 34);

/**
 * The Damerau–Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions, and a transposition of two neighbouring letters, each one edit) between two
 * words given as arrays of code points, or max + 1 as soon as it must exceed max.
 */
export function editDistance(a: ArrayLike<number>, b: ArrayLike<number>, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  // Three rows: the one before the previous (for transpositions), the previous, the current; as offsets into `rows`.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    const letter = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const cost = letter === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost);
      if (i > 1 && j > 1 && letter === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[before + j - 2] + 1);
      rows[current + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const oldBefore = before;
    before = previous;
    previous = current;
    current = oldBefore;
  }
  return rows[previous + b.length];
}

export const codePoints = (word: string): number[] => Array.from(word, (c) => c.codePointAt(0)!);

/** An indexed word near a typed one. */
export interface Correction {
  word: string;
  /** Its stem's index in the dictionary. */
  stem: number;
  distance: number;
  /** How common the word is (WordList.frequency). */
  frequency: number;
}

/**
 * The files of the word list (SearchIndexHead.words) to read: those of words `lengths` long
 * (from, to inclusive), or, with `word`, the one file of its length that would hold it.
 */
export function wordFiles(head: Pick<SearchIndexHead, 'words'>, from: number, to: number, word?: string): number[] {
  const files: number[] = [];
  head.words.forEach(([length, first], n) => {
    if (length < from || length > to) return;
    if (word !== undefined) {
      // Files of one length come in order of their first words: the last whose first word is ≤ word.
      const next = head.words[n + 1];
      if (first > word || (next && next[0] === length && next[1] <= word)) return;
    }
    files.push(n);
  });
  return files;
}

/** Whether the lists hold the word as it stands. */
export function listed(word: string, lists: WordList[]): boolean {
  return lists.some((list) => {
    let low = 0;
    let high = list.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list.words[middle] < word) low = middle + 1;
      else high = middle;
    }
    return list.words[low] === word;
  });
}

/** Each list's words as code points, made on the first correction that reads the list. */
const pointsOf = new WeakMap<WordList, number[][]>();

/**
 * The words of the lists within the word's bound (editBound), the word itself left out, nearest and then most common
 * first.
 */
export function nearWords(word: string, lists: WordList[]): Correction[] {
  const typed = codePoints(word);
  const bound = editBound(typed.length);
  const found: Correction[] = [];
  for (const list of lists) {
    let points = pointsOf.get(list);
    if (!points) pointsOf.set(list, (points = list.words.map(codePoints)));
    for (let i = 0; i < points.length; i++) {
      const candidate = points[i];
      if (Math.abs(candidate.length - typed.length) > bound || list.words[i] === word) continue;
      const distance = editDistance(typed, candidate, bound);
      if (distance <= bound)
        found.push({ word: list.words[i], stem: list.stems[i], distance, frequency: list.frequency[i] });
    }
  }
  return found.sort(
    (a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
  );
}
