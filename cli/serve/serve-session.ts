/**
 * The BuildMode of `hub-docs serve`: what it keeps between rebuilds, in memory, passed to build()
 * as one object. With it a build includes drafts, does not minify, adds the live-reload client to
 * every page, updates serve's own folder in place and sends the reload before it writes the
 * Markdown files and the search index.
 */
import type { ResolvedConfig } from '../../theme/types.js';
import type { BuildMode } from '../build-types.js';
import type { CompileCache } from '../pipeline/compile-cache.js';
import { IncrementalBundle } from '../pipeline/bundle.js';
import { LiveOutput } from '../pipeline/live-output.js';
import { SearchIndexThread, type SearchIndexResult } from '../pipeline/search-index-thread.js';
import { SearchIndexCache } from '../pipeline/search-index-cache.js';
import type { SearchIndexOptions } from '../pipeline/search-index-file.js';
import type { Output } from '../pipeline/write-output.js';
import type { ScanMemory } from '../pipeline/scan-docs.js';
import type { ApiReference } from '../openapi/api-reference.js';
import { ReferenceMemory } from '../openapi/reference-memory.js';
import { DEV_SCRIPT } from './live-reload.js';

export class ServeSession implements BuildMode {
  readonly includeDrafts = true;
  readonly minify = false;
  /** The live-reload client's script tag, added to every page. */
  readonly devScript = DEV_SCRIPT;
  /** serve compiles drafts too: its entries are not the one-shot builds'. */
  readonly retainCache = false;
  readonly hooks = {};
  /** The pages as last read, so unchanged files are not read again. */
  private readonly scan: ScanMemory = new Map();
  /** The API reference as last made, so unchanged OpenAPI documents are not parsed again. */
  private readonly reference = new ReferenceMemory();
  /** The client bundle's esbuild context, kept between rebuilds. */
  readonly bundle = new IncrementalBundle();
  /** The thread that builds the search index after the reload went out. */
  private readonly indexThread = new SearchIndexThread();
  /** Each docs version's last search index, by what it was made from: reused while its documents stay alike. */
  private readonly lastIndexes = new SearchIndexCache(null);
  private live: LiveOutput | null = null;

  constructor(readonly compileCache: CompileCache) {}

  scanStore(): { memory: ScanMemory } {
    return { memory: this.scan };
  }

  loadReference(options: { config: ResolvedConfig; configFile: string }): Promise<ApiReference> {
    return this.reference.load(options);
  }

  sitePrepared(): void {}

  async abandon(): Promise<void> {}

  /** serve's output folder, updated in place across rebuilds. */
  output(outDir: string): LiveOutput {
    if (this.live?.outDir !== outDir) this.live = new LiveOutput(outDir);
    return this.live;
  }

  /** On the session's thread, after a turn of the event loop: serve sends the reload first. */
  async searchIndexes(all: SearchIndexOptions[]): Promise<SearchIndexResult[]> {
    await new Promise((resolve) => setImmediate(resolve));
    const indexes: SearchIndexResult[] = [];
    // An edit that leaves every search document as it was (theme, config, code blocks) reuses the index.
    for (const options of all) {
      const known = await this.lastIndexes.get(options);
      const index = known ?? (await this.indexThread.run(options));
      if (!known) await this.lastIndexes.set(options, index);
      indexes.push(index);
    }
    return indexes;
  }

  async finish(commit: () => Promise<void>, output: Output): Promise<{ finishing: Promise<void> }> {
    const finishing = commit().catch(async (error: unknown) => {
      await output.abort();
      throw error;
    });
    return { finishing };
  }

  /** Stops what the session keeps running between builds. */
  async close(): Promise<void> {
    await this.indexThread.close();
    await this.bundle.dispose();
  }
}
