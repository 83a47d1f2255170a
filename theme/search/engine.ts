/**
 * The search engine, shared by the browser's search box and page and by `hub-docs search`
 * (so scripts get exactly what readers get). Queries are built with lunr's query API, never
 * its query-string syntax, so no character a reader types can break them.
 */
import lunr from 'lunr';
import type { SearchDocument, SearchDocumentType, SearchIndexEntry } from '../types.js';
import { languagePlugin, queryTerms } from './language.js';
import { makeSnippet, type SnippetPart } from './snippet.js';
import { unpackDocuments, unpackIndex } from './pack.js';

export const TYPE_RANK: Record<SearchDocumentType, number> = { title: 0, heading: 1, description: 2, keywords: 3, content: 4 };

export interface SearchHit {
  document: SearchDocument;
  snippet: SnippetPart[];
}

/** Hits of one page, under its title. */
export interface SearchGroup {
  page: SearchDocument;
  hits: SearchHit[];
}

export interface SearchOptions {
  limit: number;
  /** Route prefix: only ("within") or never ("outside") pages under it. */
  context?: { path: string; mode: 'within' | 'outside' } | null;
  contextLength: number;
}

export interface SearchEngine {
  language: string;
  documentCount: number;
  search(query: string, options: SearchOptions): { groups: SearchGroup[]; total: number; terms: string[] };
}

export async function loadSearchEngine(entry: SearchIndexEntry): Promise<SearchEngine> {
  await languagePlugin(entry.language); // registers the language's pipeline functions before load
  const index = unpackIndex(entry);
  const documents = unpackDocuments(entry);
  const byId = new Map(documents.map((d) => [String(d.id), d]));
  return {
    language: entry.language,
    documentCount: documents.length,
    search: (query, options) => runSearch(index, byId, entry.language, query, options),
  };
}

type Variant = { term: string; prefix: boolean; fuzzy: boolean }[];

function variantsOf(terms: { raw: string; terms: string[] }[]): Variant[] {
  const exact = terms.map((t) => ({ term: t.terms[0], prefix: false, fuzzy: false }));
  const variants: Variant[] = [exact];
  const last = terms[terms.length - 1];
  // The reader may still be typing the last word: match it as a prefix of indexed words.
  if (last.raw.length >= 2) variants.push([...exact.slice(0, -1), { term: last.raw, prefix: true, fuzzy: false }]);
  if (terms.length > 2) {
    for (let skip = 0; skip < terms.length; skip++) variants.push(exact.filter((_, i) => i !== skip));
  }
  return variants;
}

function runVariant(index: lunr.Index, variant: Variant): lunr.Index.Result[] {
  return index.query((q) => {
    for (const clause of variant) {
      q.term(clause.term, {
        presence: lunr.Query.presence.REQUIRED,
        usePipeline: false, // terms are already through the language pipeline (or a raw prefix)
        wildcard: clause.prefix ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
        // Only set when fuzzy: lunr treats any editDistance (even 0) as a fuzzy clause, which
        // would take a trailing "*" literally.
        ...(clause.fuzzy && clause.term.length > 3 ? { editDistance: 1 } : {}),
      });
    }
  });
}

function runSearch(index: lunr.Index, byId: Map<string, SearchDocument>, language: string, query: string, options: SearchOptions) {
  const terms = queryTerms(index, query.slice(0, 500), language).slice(0, 12);
  if (terms.length === 0) return { groups: [], total: 0, terms: [] };
  const seen = new Set<string>();
  const ranked: { document: SearchDocument; tier: number; score: number }[] = [];
  const collect = (results: lunr.Index.Result[], tier: number) => {
    for (const result of results) {
      if (seen.has(result.ref)) continue;
      seen.add(result.ref);
      const document = byId.get(result.ref);
      if (document && inContext(document, options.context)) ranked.push({ document, tier, score: result.score });
    }
  };
  variantsOf(terms).forEach((variant, tier) => collect(runVariant(index, variant), Math.min(tier, 2)));
  if (ranked.length === 0) collect(runVariant(index, terms.map((t) => ({ term: t.terms[0], prefix: false, fuzzy: true }))), 3);

  ranked.sort((a, b) => a.tier - b.tier || TYPE_RANK[a.document.type] - TYPE_RANK[b.document.type] || b.score - a.score || a.document.id - b.document.id);

  // Group under the parent page; one hit per URL (a heading and its section's content share it),
  // and a page's title/description/keywords hits all stand for the page itself.
  const groups = new Map<number, SearchGroup>();
  const urls = new Set<string>();
  const markTerms = terms.flatMap((t) => [t.raw, ...t.terms]);
  let total = 0;
  for (const { document } of ranked) {
    if (total >= options.limit) break;
    const pageLevel = document.type === 'title' || document.type === 'description' || document.type === 'keywords';
    const key = pageLevel ? `page:${document.parent}` : document.url;
    if (urls.has(key)) continue;
    urls.add(key);
    const page = byId.get(String(document.parent)) ?? document;
    let group = groups.get(page.id);
    if (!group) {
      group = { page, hits: [] };
      groups.set(page.id, group);
    }
    group.hits.push({ document, snippet: makeSnippet(document.text, markTerms, options.contextLength) });
    total++;
  }
  return { groups: [...groups.values()], total, terms: markTerms };
}

function inContext(document: SearchDocument, context: SearchOptions['context']): boolean {
  if (!context) return true;
  const path = document.url.split('#')[0];
  const inside = path === context.path || path.startsWith(context.path.replace(/\/$/, '') + '/');
  return context.mode === 'within' ? inside : !inside;
}
