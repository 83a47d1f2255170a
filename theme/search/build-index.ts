/**
 * Builds one language's search index as a folder of files (see SearchIndexHead). Runs in Node at
 * build time, but lives beside the engine because both must agree on the pipeline (language.ts)
 * and the format (format.ts). Every score is lunr's own (see scoreDocuments).
 */
import lunr from 'lunr';
import type { SearchDocument, SearchIndexHead } from '../types.js';
import { compoundForms, languagePlugin, segmentsWords } from './language.js';
import { isListedWord } from './typos.js';
import {
  POSTINGS_GROUPS,
  SEARCH_DOCUMENT_TYPES,
  SEARCH_INDEX_FORMAT,
  HEAD_FILE,
  WORD_BIT,
  documentsFile,
  encodeDocuments,
  encodeMasks,
  encodePostings,
  encodeTerms,
  encodeWords,
  postingsCount,
  postingsFile,
  routeInContext,
  wordLength,
  wordsFile,
  type PostingsTable,
  type WordList,
} from './format.js';

/**
 * About how many bytes of JSON a postings file holds (a term with more postings gets a file of its
 * own): small enough that a query's first file costs a few KiB, big enough that a site's index is
 * not tens of thousands of files.
 */
export const POSTINGS_FILE_BYTES = 8 * 1024;
/** Documents per documents file: a result costs about one file (about 1 KiB gzip), so few documents ride along. */
export const DOCS_PER_SHARD = 16;
/**
 * Words per word list file at most (the words of one length share files): checking that a word
 * is indexed as typed reads one file, a few KiB; a correction reads the files of the lengths
 * within reach.
 */
export const WORDS_PER_FILE = 1024;

/**
 * Marks a word (as written, before stemming) among a text's terms: TermsMaker.terms gives a
 * text's stems, then its words so marked, so the words ride with the terms through the terms
 * cache and the thread that makes them, and the index keeps them apart (a word is never scored).
 */
export const WORD_MARK = '\u0001';
const isWord = (term: string) => term.charCodeAt(0) === 1;

export interface SearchIndexFiles {
  /** File name relative to the index folder (documents files are beside it: documentsFile) → its JSON. */
  files: Map<string, string>;
  documents: number;
  terms: number;
}

/**
 * Terms by number: a build counts each text's terms as numbers into one dictionary, so scoring
 * compares numbers, and a text's counted terms can be kept from one build to the next
 * (cli/pipeline/search-terms-cache.ts) with the dictionary they number into.
 */
export class TermDictionary {
  /** Term by id. */
  readonly terms: string[];
  /** Id by term: made when a term is first looked up (a rebuild whose texts are all known never needs it). */
  private ids: Map<string, number> | null = null;
  /** The ids sortedIds gave last. */
  sorted: number[] = [];

  constructor(terms: string[] = []) {
    this.terms = terms;
  }

  /**
   * A text's terms counted: [how many terms (stems) it has, then per distinct term its id and how
   * often it occurs, in order of first occurrence]. Its words (WORD_MARK) come after its stems.
   */
  count(tokens: readonly string[]): Uint32Array {
    if (!this.ids) this.ids = new Map(this.terms.map((term, id) => [term, id]));
    const frequencies = new Map<number, number>();
    // The text's length (lunr's field length) counts its stems; the marked words follow them.
    let length = 0;
    for (const term of tokens) {
      if (!isWord(term)) length++;
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.terms.length;
        this.ids.set(term, id);
        this.terms.push(term);
      }
      frequencies.set(id, (frequencies.get(id) ?? 0) + 1);
    }
    const counted = new Uint32Array(1 + 2 * frequencies.size);
    counted[0] = length;
    let i = 1;
    for (const [id, frequency] of frequencies) {
      counted[i++] = id;
      counted[i++] = frequency;
    }
    return counted;
  }

  /**
   * The ids of the terms some document has (`documentCounts`), in the terms' code-unit order. A
   * dictionary kept in this order (search-terms-cache.ts) sorts in one pass: its terms come
   * in order, the new ones after them.
   */
  sortedIds(documentCounts: Uint32Array): number[] {
    const terms = this.terms;
    this.sorted = terms
      .flatMap((_, id) => (documentCounts[id] > 0 ? [id] : []))
      .sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
    return this.sorted;
  }
}

/** What TermDictionary.count gives: [length, id, frequency, id, frequency, …]. */
export type CountedTerms = ArrayLike<number>;

/**
 * Where the index gets each text's counted terms: `counted` gives them in `dictionary`'s ids,
 * from `terms` (the language's tokenizer and pipeline) unless it knows them already.
 */
export interface TermsSource {
  dictionary: TermDictionary;
  counted(text: string, terms: () => string[]): CountedTerms;
  /** A word's stem, from `make` (the language's pipeline) unless it knows it already. */
  stem?(word: string, make: () => string | null): string | null;
}

/** Every text's terms made anew. */
export function freshTerms(): TermsSource {
  const dictionary = new TermDictionary();
  return { dictionary, counted: (_text, terms) => dictionary.count(terms()) };
}

/**
 * `hash`: a content hash, which names each documents file (the build's, from node:crypto: this code also runs in
 * browsers).
 */
export async function buildSearchIndexFiles(options: {
  language: string;
  documents: SearchDocument[];
  contexts: string[];
  hash: (contents: string) => string;
  terms?: TermsSource;
}): Promise<SearchIndexFiles> {
  const { language, documents } = options;
  const { terms, postings, masks, pipeline, wordPipeline, words } = await scoreDocuments(
    language,
    documents,
    options.terms ?? freshTerms(),
  );
  const files = new Map<string, string>();
  const starts = POSTINGS_GROUPS.map((types, group) => writePostings(postings, types, group, files));
  const wordFiles = words.map((list, n): [number, string] => {
    files.set(wordsFile(n), JSON.stringify(encodeWords(list)));
    return [wordLength(list.words[0]), list.words[0]];
  });
  const documentsFiles: string[] = [];
  for (let first = 0; first < documents.length; first += DOCS_PER_SHARD) {
    const json = JSON.stringify(encodeDocuments(documents, first, DOCS_PER_SHARD));
    documentsFiles.push(options.hash(json));
    files.set(documentsFile(documentsFiles[documentsFiles.length - 1]), json);
  }
  const head: SearchIndexHead = {
    v: SEARCH_INDEX_FORMAT,
    language,
    pipeline,
    documents: documents.length,
    docsPerShard: DOCS_PER_SHARD,
    documentsFiles,
    terms: encodeTerms(terms),
    types: encodeMasks(masks),
    words: wordFiles,
    wordPipeline,
    postings: starts,
    contexts: Object.fromEntries(options.contexts.map((path) => [path, contextRanges(documents, path)])),
  };
  files.set(HEAD_FILE, JSON.stringify(head));
  return { files, documents: documents.length, terms: terms.length };
}

/** lunr's BM25 parameters (lunr.Builder's defaults). */
const K1 = 1.2;
const B = 0.75;

/**
 * A language's way from a text to its index terms: lunr's tokenizer and pipeline (and compound forms), as the index
 * uses them.
 */
export interface TermsMaker {
  /** The text's terms (stems), then each of its distinct words once, marked (WORD_MARK). */
  terms(text: string): string[];
  /** A word's stem: what a word of the word list stands for. */
  stem(word: string): string | null;
  /** The pipeline a query goes through (the index head names it for the engine). */
  searchPipeline: string[];
  /** The functions of the index pipeline that make a word of a token: those before the stemmer. */
  wordPipeline: string[];
}

const makers = new Map<string, Promise<TermsMaker>>();

/** The tokens a terms maker keeps analysed: far more than a site has distinct, and a bound on what serve keeps. */
const ANALYSED_TOKENS = 200_000;

/** The terms maker of a language (made once per thread). */
export function termsMaker(language: string): Promise<TermsMaker> {
  if (!makers.has(language)) makers.set(language, makeTermsMaker(language));
  return makers.get(language)!;
}

async function makeTermsMaker(language: string): Promise<TermsMaker> {
  const plugin = await languagePlugin(language);
  // What lunr(config) sets up before calling the config.
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  if (plugin) builder.use(plugin);
  const latin = !segmentsWords(language);
  // The index pipeline is the word pipeline (trimmer, stop words) and then the stemmer: a word
  // is a token before stemming. Run one after the other, they make the very terms the whole
  // pipeline makes.
  const [wordPipeline, stemPipeline] = splitAtStemmer(builder.pipeline, builder.searchPipeline);
  const tokenizer = builder.tokenizer as (text: string, metadata: object) => lunr.Token[];
  // Each token the tokenizer made, as the pipelines left it: its words (after the trimmer and stop words) and their
  // terms (stems). The pipelines' functions look at one token at a time, so a text's terms are its tokens' in order;
  // a token is analysed once however often it occurs. lunr-languages' Arabic stemmer takes ~14 µs a word, even a
  // Latin word it leaves as it is; with ja's ASCII chunks (language.ts), this took the index thread of 300 pages in
  // 10 locales from ~15 to ~6 s of CPU. The map holds one entry per distinct token of the texts this thread indexed.
  const analysed = new Map<string, { listed: string[]; terms: string[] }>();
  const analyse = (raw: string) => {
    let known = analysed.get(raw);
    if (!known) {
      const tokens = wordPipeline.run([new lunr.Token(raw, {})]);
      // Before stemming: the stemmer updates its tokens in place.
      const listed = tokens.map((token) => token.toString()).filter(isListedWord);
      // serve's thread indexes every rebuild's texts, and a writer's edits bring new tokens: bounded, it starts over.
      if (analysed.size >= ANALYSED_TOKENS) analysed.clear();
      analysed.set(raw, (known = { listed, terms: stemPipeline.run(tokens).map((token) => token.toString()) }));
    }
    return known;
  };
  const tokens = tokenStrings(tokenizer);
  return {
    terms(text) {
      const extra = latin ? compoundForms(text) : [];
      const all = extra.length ? `${text} ${extra.join(' ')}` : text;
      const distinct = new Set<string>();
      const terms: string[] = [];
      // Indexed loops: this runs over every token of every text, mostly before V8 optimizes it, and an iterator a
      // loop costs several times as much there.
      const raw = tokens(all);
      for (let t = 0; t < raw.length; t++) {
        const known = analyse(raw[t]);
        for (let i = 0; i < known.listed.length; i++) distinct.add(known.listed[i]);
        for (let i = 0; i < known.terms.length; i++) terms.push(known.terms[i]);
      }
      for (const word of distinct) terms.push(WORD_MARK + word);
      return terms;
    },
    stem(word) {
      const [token] = builder.pipeline.run([new lunr.Token(word, {})]);
      return token ? token.toString() : null;
    },
    searchPipeline: builder.searchPipeline.toJSON() as unknown as string[],
    wordPipeline: wordPipeline.toJSON() as unknown as string[],
  };
}

/**
 * A tokenizer's tokens as strings. lunr's own (the one Latin languages use) is done here as it
 * does it, without its per-character regular expression and the metadata object it makes for
 * each token, which the index never reads: a third of the work of making a text's terms. Another
 * tokenizer (a language's own), or lunr's with another separator, is run as it is.
 */
function tokenStrings(tokenizer: (text: string, metadata: object) => lunr.Token[]): (text: string) => string[] {
  return (text) => {
    if (tokenizer !== lunr.tokenizer || lunr.tokenizer.separator.source !== LUNR_SEPARATOR)
      return tokenizer(text, { fields: ['text'] }).map((token) => token.toString());
    const tokens = text.toLowerCase().split(SEPARATOR);
    return tokens.filter((token) => token.length > 0);
  };
}

/** lunr.tokenizer.separator's default: each character it matches ends a token. */
const LUNR_SEPARATOR = '[\\s\\-]+';
const SEPARATOR = /[\s-]/;

/**
 * The index pipeline cut before its stemmer: the longest tail of it that the search pipeline
 * runs too (lunr-languages' search pipelines are the stemmer, some with the trimmer before it),
 * trimmers aside. A pipeline with no such tail (a language without a stemmer) is all word.
 */
export function splitAtStemmer(index: lunr.Pipeline, search: lunr.Pipeline): [lunr.Pipeline, lunr.Pipeline] {
  const stack = (pipeline: lunr.Pipeline) =>
    (pipeline as unknown as { _stack: (lunr.PipelineFunction & { label?: string })[] })._stack;
  const functions = stack(index);
  const searched = stack(search);
  let cut = functions.length;
  while (cut > 0 && searched.includes(functions[cut - 1]) && !functions[cut - 1].label?.startsWith('trimmer')) cut--;
  const word = new lunr.Pipeline();
  const stem = new lunr.Pipeline();
  functions.forEach((fn, i) => (i < cut ? word : stem).add(fn));
  return [word, stem];
}

/**
 * Every document's terms and their scores, exactly as a lunr index of one field would score them
 * (lunr.Builder's add, calculateAverageFieldLengths and createFieldVectors, with the same
 * tokenizer and pipeline and the same arithmetic), without building that index: its inverted
 * index, vectors and token set cost several times the memory and time at 10,000 pages, and the
 * engine reads none of them. Terms come out in code-unit order (what binary search expects).
 * Words (WORD_MARK) are kept apart: they make the word list, files of one length each.
 */
async function scoreDocuments(
  language: string,
  documents: SearchDocument[],
  source: TermsSource,
): Promise<{
  terms: string[];
  postings: PostingsTable;
  masks: number[];
  pipeline: string[];
  wordPipeline: string[];
  words: WordList[];
}> {
  const maker = await termsMaker(language);

  // Pass 1: each document's terms with their frequencies, and each term's document count.
  const counted = documents.map((document) => source.counted(document.text, () => maker.terms(document.text)));
  const termList = source.dictionary.terms;
  const documentCounts = new Uint32Array(termList.length);
  const lengths = new Uint32Array(documents.length);
  let totalLength = 0;
  counted.forEach((terms, d) => {
    for (let i = 1; i < terms.length; i += 2) documentCounts[terms[i]]++;
    lengths[d] = terms[0];
    totalLength += terms[0];
  });

  // Pass 2: scores, in lunr's arithmetic and order of operations. Terms no document has (a kept dictionary's) are left
  // out.
  const averageLength = totalLength / documents.length;
  const idf = Array.from(documentCounts, (withTerm) =>
    Math.log(1 + Math.abs((documents.length - withTerm + 0.5) / (withTerm + 0.5))),
  );
  const all = source.dictionary.sortedIds(documentCounts);
  const order = all.filter((id) => !isWord(termList[id]));
  const rank = new Int32Array(termList.length).fill(-1);
  order.forEach((id, i) => (rank[id] = i));
  const n = order.length;
  const types = documents.map((document) => SEARCH_DOCUMENT_TYPES.indexOf(document.type));
  // Where each type and term's postings start: count them, then sum.
  const at = new Uint32Array(SEARCH_DOCUMENT_TYPES.length * n + 1);
  counted.forEach((terms, d) => {
    for (let i = 1; i < terms.length; i += 2) if (rank[terms[i]] >= 0) at[types[d] * n + rank[terms[i]] + 1]++;
  });
  for (let k = 1; k < at.length; k++) at[k] += at[k - 1];
  const total = at[at.length - 1];
  const ids = new Uint32Array(total);
  const scores = new Uint32Array(total);
  const positions = new Uint32Array(total);
  const next = at.slice(0, -1);
  const masks = new Array<number>(n).fill(0);
  documents.forEach((document, d) => {
    const type = types[d];
    const terms = counted[d];
    // The document's length normalisation, the same for each of its terms (and the same arithmetic).
    const normalisation = K1 * (1 - B + B * (lengths[d] / averageLength));
    for (let i = 1; i < terms.length; i += 2) {
      const term = rank[terms[i]];
      if (term < 0) continue; // a word, not a term
      const tf = terms[i + 1];
      let score = (idf[terms[i]] * ((K1 + 1) * tf)) / (normalisation + tf);
      score = Math.round(score * 1000) / 1000;
      // Documents come in id order, so each list's ids ascend.
      const slot = next[type * n + term]++;
      ids[slot] = document.id;
      scores[slot] = Math.round(score * 1000);
      // The term's place among the text's distinct terms, in order of first occurrence (its stems come before its
      // words).
      positions[slot] = (i - 1) / 2;
      masks[term] |= 1 << type;
    }
  });
  const terms = order.map((id) => termList[id]);
  const stemOf = (word: string) => (source.stem ? source.stem(word, () => maker.stem(word)) : maker.stem(word));
  const words = wordList(
    all
      .filter((id) => isWord(termList[id]))
      .map((id) => ({ word: termList[id].slice(1), documents: documentCounts[id] })),
    terms,
    stemOf,
    masks,
  );
  return {
    terms,
    postings: { terms: n, at, ids, scores, positions },
    masks,
    pipeline: maker.searchPipeline,
    wordPipeline: maker.wordPipeline,
    words,
  };
}

/**
 * The word list's files: the words by length, then in code-unit order, WORDS_PER_FILE at most a
 * file, each with its stem's index among `terms`. Sets WORD_BIT in the mask of each term that is
 * also a word as it stands.
 */
function wordList(
  words: { word: string; documents: number }[],
  terms: string[],
  stemOf: (word: string) => string | null,
  masks: number[],
): WordList[] {
  const termIndex = (term: string) => {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < term) low = middle + 1;
      else high = middle;
    }
    return terms[low] === term ? low : -1;
  };
  const listed = words
    .map(({ word, documents }) => ({
      word,
      length: wordLength(word),
      stem: termIndex(stemOf(word) ?? ''),
      frequency: Math.min(9, Math.floor(Math.log2(documents))),
    }))
    .filter((w) => w.stem >= 0)
    .sort((a, b) => a.length - b.length || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const files: WordList[] = [];
  for (const w of listed) {
    let file = files[files.length - 1];
    if (!file || file.words.length >= WORDS_PER_FILE || wordLength(file.words[0]) !== w.length)
      files.push((file = { words: [], stems: [], frequency: [] }));
    file.words.push(w.word);
    file.stems.push(w.stem);
    file.frequency.push(w.frequency);
    if (terms[w.stem] === w.word) masks[w.stem] |= WORD_BIT;
  }
  return files;
}

/** Writes one group's postings files (its types' postings, term by term); returns the first term index of each file. */
function writePostings(
  table: PostingsTable,
  types: readonly number[],
  group: number,
  files: Map<string, string>,
): number[] {
  const starts: number[] = [];
  // The terms of the file being filled: [first, end), and about how many bytes of JSON they make.
  let first = -1;
  let end = 0;
  let bytes = 0;
  const flush = () => {
    if (first < 0) return;
    // A file starts at the term after the previous file's last one, so every term index falls in exactly one file.
    const from = starts.length === 0 ? 0 : first;
    files.set(postingsFile(group, starts.length), encodePostings(table, types, from, end));
    starts.push(from);
    first = -1;
    bytes = 0;
  };
  for (let term = 0; term < table.terms; term++) {
    const count = postingsCount(table, types, term);
    if (count === 0) continue;
    // About 6 bytes of JSON per posting (a small gap, a three-digit score, two commas).
    const size = 8 + 3 * types.length + count * 6;
    if (bytes > 0 && bytes + size > POSTINGS_FILE_BYTES) flush();
    if (first < 0) first = term;
    end = term + 1;
    bytes += size;
  }
  flush();
  return starts;
}

/** The ranges of document ids whose page is within a context (documents come in route order, so there are few). */
function contextRanges(documents: SearchDocument[], path: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const document of documents) {
    if (!routeInContext(document.url.split('#')[0], path)) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === document.id) last[1]++;
    else ranges.push([document.id, document.id + 1]);
  }
  return ranges;
}
