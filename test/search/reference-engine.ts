/**
 * The engine's reference: the same query rules run on one whole lunr index with lunr's own
 * query code (what hub-docs shipped before the index was split into files). The split engine
 * must rank exactly as this does, document for document.
 */
import lunr from 'lunr';
import type { SearchDocument, SearchDocumentType } from '../../theme/types.js';
import { compoundForms, languagePlugin, queryTerms } from '../../theme/search/language.js';
import { openSearchIndex, type SearchEngine, type SearchOptions } from '../../theme/search/engine.js';
import { buildSearchIndexFiles, splitAtStemmer } from '../../theme/search/build-index.js';
import { routeInContext } from '../../theme/search/format.js';
import { codePoints, editBound, editDistance, isListedWord } from '../../theme/search/typos.js';
import { documentsFileHash } from '../../cli/pipeline/search-index-file.js';

const TYPE_RANK: Record<SearchDocumentType, number> = { title: 0, heading: 1, description: 2, keywords: 3, content: 4 };

/** Hits as [page id, document id, score], in rank order. */
export type RankedHits = [number, number, number][];

/**
 * The query rules on one whole lunr index. Typos: every word of the documents (as the index's
 * pipeline makes it before stemming) compared with the typed word in full, no word list files;
 * phrases: each title's and heading's terms in order, from its text; scores: lunr's query of
 * every term a variant stands for, its documents then kept to those that hold a term of each clause.
 */
export async function referenceSearch(
  language: string,
  documents: SearchDocument[],
): Promise<(query: string, options: SearchOptions) => RankedHits> {
  const plugin = await languagePlugin(language);
  let tokenize: (text: string) => lunr.Token[] = () => [];
  let indexPipeline: lunr.Pipeline | null = null;
  let searchPipeline: lunr.Pipeline | null = null;
  const withCompounds = (text: string) => {
    const extra = compoundForms(text);
    return extra.length ? `${text} ${extra.join(' ')}` : text;
  };
  const index = lunr(function () {
    if (plugin) this.use(plugin);
    this.ref('id');
    this.field('text');
    this.metadataWhitelist = [];
    const tokenizer = this.tokenizer as unknown as (text: string, metadata: object) => lunr.Token[];
    tokenize = (text) => tokenizer(text, { fields: ['text'] });
    indexPipeline = this.pipeline;
    searchPipeline = this.searchPipeline;
    for (const d of documents) this.add({ id: d.id, text: withCompounds(d.text) });
  });
  const pipeline = (index as unknown as { pipeline: lunr.Pipeline }).pipeline;
  const [wordPipeline] = splitAtStemmer(indexPipeline!, searchPipeline!);
  const stem = (word: string) => indexPipeline!.run([new lunr.Token(word, {})])[0]?.toString() ?? '';

  // Every document's terms; titles' and headings' in order of first occurrence; every word and how many documents hold
  // it.
  const invertedIndex = (index as unknown as { invertedIndex: Record<string, { text: Record<string, object> }> })
    .invertedIndex;
  const allTerms = Object.keys(invertedIndex).sort();
  const termsOf = documents.map(() => new Set<string>());
  for (const term of allTerms) for (const ref of Object.keys(invertedIndex[term].text)) termsOf[Number(ref)].add(term);
  const placesOf = documents.map((d) => {
    if (d.type !== 'title' && d.type !== 'heading') return null;
    const places = new Map<string, number>();
    for (const token of indexPipeline!.run(tokenize(withCompounds(d.text))))
      if (!places.has(token.toString())) places.set(token.toString(), places.size);
    return places;
  });
  const wordDocuments = new Map<string, number>();
  for (const d of documents) {
    const words = new Set(
      wordPipeline
        .run(tokenize(withCompounds(d.text)))
        .map(String)
        .filter(isListedWord),
    );
    for (const word of words) wordDocuments.set(word, (wordDocuments.get(word) ?? 0) + 1);
  }

  /** A query word: the terms it stands for, and the terms it starts. */
  const plan = (raw: string, terms: string[], last: boolean, literal: boolean) => {
    const exact = invertedIndex[terms[0]] ? [terms[0]] : [];
    const prefixed = last && raw.length >= 2 ? allTerms.filter((t) => t.startsWith(raw)) : [];
    const word = wordPipeline.run([new lunr.Token(raw, {})])[0]?.toString() ?? raw;
    const typed = codePoints(word);
    const bound = editBound(typed.length);
    let near: { word: string; distance: number; documents: number }[] = [];
    if (!literal && bound > 0 && isListedWord(word) && prefixed.length === 0 && !wordDocuments.has(word)) {
      for (const [candidate, count] of wordDocuments) {
        const distance = editDistance(typed, codePoints(candidate), bound);
        if (distance <= bound) near.push({ word: candidate, distance, documents: count });
      }
      near = near.sort(
        (a, b) =>
          a.distance - b.distance ||
          Math.min(9, Math.floor(Math.log2(b.documents))) - Math.min(9, Math.floor(Math.log2(a.documents))) ||
          (a.word < b.word ? -1 : 1),
      );
    }
    return {
      raw,
      terms: [...new Set([...exact, ...near.map((n) => stem(n.word))])],
      prefixed,
      correction: near[0]?.word ?? null,
    };
  };

  /**
   * lunr's scores of every term of the clauses (one optional clause per term and word), kept to documents holding a
   * term of each clause (`every`) or of any.
   */
  const run = (clauses: string[][], every: boolean): lunr.Index.Result[] => {
    if (every ? clauses.some((c) => c.length === 0) : clauses.every((c) => c.length === 0)) return [];
    const results = index.query((q) => {
      for (const terms of clauses)
        for (const term of terms)
          q.term(term, {
            usePipeline: false,
            wildcard: lunr.Query.wildcard.NONE,
            presence: lunr.Query.presence.OPTIONAL,
          });
    });
    const holds = (ref: string, terms: string[]) => terms.some((t) => termsOf[Number(ref)].has(t));
    return results.filter((r) =>
      every ? clauses.every((terms) => holds(r.ref, terms)) : clauses.some((terms) => holds(r.ref, terms)),
    );
  };

  return (query, options) => {
    const typed = queryTerms(pipeline, query.slice(0, 500), language).slice(0, 12);
    if (typed.length === 0) return [];
    const words = typed.map((t, i) => plan(t.raw, t.terms, i === typed.length - 1, options.literal === true));
    const clauses = words.map((w) => w.terms);
    const last = words[words.length - 1];
    const seen = new Set<string>();
    const ranked: { document: SearchDocument; key: number[] }[] = [];
    const inContext = (d: SearchDocument) =>
      !options.context ||
      routeInContext(d.url.split('#')[0], options.context.path) === (options.context.mode === 'within');
    const collect = (results: lunr.Index.Result[], key: (document: SearchDocument, score: number) => number[]) => {
      for (const result of results) {
        if (seen.has(result.ref)) continue;
        seen.add(result.ref);
        const document = documents[Number(result.ref)];
        if (inContext(document)) ranked.push({ document, key: key(document, result.score) });
      }
    };
    // Phrases: titles, then headings, holding two or more consecutive query words at consecutive places.
    if (words.length >= 2) {
      const phrases = run(clauses, false).flatMap((result) => {
        const places = placesOf[Number(result.ref)];
        if (!places) return [];
        let best = 0;
        let previous = new Map<number, number>();
        for (const terms of clauses) {
          const current = new Map<number, number>();
          for (const term of terms) {
            const place = places.get(term);
            if (place === undefined) continue;
            const length = (previous.get(place - 1) ?? 0) + 1;
            current.set(place, length);
            best = Math.max(best, length);
          }
          previous = current;
        }
        return best >= 2 ? [{ result, run: best }] : [];
      });
      const runs = new Map(phrases.map((p) => [p.result.ref, p.run]));
      collect(
        phrases.map((p) => p.result),
        (d, score) => [0, -runs.get(String(d.id))!, TYPE_RANK[d.type], -score],
      );
    }
    const variants: [number, string[][]][] = [[1, clauses]];
    if (last.raw.length >= 2) variants.push([2, [...clauses.slice(0, -1), last.prefixed]]);
    if (words.length > 1)
      for (let skip = 0; skip < words.length; skip++) variants.push([3, clauses.filter((_, i) => i !== skip)]);
    for (const [tier, variant] of variants)
      collect(run(variant, true), (d, score) => [tier, 0, TYPE_RANK[d.type], -score]);
    if (ranked.length === 0)
      collect(run([...clauses.slice(0, -1), [...new Set([...last.terms, ...last.prefixed])]], false), (d, score) => [
        4,
        0,
        TYPE_RANK[d.type],
        -score,
      ]);
    const compare = (a: number[], b: number[]) => a.reduce((order, x, i) => order || x - b[i], 0);
    ranked.sort((a, b) => compare(a.key, b.key) || a.document.id - b.document.id);
    const keys = new Set<string>();
    const hits: RankedHits = [];
    for (const { document, key } of ranked) {
      if (hits.length >= options.limit) break;
      const pageLevel = document.type === 'title' || document.type === 'description' || document.type === 'keywords';
      const pageKey = pageLevel ? `page:${document.parent}` : document.url;
      if (keys.has(pageKey)) continue;
      keys.add(pageKey);
      hits.push([document.parent, document.id, -key[3]]);
    }
    return hits;
  };
}

/** The split engine over index files held in memory, counting the files each query reads. */
export async function engineFromFiles(files: Map<string, string>): Promise<{ engine: SearchEngine; reads: string[] }> {
  const reads: string[] = [];
  const engine = await openSearchIndex(async (name) => {
    reads.push(name);
    const json = files.get(name);
    if (json === undefined) throw new Error(`no index file ${name}`);
    return JSON.parse(json) as unknown;
  });
  return { engine, reads };
}

export async function splitEngine(language: string, documents: SearchDocument[], contexts: string[] = []) {
  const { files } = await buildSearchIndexFiles({ language, documents, contexts, hash: documentsFileHash });
  return { files, ...(await engineFromFiles(files)) };
}

/**
 * [page id, document id] of each hit, grouped by page as the engine groups them (pages in order of their first hit).
 */
export function grouped(hits: RankedHits): [number, number][] {
  const pages = new Map<number, [number, number][]>();
  for (const [page, id] of hits) {
    if (!pages.has(page)) pages.set(page, []);
    pages.get(page)!.push([page, id]);
  }
  return [...pages.values()].flat();
}

/** The split engine's hits, in the same shape. */
export async function splitHits(
  engine: SearchEngine,
  query: string,
  options: SearchOptions,
): Promise<[number, number][]> {
  const { groups } = await engine.search(query, options);
  return groups.flatMap((g) => g.hits.map((h): [number, number] => [g.page.id, h.document.id]));
}
