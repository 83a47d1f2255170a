/**
 * The search index file format. lunr's own JSON spends most of its bytes on things that can
 * be recomputed: per-document score vectors (floats) and posting lists written as objects.
 * We ship only what cannot be recomputed (terms, postings with term frequencies, field
 * lengths) and the documents in a compact form, and rebuild lunr's exact index on load.
 */
import lunr from 'lunr';
import type { SearchDocument, SearchDocumentType, SearchIndexEntry as PackedSearchIndex } from '../types.js';

const TYPES: SearchDocumentType[] = ['title', 'heading', 'description', 'keywords', 'content'];
// lunr's BM25 parameters (its defaults), needed to recompute the same scores.
const K1 = 1.2;
const B = 0.75;

/** Stored text of a section, enough for snippets: the index itself has every word. */
export const STORED_TEXT_LENGTH = 360;

function storedText(text: string): string {
  if (text.length <= STORED_TEXT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', STORED_TEXT_LENGTH);
  return text.slice(0, cut > STORED_TEXT_LENGTH - 40 ? cut : STORED_TEXT_LENGTH) + ' …';
}

/** Packs documents and the builder's statistics (read from a lunr.Builder after build()). */
export function packIndex(language: string, documents: SearchDocument[], builder: lunr.Builder, pipeline: string[]): PackedSearchIndex {
  const pages: PackedSearchIndex['pages'] = [];
  const pageOf = new Map<number, number>();
  const docs: PackedSearchIndex['docs'] = documents.map((d) => {
    if (!pageOf.has(d.parent)) {
      const parent = documents[d.parent];
      pageOf.set(d.parent, pages.length);
      pages.push([parent.title, parent.url.split('#')[0], d.breadcrumb]);
    }
    const page = pages[pageOf.get(d.parent)!];
    const hashAt = d.url.indexOf('#');
    const title = d.title === page[0] ? null : d.title;
    return [TYPES.indexOf(d.type), pageOf.get(d.parent)!, hashAt >= 0 ? d.url.slice(hashAt + 1) : '', title, d.text === d.title ? null : storedText(d.text)];
  });
  const b = builder as unknown as { fieldTermFrequencies: Record<string, Record<string, number>>; fieldLengths: Record<string, number> };
  const postings = new Map<string, [number, number][]>();
  const lengths = documents.map((d) => b.fieldLengths[`text/${d.id}`] ?? 0);
  for (const d of documents) {
    for (const [term, tf] of Object.entries(b.fieldTermFrequencies[`text/${d.id}`] ?? {})) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([d.id, tf]);
    }
  }
  const terms = [...postings.keys()].sort().map((term) => {
    const row: (string | number)[] = [term];
    let last = 0;
    for (const [id, tf] of postings.get(term)!.sort((x, y) => x[0] - y[0])) {
      const gap = id - last;
      last = id;
      if (tf > 1) row.push(-(gap + 1), tf);
      else row.push(gap);
    }
    return row;
  });
  return { v: 1, language, pipeline, pages, docs, terms, lengths };
}

export function unpackDocuments(packed: PackedSearchIndex): SearchDocument[] {
  const firstDocOfPage = new Map<number, number>();
  return packed.docs.map(([type, pageIndex, anchor, title, text], id) => {
    if (!firstDocOfPage.has(pageIndex)) firstDocOfPage.set(pageIndex, id);
    const [pageTitle, route, breadcrumb] = packed.pages[pageIndex];
    const ownTitle = title ?? pageTitle;
    return { id, parent: firstDocOfPage.get(pageIndex)!, type: TYPES[type], url: anchor ? `${route}#${anchor}` : route, title: ownTitle, breadcrumb, text: text ?? ownTitle };
  });
}

/** Rebuilds the lunr index the builder made, score for score. */
export function unpackIndex(packed: PackedSearchIndex): lunr.Index {
  const count = packed.docs.length;
  const averageLength = packed.lengths.reduce((a, n) => a + n, 0) / Math.max(1, packed.lengths.length);
  const invertedIndex: [string, Record<string, unknown>][] = [];
  const vectors: [number, number][][] = packed.docs.map(() => []);
  packed.terms.forEach((row, termIndex) => {
    const term = row[0] as string;
    const docs: [number, number][] = [];
    let id = 0;
    for (let i = 1; i < row.length; i++) {
      const value = row[i] as number;
      if (value < 0) {
        id += -value - 1;
        docs.push([id, row[++i] as number]);
      } else {
        id += value;
        docs.push([id, 1]);
      }
    }
    const posting: Record<string, object> = {};
    for (const [docId] of docs) posting[docId] = {};
    invertedIndex.push([term, { _index: termIndex, text: posting }]);
    const x = (count - docs.length + 0.5) / (docs.length + 0.5);
    const idf = Math.log(1 + Math.abs(x));
    for (const [docId, tf] of docs) {
      const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (packed.lengths[docId] / averageLength)) + tf);
      vectors[docId].push([termIndex, Math.round(score * 1000) / 1000]);
    }
  });
  const fieldVectors = packed.docs.map((_, docId) => [`text/${docId}`, vectors[docId].flat()] as [string, number[]]);
  return lunr.Index.load({ version: lunr.version, fields: ['text'], fieldVectors, invertedIndex, pipeline: packed.pipeline });
}
