/**
 * The search index's files (typed in theme/types.ts): their names, and each encoding with its
 * decoding beside it, so the build that writes them and the engine that reads them cannot drift.
 */
import type { SearchDocument, SearchDocumentType, SearchDocumentsShard, SearchWordsShard } from '../types.js';

export const SEARCH_INDEX_FORMAT = 4;

/** The document types, in rank order; a type's index is its bit in a term's mask. */
export const SEARCH_DOCUMENT_TYPES: readonly SearchDocumentType[] = [
  'title',
  'heading',
  'description',
  'keywords',
  'content',
];

/**
 * The document types whose postings share files: titles, headings, descriptions and keywords
 * together (small, and read together by every query), section contents apart (the largest, read
 * only when the others do not fill the results). A group's index is its postings files' number.
 */
export const POSTINGS_GROUPS: readonly (readonly number[])[] = [[0, 1, 2, 3], [4]];

export const HEAD_FILE = 'index.json';
export const postingsFile = (group: number, shard: number) => `p${group}-${shard}.json`;
/** The nth file of the word list (see SearchIndexHead.words). */
export const wordsFile = (n: number) => `w-${n}.json`;

/**
 * The document types whose postings carry each term's place in the document (titles and
 * headings): enough to see that a title holds the query's words side by side and in order.
 */
export const POSITION_TYPES: readonly number[] = [0, 1];
/**
 * The folder, beside a docs version and language's index folders, of the documents files: each is
 * named by its content's hash (the head lists them), so an edit, which changes one page's
 * documents and all the postings, leaves every other documents file as it was: a rebuild does not
 * write them again, nor readers' caches fetch them.
 */
export const DOCUMENTS_DIR = 'documents';
/** A documents file's name (relative to the index folder, as every name the engine reads), from its hash. */
export const documentsFile = (hash: string) => `../${DOCUMENTS_DIR}/${hash}.json`;

/** Stored text of a section, enough for snippets: the postings have every word. */
export const STORED_TEXT_LENGTH = 360;

const PREFIX_CODE = 48;
const MASK_CODE = 64;

export function encodeTerms(sorted: string[]): string[] {
  let previous = '';
  return sorted.map((term) => {
    let shared = 0;
    while (shared < previous.length && shared < term.length && previous[shared] === term[shared]) shared++;
    previous = term;
    return String.fromCharCode(PREFIX_CODE + shared) + term.slice(shared);
  });
}

export function decodeTerms(coded: string[]): string[] {
  const terms: string[] = new Array(coded.length);
  let previous = '';
  for (let i = 0; i < coded.length; i++) {
    const entry = coded[i];
    previous = previous.slice(0, entry.charCodeAt(0) - PREFIX_CODE) + entry.slice(1);
    terms[i] = previous;
  }
  return terms;
}

/**
 * A term's mask: a bit per document type that holds it (SEARCH_DOCUMENT_TYPES order), and
 * WORD_BIT when the term is also a word of the word list as it stands (the engine then knows
 * that a query word equal to its own stem was indexed as typed, without reading the word list).
 */
export const WORD_BIT = 1 << SEARCH_DOCUMENT_TYPES.length;
export const encodeMasks = (masks: number[]): string =>
  masks.map((mask) => String.fromCharCode(MASK_CODE + mask)).join('');
export const maskAt = (masks: string, term: number): number => masks.charCodeAt(term) - MASK_CODE;

/**
 * One posting list: ascending document ids and their scores × 1000 (lunr rounds scores to 3
 * decimals), and for POSITION_TYPES the term's place among the document's distinct terms (the
 * first occurrence of each, in order).
 */
export interface Postings {
  ids: number[];
  scores: number[];
  positions?: number[];
}

/**
 * Every posting of an index, per document type and term, in flat arrays (the build's: no object
 * per list). The postings of type `t` and term index `r` are at [at[t * terms + r],
 * at[t * terms + r + 1]) of `ids` (ascending), `scores` (× 1000) and `positions`.
 */
export interface PostingsTable {
  terms: number;
  at: Uint32Array;
  ids: Uint32Array;
  scores: Uint32Array;
  positions: Uint32Array;
}

/** How many postings of `types` a term has. */
export function postingsCount(table: PostingsTable, types: readonly number[], term: number): number {
  const { terms: n, at } = table;
  let count = 0;
  for (let t = 0; t < types.length; t++) count += at[types[t] * n + term + 1] - at[types[t] * n + term];
  return count;
}

/**
 * The postings file of one group (its `types`) for the terms [first, end) that have postings,
 * as JSON (see SearchPostingsShard): per term, its index after the previous one's (the first's
 * after `first`), then per type the number of postings and each one's id after the previous id
 * and its score (and for POSITION_TYPES its position). Every number is a non-negative integer, so the numbers go into
 * one typed array (as long as the range could need) and out by join, the text JSON.stringify makes of the same list.
 */
export function encodePostings(table: PostingsTable, types: readonly number[], first: number, end: number): string {
  const { terms: n, at, ids, scores, positions } = table;
  let postings = 0;
  for (let t = 0; t < types.length; t++) postings += at[types[t] * n + end] - at[types[t] * n + first];
  const flat = new Uint32Array((end - first) * (1 + types.length) + 3 * postings);
  let i = 0;
  let lastTerm = first;
  for (let term = first; term < end; term++) {
    if (postingsCount(table, types, term) === 0) continue;
    flat[i++] = term - lastTerm;
    lastTerm = term;
    for (let t = 0; t < types.length; t++) {
      const from = at[types[t] * n + term];
      const to = at[types[t] * n + term + 1];
      flat[i++] = to - from;
      const positioned = POSITION_TYPES.includes(types[t]);
      let lastId = 0;
      for (let k = from; k < to; k++) {
        flat[i++] = ids[k] - lastId;
        flat[i++] = scores[k];
        if (positioned) flat[i++] = positions[k];
        lastId = ids[k];
      }
    }
  }
  return `[${flat.subarray(0, i).join(',')}]`;
}

export function decodePostings(first: number, flat: number[], types: readonly number[]): Map<number, Postings[]> {
  const terms = new Map<number, Postings[]>();
  let term = first;
  for (let i = 0; i < flat.length; ) {
    term += flat[i++];
    const lists: Postings[] = [];
    for (const type of types) {
      const count = flat[i++];
      const ids: number[] = new Array(count);
      const scores: number[] = new Array(count);
      const positioned = POSITION_TYPES.includes(type);
      const positions: number[] | undefined = positioned ? new Array(count) : undefined;
      let id = 0;
      for (let k = 0; k < count; k++) {
        id += flat[i++];
        ids[k] = id;
        scores[k] = flat[i++];
        if (positions) positions[k] = flat[i++];
      }
      lists.push(positions ? { ids, scores, positions } : { ids, scores });
    }
    terms.set(term, lists);
  }
  return terms;
}

/**
 * One file of the word list: words of one length (in code points), in code-unit order. Each
 * word is indexed under its stem, a term of the dictionary, and found in more or fewer
 * documents: a correction prefers the word readers meet more often.
 */
export interface WordList {
  words: string[];
  /** Per word, the index of its stem in the dictionary. */
  stems: number[];
  /** Per word, how common it is: ⌊log2(the number of documents that hold it)⌋, at most 9. */
  frequency: number[];
}

/**
 * A word list file (see SearchWordsShard): the words front-coded, the stems each after the previous one's, the
 * frequencies as one string of digits.
 */
export function encodeWords(list: WordList): SearchWordsShard {
  return [
    encodeTerms(list.words),
    list.stems.map((stem, i) => stem - (i === 0 ? 0 : list.stems[i - 1])),
    list.frequency.join(''),
  ];
}

export function decodeWords([words, stems, frequency]: SearchWordsShard): WordList {
  let stem = 0;
  return {
    words: decodeTerms(words),
    stems: stems.map((gap) => (stem += gap)),
    frequency: Array.from(frequency, Number),
  };
}

/** The length of a word as readers count it: code points, not UTF-16 units. */
export function wordLength(word: string): number {
  let length = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0xd800 || code > 0xdbff) length++;
  }
  return length;
}

function storedText(text: string): string {
  if (text.length <= STORED_TEXT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', STORED_TEXT_LENGTH);
  return text.slice(0, cut > STORED_TEXT_LENGTH - 40 ? cut : STORED_TEXT_LENGTH) + ' …';
}

/** The documents with ids [first, first + count) as one documents file; `all` is every document, by id. */
export function encodeDocuments(all: SearchDocument[], first: number, count: number): SearchDocumentsShard {
  const shard: SearchDocumentsShard = { pages: [], docs: [] };
  const pageIndex = new Map<number, number>();
  for (const d of all.slice(first, first + count)) {
    if (!pageIndex.has(d.parent)) {
      const parent = all[d.parent];
      pageIndex.set(d.parent, shard.pages.length);
      shard.pages.push([d.parent, parent.title, parent.url.split('#')[0], d.breadcrumb]);
    }
    const page = shard.pages[pageIndex.get(d.parent)!];
    const hashAt = d.url.indexOf('#');
    const title = d.title === page[1] ? null : d.title;
    shard.docs.push([
      SEARCH_DOCUMENT_TYPES.indexOf(d.type),
      pageIndex.get(d.parent)!,
      hashAt >= 0 ? d.url.slice(hashAt + 1) : '',
      title,
      d.text === d.title ? null : storedText(d.text),
    ]);
  }
  return shard;
}

/** The documents of a documents file whose first id is `first`, and the page (title) document of each. */
export function decodeDocuments(
  shard: SearchDocumentsShard,
  first: number,
): { documents: SearchDocument[]; pages: SearchDocument[] } {
  const pages: SearchDocument[] = shard.pages.map(([id, title, route, breadcrumb]) => ({
    id,
    parent: id,
    type: 'title',
    url: route,
    title,
    breadcrumb,
    text: title,
  }));
  const documents = shard.docs.map(([type, pageIndex, anchor, title, text], i): SearchDocument => {
    const page = pages[pageIndex];
    const ownTitle = title ?? page.title;
    return {
      id: first + i,
      parent: page.id,
      type: SEARCH_DOCUMENT_TYPES[type],
      url: anchor ? `${page.url}#${anchor}` : page.url,
      title: ownTitle,
      breadcrumb: page.breadcrumb,
      text: text ?? ownTitle,
    };
  });
  return { documents, pages };
}

/** Whether a route is the context's path or under it. */
export function routeInContext(route: string, contextPath: string): boolean {
  return route === contextPath || route.startsWith(contextPath.replace(/\/$/, '') + '/');
}
