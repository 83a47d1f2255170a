/**
 * Builds one language's search index as a folder of files (see SearchIndexHead). Runs in Node at
 * build time, but lives beside the engine because both must agree on the pipeline (language.ts)
 * and the format (format.ts). lunr builds the index, so every score is lunr's own.
 */
import lunr from 'lunr';
import type { SearchDocument, SearchIndexHead } from '../types.js';
import { compoundForms, languagePlugin } from './language.js';
import { POSTINGS_GROUPS, SEARCH_DOCUMENT_TYPES, SEARCH_INDEX_FORMAT, HEAD_FILE, documentsFile, encodeDocuments, encodeMasks, encodePostings, encodeTerms, postingsFile, routeInContext, type Postings } from './format.js';

/**
 * About how many bytes of JSON a postings file holds (a term with more postings gets a file of its
 * own): small enough that a query's first file costs a few KiB, big enough that a site's index is
 * not tens of thousands of files.
 */
export const POSTINGS_FILE_BYTES = 8 * 1024;
/** Documents per documents file: a result costs about one file (about 1 KiB gzip), so few documents ride along. */
export const DOCS_PER_SHARD = 16;

export interface SearchIndexFiles {
  /** File name in the index folder → its JSON. */
  files: Map<string, string>;
  documents: number;
  terms: number;
}

export async function buildSearchIndexFiles(options: { language: string; documents: SearchDocument[]; contexts: string[] }): Promise<SearchIndexFiles> {
  const { language, documents } = options;
  const plugin = await languagePlugin(language);
  const index = lunr(function () {
    if (plugin) this.use(plugin);
    this.ref('id');
    this.field('text');
    // No token positions: the snippet finds matches itself, and positions would triple the index.
    this.metadataWhitelist = [];
    const latin = !['ja', 'jp', 'th', 'zh'].includes(language.toLowerCase().split('-')[0]);
    for (const document of documents) {
      const extra = latin ? compoundForms(document.text) : [];
      this.add({ id: document.id, text: extra.length ? `${document.text} ${extra.join(' ')}` : document.text });
    }
  });
  const internals = index as unknown as { invertedIndex: Record<string, { _index: number }>; fieldVectors: Record<string, lunr.Vector & { elements: number[] }>; pipeline: lunr.Pipeline };

  // Terms in code-unit order (what binary search and lunr's TokenSet.Builder expect); lunr numbers them by first sight.
  const terms = Object.keys(internals.invertedIndex).sort();
  const ours = new Map<number, number>(terms.map((term, i) => [internals.invertedIndex[term]._index, i]));
  // Per type, term → postings, read from lunr's document vectors (ascending ids, so lists come out sorted).
  const postings = SEARCH_DOCUMENT_TYPES.map(() => new Map<number, Postings>());
  const masks = new Array<number>(terms.length).fill(0);
  for (const document of documents) {
    const type = SEARCH_DOCUMENT_TYPES.indexOf(document.type);
    const elements = internals.fieldVectors[`text/${document.id}`]?.elements ?? [];
    for (let i = 0; i < elements.length; i += 2) {
      const term = ours.get(elements[i])!;
      let list = postings[type].get(term);
      if (!list) postings[type].set(term, (list = { ids: [], scores: [] }));
      list.ids.push(document.id);
      list.scores.push(Math.round(elements[i + 1] * 1000));
      masks[term] |= 1 << type;
    }
  }

  const files = new Map<string, string>();
  const starts = POSTINGS_GROUPS.map((types, group) => writePostings(types.map((type) => postings[type]), group, files));
  for (let shard = 0; shard * DOCS_PER_SHARD < documents.length; shard++) {
    files.set(documentsFile(shard), JSON.stringify(encodeDocuments(documents, shard * DOCS_PER_SHARD, DOCS_PER_SHARD)));
  }
  const head: SearchIndexHead = {
    v: SEARCH_INDEX_FORMAT,
    language,
    pipeline: (index.toJSON() as { pipeline: string[] }).pipeline,
    documents: documents.length,
    docsPerShard: DOCS_PER_SHARD,
    terms: encodeTerms(terms),
    types: encodeMasks(masks),
    postings: starts,
    contexts: Object.fromEntries(options.contexts.map((path) => [path, contextRanges(documents, path)])),
  };
  files.set(HEAD_FILE, JSON.stringify(head));
  return { files, documents: documents.length, terms: terms.length };
}

/** Writes one group's postings files (its types' postings, term by term); returns the first term index of each file. */
function writePostings(byType: Map<number, Postings>[], group: number, files: Map<string, string>): number[] {
  const starts: number[] = [];
  let batch: [number, Postings[]][] = [];
  let bytes = 0;
  const flush = () => {
    if (batch.length === 0) return;
    // A file starts at the term after the previous file's last one, so every term index falls in exactly one file.
    const first = starts.length === 0 ? 0 : batch[0][0];
    files.set(postingsFile(group, starts.length), JSON.stringify(encodePostings(first, batch)));
    starts.push(first);
    batch = [];
    bytes = 0;
  };
  const none: Postings = { ids: [], scores: [] };
  const terms = [...new Set(byType.flatMap((byTerm) => [...byTerm.keys()]))].sort((a, b) => a - b);
  for (const term of terms) {
    const lists = byType.map((byTerm) => byTerm.get(term) ?? none);
    // About 6 bytes of JSON per posting (a small gap, a three-digit score, two commas).
    const size = 8 + lists.reduce((sum, list) => sum + 3 + list.ids.length * 6, 0);
    if (bytes > 0 && bytes + size > POSTINGS_FILE_BYTES) flush();
    batch.push([term, lists]);
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
