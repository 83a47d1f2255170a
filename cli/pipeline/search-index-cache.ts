/**
 * Search indexes by what they are made of (the hash of their options: documents, language,
 * contexts) and what made them (searchIndexFingerprint): a docs version whose search documents did not change since the
 * last build reuses its index instead of running lunr again, so an old version costs nothing on a rebuild. In
 * memory for a serve session, and on disk beside the compile cache for one-shot builds; only
 * the latest index of each version and language is kept.
 */
import path from 'node:path';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { hashOf } from './bundle-cache.js';
import { searchIndexFingerprint } from './search-index-fingerprint.js';
import type { SearchIndexOptions, SearchIndexOutput } from './search-index-file.js';
import { tempFileFor } from '../temp-file.js';

export class SearchIndexCache {
  /** Version and locale → the latest index and the key of its options. */
  private memory = new Map<string, { key: string; index: SearchIndexOutput }>();
  /**
   * Keys of options asked for: an index not found is set under the same options, hashed once (~1 MB of JSON for the
   * bundled docs).
   */
  private keys = new WeakMap<SearchIndexOptions, string>();
  constructor(private readonly dir: string | null) {}

  private keyOf(options: SearchIndexOptions): string {
    let key = this.keys.get(options);
    if (key === undefined) this.keys.set(options, (key = hashOf(searchIndexFingerprint(), JSON.stringify(options))));
    return key;
  }

  async get(options: SearchIndexOptions): Promise<SearchIndexOutput | null> {
    const key = this.keyOf(options);
    const known = this.memory.get(slot(options));
    if (known?.key === key) return known.index;
    if (!this.dir) return null;
    try {
      const index = deserialize(
        await readFile(path.join(this.dir, slot(options), `${key}${ENTRY}`)),
      ) as SearchIndexOutput;
      this.memory.set(slot(options), { key, index });
      return index;
    } catch {
      return null;
    }
  }

  async set(options: SearchIndexOptions, index: SearchIndexOutput): Promise<void> {
    const key = this.keyOf(options);
    this.memory.set(slot(options), { key, index });
    if (!this.dir) return;
    const folder = path.join(this.dir, slot(options));
    await mkdir(folder, { recursive: true });
    // The previous index (and one kept as JSON by an older hub-docs) goes.
    for (const name of await readdir(folder))
      if (name.endsWith(ENTRY) || name.endsWith('.json')) await rm(path.join(folder, name), { force: true });
    const temp = tempFileFor(path.join(folder, key));
    await writeFile(temp, serialize(index));
    await rename(temp, path.join(folder, `${key}${ENTRY}`));
  }
}

/**
 * An index's file: V8's serialisation, which copies the files' JSON texts as they are; as JSON,
 * each was escaped into a string of the entry's (~5 ms of writing every rebuild after an edit).
 */
const ENTRY = '.v8';

/** A folder name per version and locale (version names may hold characters a URL would not). */
const slot = (options: SearchIndexOptions) => `${encodeURIComponent(options.version)}/${options.locale}`;
