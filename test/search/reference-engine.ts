/**
 * The engine's reference: the same query rules run on one whole lunr index with lunr's own
 * query code (what hub-docs shipped before the index was split into files). The split engine
 * must rank exactly as this does, document for document.
 */
import lunr from 'lunr';
import type { SearchDocument, SearchDocumentType } from '../../theme/types.js';
import { compoundForms, languagePlugin, queryTerms } from '../../theme/search/language.js';
import { openSearchIndex, type SearchEngine, type SearchOptions } from '../../theme/search/engine.js';
import { buildSearchIndexFiles } from '../../theme/search/build-index.js';
import { routeInContext } from '../../theme/search/format.js';
import { documentsFileHash } from '../../cli/pipeline/search-index-file.js';

const TYPE_RANK: Record<SearchDocumentType, number> = { title: 0, heading: 1, description: 2, keywords: 3, content: 4 };

/** Hits as [page id, document id, score], in rank order. */
export type RankedHits = [number, number, number][];

export async function referenceSearch(language: string, documents: SearchDocument[]): Promise<(query: string, options: SearchOptions) => RankedHits> {
  const plugin = await languagePlugin(language);
  const index = lunr(function () {
    if (plugin) this.use(plugin);
    this.ref('id');
    this.field('text');
    this.metadataWhitelist = [];
    for (const d of documents) {
      const extra = compoundForms(d.text);
      this.add({ id: d.id, text: extra.length ? `${d.text} ${extra.join(' ')}` : d.text });
    }
  });
  const pipeline = (index as unknown as { pipeline: lunr.Pipeline }).pipeline;
  type Variant = { term: string; prefix: boolean; fuzzy: boolean }[];
  const runVariant = (variant: Variant) =>
    index.query((q) => {
      for (const clause of variant) {
        q.term(clause.term, {
          presence: lunr.Query.presence.REQUIRED,
          usePipeline: false,
          wildcard: clause.prefix ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
          ...(clause.fuzzy && clause.term.length > 3 ? { editDistance: 1 } : {}),
        });
      }
    });
  return (query, options) => {
    const terms = queryTerms(pipeline, query.slice(0, 500), language).slice(0, 12);
    if (terms.length === 0) return [];
    const exact = terms.map((t) => ({ term: t.terms[0], prefix: false, fuzzy: false }));
    const variants: Variant[] = [exact];
    const last = terms[terms.length - 1];
    if (last.raw.length >= 2) variants.push([...exact.slice(0, -1), { term: last.raw, prefix: true, fuzzy: false }]);
    if (terms.length > 2) for (let skip = 0; skip < terms.length; skip++) variants.push(exact.filter((_, i) => i !== skip));
    const seen = new Set<string>();
    const ranked: { document: SearchDocument; tier: number; score: number }[] = [];
    const inContext = (d: SearchDocument) => !options.context || routeInContext(d.url.split('#')[0], options.context.path) === (options.context.mode === 'within');
    const collect = (results: lunr.Index.Result[], tier: number) => {
      for (const result of results) {
        if (seen.has(result.ref)) continue;
        seen.add(result.ref);
        const document = documents[Number(result.ref)];
        if (inContext(document)) ranked.push({ document, tier, score: result.score });
      }
    };
    variants.forEach((variant, tier) => collect(runVariant(variant), Math.min(tier, 2)));
    if (ranked.length === 0) collect(runVariant(terms.map((t) => ({ term: t.terms[0], prefix: false, fuzzy: true }))), 3);
    ranked.sort((a, b) => a.tier - b.tier || TYPE_RANK[a.document.type] - TYPE_RANK[b.document.type] || b.score - a.score || a.document.id - b.document.id);
    const keys = new Set<string>();
    const hits: RankedHits = [];
    for (const { document, score } of ranked) {
      if (hits.length >= options.limit) break;
      const pageLevel = document.type === 'title' || document.type === 'description' || document.type === 'keywords';
      const key = pageLevel ? `page:${document.parent}` : document.url;
      if (keys.has(key)) continue;
      keys.add(key);
      hits.push([document.parent, document.id, score]);
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

/** [page id, document id] of each hit, grouped by page as the engine groups them (pages in order of their first hit). */
export function grouped(hits: RankedHits): [number, number][] {
  const pages = new Map<number, [number, number][]>();
  for (const [page, id] of hits) {
    if (!pages.has(page)) pages.set(page, []);
    pages.get(page)!.push([page, id]);
  }
  return [...pages.values()].flat();
}

/** The split engine's hits, in the same shape. */
export async function splitHits(engine: SearchEngine, query: string, options: SearchOptions): Promise<[number, number][]> {
  const { groups } = await engine.search(query, options);
  return groups.flatMap((g) => g.hits.map((h): [number, number] => [g.page.id, h.document.id]));
}
