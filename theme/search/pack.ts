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
  // Runs when a reader first focuses the search box: plain loops and flat arrays, no tuples.
  const count = packed.docs.length;
  let total = 0;
  for (const length of packed.lengths) total += length;
  const averageLength = total / Math.max(1, count);
  const invertedIndex: Record<string, { _index: number; text: Record<number, object> }> = Object.create(null);
  const elements: number[][] = packed.docs.map(() => []);
  // lunr's typings omit TokenSet.Builder (it is public in lunr itself).
  const TokenSetBuilder = (lunr.TokenSet as unknown as { Builder: new () => { insert(word: string): void; finish(): void; root: lunr.TokenSet } }).Builder;
  const tokenSet = new TokenSetBuilder();
  const ids: number[] = [];
  const tfs: number[] = [];
  for (let termIndex = 0; termIndex < packed.terms.length; termIndex++) {
    const row = packed.terms[termIndex];
    const term = row[0] as string;
    ids.length = 0;
    tfs.length = 0;
    let id = 0;
    for (let i = 1; i < row.length; i++) {
      const value = row[i] as number;
      if (value < 0) {
        id += -value - 1;
        ids.push(id);
        tfs.push(row[++i] as number);
      } else {
        id += value;
        ids.push(id);
        tfs.push(1);
      }
    }
    const posting: Record<number, object> = {};
    const idf = Math.log(1 + Math.abs((count - ids.length + 0.5) / (ids.length + 0.5)));
    for (let k = 0; k < ids.length; k++) {
      const docId = ids[k];
      const tf = tfs[k];
      posting[docId] = {};
      const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (packed.lengths[docId] / averageLength)) + tf);
      elements[docId].push(termIndex, Math.round(score * 1000) / 1000);
    }
    invertedIndex[term] = { _index: termIndex, text: posting };
    tokenSet.insert(term); // terms are stored sorted, as the token set builder needs
  }
  tokenSet.finish();
  const fieldVectors: Record<string, lunr.Vector> = {};
  for (let docId = 0; docId < count; docId++) fieldVectors[`text/${docId}`] = new lunr.Vector(elements[docId]);
  return new lunr.Index({ invertedIndex, fieldVectors, tokenSet: tokenSet.root, fields: ['text'], pipeline: lunr.Pipeline.load(packed.pipeline) } as unknown as lunr.Index.Attributes);
}
