/**
 * What `hub-docs serve` keeps between rebuilds, passed to build() as one object: with it a
 * build includes drafts, does not minify, adds the live-reload client to every page and
 * updates serve's own folder in place; without it, build() is the one-shot `hub-docs build`.
 */
import { CompileCache } from '../pipeline/compile-cache.js';
import { IncrementalBundle } from '../pipeline/bundle.js';
import { LiveOutput } from '../pipeline/live-output.js';
import { SearchIndexThread } from '../pipeline/search-index-thread.js';
import { SearchIndexCache } from '../pipeline/search-index-cache.js';
import type { ScanMemory } from '../pipeline/scan-docs.js';
import { ReferenceMemory } from '../openapi/reference-memory.js';
import { DEV_SCRIPT } from './live-reload.js';

export class ServeSession {
  /** The live-reload client's script tag, added to every page. */
  readonly devScript = DEV_SCRIPT;
  /** The pages as last read, so unchanged files are not read again. */
  readonly scan: ScanMemory = new Map();
  /** The API reference as last made, so unchanged OpenAPI documents are not parsed again. */
  readonly reference = new ReferenceMemory();
  /** The client bundle's esbuild context, kept between rebuilds. */
  readonly bundle = new IncrementalBundle();
  /** The thread that builds the search index after the reload went out. */
  readonly indexThread = new SearchIndexThread();
  /** Each docs version's last search index, by what it was made from: an edit that leaves its documents as they were reuses it. */
  readonly searchIndexes = new SearchIndexCache(null);
  private live: LiveOutput | null = null;

  constructor(readonly compileCache: CompileCache) {}

  /** serve's output folder, updated in place across rebuilds. */
  output(outDir: string): LiveOutput {
    if (this.live?.outDir !== outDir) this.live = new LiveOutput(outDir);
    return this.live;
  }

  /** Stops what the session keeps running between builds. */
  async close(): Promise<void> {
    await this.indexThread.close();
    await this.bundle.dispose();
  }
}
