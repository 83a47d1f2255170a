/**
 * The search engine, shared by the browser's search box and page and by `hub-docs search`
 * (so scripts get exactly what readers get). It reads an index folder (see SearchIndexHead)
 * file by file, and a query reads only the postings and documents it needs: titles and headings
 * that hold the query's words side by side come first, then results rank by query variant, then
 * document type, then score, so the engine walks those blocks in order
 * and stops as soon as it has `limit` results (section contents, whose postings are the
 * largest, come last and are often not read at all). Scores are lunr's, term for term: the postings
 * carry lunr's document vectors, and a query's score is lunr's (the dot product with the query
 * vector over the query vector's magnitude, summed in lunr's order). Query terms are looked up
 * in the dictionary, never parsed as lunr query syntax, so no character a reader types can
 * break a query.
 */
import lunr from 'lunr';
import type { SearchDocument, SearchIndexHead } from '../types.js';
import { languagePlugin, queryTerms } from './language.js';
import { makeSnippet, type SnippetPart, type StemMatch } from './snippet.js';
import { Dictionary } from './dictionary.js';
import { IndexFiles, type ReadIndexFile } from './index-files.js';
import {
  HEAD_FILE,
  POSITION_TYPES,
  POSTINGS_GROUPS,
  SEARCH_INDEX_FORMAT,
  routeInContext,
  type Postings,
} from './format.js';
import { correctedQuery, planWords } from './query-words.js';
import type { Correction } from './typos.js';

export interface SearchHit {
  document: SearchDocument;
  snippet: SnippetPart[];
}

/** Hits of one page, under its title. */
export interface SearchGroup {
  page: SearchDocument;
  hits: SearchHit[];
}

export interface SearchContextFilter {
  path: string;
  mode: 'within' | 'outside';
}

export interface SearchOptions {
  limit: number;
  /** The query as typed: no word is corrected (what "Search instead for …" asks for). */
  literal?: boolean;
  /** Route prefix: only ("within") or never ("outside") pages under it. */
  context?: SearchContextFilter | null;
  contextLength: number;
}

export interface SearchResults {
  groups: SearchGroup[];
  /** Number of hits, at most the limit. */
  total: number;
  /**
   * Words to mark in snippets and on the target page: what the reader typed and its stems (and the corrections of its
   * typos).
   */
  terms: string[];
  /**
   * The query the results are for when words of it were corrected, in the reader's text
   * ("connecter unavailble" → "connector unavailable"): "Showing results for …"; null: the query as typed.
   */
  correction: string | null;
}

export interface SearchEngine {
  language: string;
  documentCount: number;
  /** Reads the files the query needs (each once per engine) and ranks its results. */
  search(query: string, options: SearchOptions): Promise<SearchResults>;
}

interface OpenIndex {
  head: SearchIndexHead;
  pipeline: lunr.Pipeline;
  /** What makes a word of a typed token, as the word list's words were made (language.ts: not English only). */
  wordPipeline: lunr.Pipeline;
  dictionary: Dictionary;
  files: IndexFiles;
  /** Each typed word's corrections, once worked out (query-words.ts). */
  corrections: Map<string, Promise<Correction[]>>;
}

/**
 * Starts loading a locale's analyser (language.ts), which openSearchIndex waits for: the browser's search fetches it
 * beside the index's head.
 */
export const loadAnalyser = (locale: string): void => void languagePlugin(locale).catch(() => {});

export async function openSearchIndex(read: ReadIndexFile): Promise<SearchEngine> {
  const head = (await read(HEAD_FILE)) as SearchIndexHead;
  if (head?.v !== SEARCH_INDEX_FORMAT)
    throw new Error(
      `The search index is in format ${String(head?.v)}, and this code reads format ${SEARCH_INDEX_FORMAT}: build the site again.`,
    );
  await languagePlugin(head.language); // registers the language's pipeline functions before load
  const index: OpenIndex = {
    head,
    pipeline: lunr.Pipeline.load(head.pipeline),
    wordPipeline: lunr.Pipeline.load(head.wordPipeline),
    dictionary: new Dictionary(head),
    files: new IndexFiles(read, head),
    corrections: new Map(),
  };
  return {
    language: head.language,
    documentCount: head.documents,
    search: (query, options) => runSearch(index, query, options),
  };
}

/** A variant with each clause's terms found in the dictionary, and lunr's query vector over them. */
interface ExpandedVariant {
  clauses: number[][];
  /** Every clause must match (a lunr query of required terms), or any one (optional terms). */
  every: boolean;
  /** Term → its weight in the query vector: how many clauses it stands for. */
  weights: Map<number, number>;
  /** Every term of the query vector, ascending (lunr's vectors keep this order, and its sums follow it). */
  sorted: number[];
  magnitude: number;
}

/** null when a required clause matches no term: the variant matches nothing (lunr stops there too). */
function expand(clauses: number[][], every = true): ExpandedVariant | null {
  if (every ? clauses.some((terms) => terms.length === 0) : clauses.every((terms) => terms.length === 0)) return null;
  const weights = new Map<number, number>();
  for (const terms of clauses) for (const term of terms) weights.set(term, (weights.get(term) ?? 0) + 1);
  const sorted = [...weights.keys()].sort((a, b) => a - b);
  let sumOfSquares = 0;
  for (const term of sorted) sumOfSquares += weights.get(term)! ** 2;
  return {
    clauses: clauses.filter((terms) => terms.length > 0),
    every,
    weights,
    sorted,
    magnitude: Math.sqrt(sumOfSquares),
  };
}

/** The union of ascending id lists, ascending. */
function union(lists: number[][]): number[] {
  if (lists.length === 1) return lists[0];
  const all = lists.flat().sort((a, b) => a - b);
  return all.filter((id, i) => i === 0 || id !== all[i - 1]);
}

/** The intersection of two ascending id lists (a linear merge). */
function intersect(a: number[], b: number[]): number[] {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      both.push(a[i]);
      i++;
      j++;
    }
  }
  return both;
}

/**
 * The documents of one type that match the variant (every clause, or any), with lunr's score.
 * Posting lists are ascending ids, so matching is linear merges: the clauses' documents are
 * intersected (or united) first, and only the documents left are scored.
 */
async function matchType(index: OpenIndex, variant: ExpandedVariant, type: number): Promise<Map<number, number>> {
  const bit = 1 << type;
  const has = (term: number) => (index.dictionary.typesOf(term) & bit) !== 0;
  // No document of this type has any term of some clause: none matches them all, and nothing needs reading.
  if (variant.every ? variant.clauses.some((terms) => !terms.some(has)) : !variant.sorted.some(has)) return new Map();
  const present = variant.sorted.filter(has);
  const postings = new Map<number, Postings>();
  await Promise.all(present.map(async (term) => postings.set(term, await index.files.postings(type, term))));
  const clauses = variant.clauses
    .map((terms) => union(terms.filter(has).map((term) => postings.get(term)!.ids)))
    .sort((a, b) => a.length - b.length);
  const ids = variant.every ? clauses.reduce(intersect) : union(clauses.filter((ids) => ids.length > 0));
  // lunr's score: the dot product of the query vector and the document's, summed in ascending term order, over the
  // query vector's magnitude.
  const dots = new Float64Array(ids.length);
  for (const term of present) {
    const weight = variant.weights.get(term)!;
    const list = postings.get(term)!;
    for (let i = 0, j = 0; i < ids.length && j < list.ids.length; ) {
      if (ids[i] < list.ids[j]) i++;
      else if (ids[i] > list.ids[j]) j++;
      else dots[i++] += weight * (list.scores[j++] / 1000);
    }
  }
  const results = new Map<number, number>();
  ids.forEach((id, i) => results.set(id, dots[i] / variant.magnitude || 0));
  return results;
}

/**
 * Titles, then headings, that hold two or more of the query's words side by side and in the
 * query's order (stop words aside: positions count a text's distinct terms), best first: the
 * longest such run, titles before headings, then lunr's score for any of the words. A reader
 * who types a page's title, or most of it, wants that page before pages that merely hold the words.
 */
async function phraseMatches(
  index: OpenIndex,
  words: number[][],
): Promise<{ id: number; run: number; type: number; score: number }[]> {
  if (words.length < 2) return [];
  const any = expand(words, false);
  if (!any) return [];
  const found: { id: number; run: number; type: number; score: number }[] = [];
  for (const type of POSITION_TYPES) {
    const bit = 1 << type;
    // Per word, document → the positions of its terms there.
    const places = await Promise.all(
      words.map(async (terms) => {
        const byDocument = new Map<number, Set<number>>();
        for (const term of terms) {
          if ((index.dictionary.typesOf(term) & bit) === 0) continue;
          const list = await index.files.postings(type, term);
          list.ids.forEach((id, k) =>
            (byDocument.get(id) ?? byDocument.set(id, new Set()).get(id)!).add(list.positions![k]),
          );
        }
        return byDocument;
      }),
    );
    const candidates = new Set<number>();
    places.forEach((byDocument, i) => {
      if (i > 0) for (const id of byDocument.keys()) if (places[i - 1].has(id)) candidates.add(id);
    });
    if (candidates.size === 0) continue;
    const scores = await matchType(index, any, type);
    for (const id of candidates) {
      const run = longestRun(places.map((byDocument) => byDocument.get(id)));
      if (run >= 2) found.push({ id, run, type, score: scores.get(id) ?? 0 });
    }
  }
  return found.sort((a, b) => b.run - a.run || a.type - b.type || b.score - a.score || a.id - b.id);
}

/** The most consecutive words (each a set of positions, or none) found at consecutive positions. */
export function longestRun(positions: (Set<number> | undefined)[]): number {
  let best = 0;
  let previous = new Map<number, number>();
  for (const places of positions) {
    const current = new Map<number, number>();
    for (const place of places ?? []) {
      const run = (previous.get(place - 1) ?? 0) + 1;
      current.set(place, run);
      if (run > best) best = run;
    }
    previous = current;
  }
  return best;
}

/**
 * Results in rank order, grouped under their pages; one hit per URL (a heading and its section's
 * content share it), and a page's title/description/keywords hits all stand for the page itself.
 */
class Ranking {
  private readonly seen = new Set<number>();
  private readonly groups = new Map<number, SearchGroup>();
  private readonly keys = new Set<string>();
  private total = 0;
  /** Matches in the context so far: none at all lets the any-word tier run. */
  matchesInContext = 0;
  /** Words of the snippets marked by their stem (stemMatch), which the target page marks too (SearchResults.terms). */
  private readonly stemWords = new Set<string>();
  private readonly stemMatch: StemMatch;

  constructor(
    private readonly index: OpenIndex,
    private readonly options: SearchOptions,
    private readonly markTerms: string[],
    private readonly correction: string | null,
    /**
     * The stems the query matched: a word of a snippet whose own stem is one of them is marked, however it is spelt.
     */
    stems: Set<string>,
  ) {
    const known = new Map<string, boolean>();
    this.stemMatch = (word) => {
      const lower = word.toLowerCase();
      let matched = known.get(lower);
      if (matched === undefined) {
        matched = stems.has(index.pipeline.run([new lunr.Token(lower, {})])[0]?.toString() ?? '');
        known.set(lower, matched);
        if (matched) this.stemWords.add(lower);
      }
      return matched;
    };
  }

  /** Titles and headings with the query's words side by side, before every tier (phraseMatches). */
  async addPhrases(matches: { id: number; score: number }[]): Promise<void> {
    const fresh = matches.filter(({ id }) => !this.seen.has(id));
    for (const { id } of fresh) this.seen.add(id);
    await this.take(fresh);
  }

  get full(): boolean {
    return this.total >= this.options.limit;
  }

  /**
   * One tier of variants, group by group of document types (POSTINGS_GROUPS, in rank order): the
   * matches among titles, headings, descriptions and keywords at once (their postings share
   * files), then, if the results are not complete yet, among section contents.
   */
  async addTier(variants: ExpandedVariant[]): Promise<void> {
    for (const types of POSTINGS_GROUPS) {
      if (this.full) return;
      await this.take((await Promise.all(types.map((type) => this.candidates(variants, type)))).flat());
    }
  }

  /**
   * The tier's matches among the documents of one type, best first; a document keeps the score of the first variant
   * that found it.
   */
  private async candidates(variants: ExpandedVariant[], type: number): Promise<{ id: number; score: number }[]> {
    const found: { id: number; score: number }[] = [];
    for (const variant of variants) {
      for (const [id, score] of await matchType(this.index, variant, type)) {
        if (this.seen.has(id)) continue;
        this.seen.add(id);
        found.push({ id, score });
      }
    }
    return found.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** Adds candidates in the order given until the results are complete, reading their documents a batch at a time. */
  private async take(candidates: { id: number; score: number }[]): Promise<void> {
    const { context } = this.options;
    const ranges = context ? this.index.head.contexts[context.path] : undefined;
    // A configured context is known by document id ranges; any other needs each document's route.
    const inRanges = (id: number) =>
      ranges!.some(([first, end]) => id >= first && id < end) === (context!.mode === 'within');
    const known = context && ranges ? candidates.filter((c) => inRanges(c.id)) : candidates;
    if (!context || ranges) this.matchesInContext += known.length;
    let readAhead = 0;
    for (let i = 0; i < known.length && !this.full; i++) {
      if (i >= readAhead) {
        // The documents of the results about to be shown, read all at once (a duplicate costs one more round).
        readAhead = i + this.options.limit - this.total;
        this.index.files.preloadDocuments(known.slice(i, readAhead).map((c) => c.id));
      }
      const { document, page } = await this.index.files.document(known[i].id);
      if (context && !ranges) {
        if (routeInContext(document.url.split('#')[0], context.path) !== (context.mode === 'within')) continue;
        this.matchesInContext++;
      }
      this.add(document, page);
    }
  }

  private add(document: SearchDocument, page: SearchDocument): void {
    const pageLevel = document.type === 'title' || document.type === 'description' || document.type === 'keywords';
    const key = pageLevel ? `page:${document.parent}` : document.url;
    if (this.keys.has(key)) return;
    this.keys.add(key);
    let group = this.groups.get(page.id);
    if (!group) {
      group = { page, hits: [] };
      this.groups.set(page.id, group);
    }
    group.hits.push({
      document,
      snippet: makeSnippet(document.text, this.markTerms, this.options.contextLength, this.stemMatch),
    });
    this.total++;
  }

  results(): SearchResults {
    return {
      groups: [...this.groups.values()],
      total: this.total,
      terms: [...new Set([...this.markTerms, ...this.stemWords])],
      correction: this.total > 0 ? this.correction : null,
    };
  }
}

async function runSearch(index: OpenIndex, query: string, options: SearchOptions): Promise<SearchResults> {
  const typed = queryTerms(index.pipeline, query.slice(0, 500), index.head.language).slice(0, 12);
  if (typed.length === 0) return { groups: [], total: 0, terms: [], correction: null };
  const words = await planWords(typed, index, options.literal === true);
  const corrected = words.some((w) => w.corrections.length > 0);
  const markTerms = [
    ...words.flatMap((w) => [w.raw, ...typed[words.indexOf(w)].terms]),
    ...words.flatMap((w) =>
      w.corrections.length ? [w.corrections[0].word, index.dictionary.terms[w.corrections[0].stem]] : [],
    ),
  ];
  const stems = new Set([
    ...typed.flatMap((t) => t.terms),
    ...words.flatMap((w) => w.corrections.map((c) => index.dictionary.terms[c.stem])),
  ]);
  const ranking = new Ranking(
    index,
    options,
    [...new Set(markTerms)],
    corrected ? correctedQuery(query, words) : null,
    stems,
  );
  const clauses = words.map((w) => w.terms);
  // Titles and headings with the words side by side first; then the tiers, in rank order: every
  // word (as typed, or with its corrections when a word was corrected: the reader's word is not
  // in the docs, so nothing matches it exactly); the last word as a prefix; each word left out in
  // turn (pages that hold all but one, after those that hold them all).
  await ranking.addPhrases(await phraseMatches(index, clauses));
  const last = words[words.length - 1];
  const tiers: ExpandedVariant[][] = [[expand(clauses)], [], []].map((tier) => tier.filter((v) => v !== null));
  // The reader may still be typing the last word: match it as a prefix of indexed terms.
  if (last.raw.length >= 2)
    tiers[1].push(...[expand([...clauses.slice(0, -1), last.prefixed])].filter((v) => v !== null));
  if (words.length > 1)
    for (let skip = 0; skip < words.length; skip++)
      tiers[2].push(...[expand(clauses.filter((_, i) => i !== skip))].filter((v) => v !== null));
  for (const tier of tiers) if (tier.length > 0 && !ranking.full) await ranking.addTier(tier);
  // Never nothing while a word matches: any one of the words (and the last as a prefix).
  if (ranking.matchesInContext === 0) {
    const any = expand([...clauses.slice(0, -1), union([last.terms, last.prefixed])], false);
    if (any) await ranking.addTier([any]);
  }
  return ranking.results();
}
