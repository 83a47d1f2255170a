/**
 * The files of one index beyond its head, read on demand and kept once read: the postings file
 * that holds a term's postings of a document type, and the documents file that holds a
 * document. How a file is read is the caller's business (fetch in the browser, the disk in
 * `hub-docs search`).
 */
import type {
  SearchDocument,
  SearchDocumentsShard,
  SearchIndexHead,
  SearchPostingsShard,
  SearchWordsShard,
} from '../types.js';
import {
  POSTINGS_GROUPS,
  decodeDocuments,
  decodePostings,
  decodeWords,
  documentsFile,
  postingsFile,
  wordsFile,
  type Postings,
  type WordList,
} from './format.js';

/** Reads one file of the index folder (a name such as "index.json") as parsed JSON. */
export type ReadIndexFile = (name: string) => Promise<unknown>;

const NO_POSTINGS: Postings = { ids: [], scores: [] };

export class IndexFiles {
  private readonly postingsFiles = new Map<string, Promise<Map<number, Postings[]>>>();
  private readonly documentsFiles = new Map<
    number,
    Promise<{ documents: SearchDocument[]; pages: SearchDocument[] }>
  >();
  private readonly wordsFiles = new Map<number, Promise<WordList>>();

  constructor(
    private readonly read: ReadIndexFile,
    private readonly head: SearchIndexHead,
  ) {}

  /** A term's postings among the documents of one type (the caller checks the term has some: Dictionary.typesOf). */
  async postings(type: number, term: number): Promise<Postings> {
    const group = POSTINGS_GROUPS.findIndex((types) => types.includes(type));
    const types = POSTINGS_GROUPS[group];
    const starts = this.head.postings[group];
    // The last file whose first term is ≤ term.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle] <= term) low = middle;
      else high = middle - 1;
    }
    const name = postingsFile(group, low);
    const file = this.once(this.postingsFiles, name, () =>
      this.read(name).then((flat) => decodePostings(starts[low], flat as SearchPostingsShard, types)),
    );
    return (await file).get(term)?.[types.indexOf(type)] ?? NO_POSTINGS;
  }

  /** A document and its page's (title) document. */
  async document(id: number): Promise<{ document: SearchDocument; page: SearchDocument }> {
    const shard = Math.floor(id / this.head.docsPerShard);
    const first = shard * this.head.docsPerShard;
    const file = await this.once(this.documentsFiles, shard, () =>
      this.read(documentsFile(this.head.documentsFiles[shard])).then((data) =>
        decodeDocuments(data as SearchDocumentsShard, first),
      ),
    );
    const document = file.documents[id - first];
    if (!document) throw new Error(`The search index has no document ${id}.`);
    return { document, page: file.pages.find((p) => p.id === document.parent)! };
  }

  /** The word list files with these numbers (SearchIndexHead.words), read at once. */
  words(files: number[]): Promise<WordList[]> {
    return Promise.all(
      files.map((n) =>
        this.once(this.wordsFiles, n, () =>
          this.read(wordsFile(n)).then((data) => decodeWords(data as SearchWordsShard)),
        ),
      ),
    );
  }

  /** Starts reading the documents files of these ids, all at once (the results a query is about to show). */
  preloadDocuments(ids: number[]): void {
    for (const id of ids) this.document(id).catch(() => {});
  }

  private once<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      // A failed read is tried again next time (the network may be back).
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }
}
