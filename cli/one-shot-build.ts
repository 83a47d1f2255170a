/**
 * The BuildMode of `hub-docs build` (and of prepareSite alone, for `hub-docs index`): what the
 * next build can reuse is kept on disk in the site's cache folder (the scan, the compiled pages,
 * the API reference, the search indexes and the output's file list); the output is made beside
 * the folder and swapped in by its commit.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../theme/types.js';
import type { BuildMode, SiteOptions } from './build-types.js';
import { cacheRoot } from './paths.js';
import { compileCacheFor, siteCacheFolder } from './site-folders.js';
import { task, type Reporter } from './task.js';
import { collectGarbage, LARGE_SITE_PAGES } from './collect-garbage.js';
import { cachedApiReference } from './openapi/reference-cache.js';
import { loadApiReference, type ApiReference } from './openapi/api-reference.js';
import { hashOf } from './pipeline/bundle-cache.js';
import type { CompileCache } from './pipeline/compile-cache.js';
import type { CompileWorkers } from './pipeline/compile-pool.js';
import { ScanCache } from './pipeline/scan-cache.js';
import type { ScanMemory } from './pipeline/scan-docs.js';
import { OneShotIndexThread } from './pipeline/one-shot-index-thread.js';
import { buildSearchIndexFolder, type SearchIndexOptions } from './pipeline/search-index-file.js';
import { SearchIndexCache } from './pipeline/search-index-cache.js';
import type { SearchIndexResult, SearchIndexThread } from './pipeline/search-index-thread.js';
import { OutputWriter, type Output } from './pipeline/write-output.js';
import type { PrepareHooks } from './prepared-site.js';

export class OneShotBuild implements BuildMode {
  readonly includeDrafts = false;
  readonly minify = true;
  readonly devScript = undefined;
  readonly retainCache: boolean;
  readonly bundle = undefined;
  readonly compileCache: CompileCache;
  readonly compileWorkers: CompileWorkers | undefined;
  private readonly finishLater: boolean;
  readonly hooks: PrepareHooks;
  /** The site's folder in the cache; null with --no-cache. */
  private readonly cacheFolder: string | null;
  private readonly indexThread: OneShotIndexThread | null;
  private readonly scanMemory: ScanMemory | undefined;

  /**
   * `searchThread`: the build makes its search index and may do it on a thread (see OneShotIndexThread).
   * `compileCache`: the one several locales share (cli/locales/build-locales.ts keeps its entries once all are built).
   * `indexThread`: the search index thread they share (OneShotIndexThread), which build-locales.ts closes.
   * `scanMemory`: the files they read (every locale's scan reads the default locale's docs), as serve keeps them.
   * `compileWorkers`: the compile workers they share, warm from one locale to the next (build-locales.ts closes them).
   * `finishLater`: see finish().
   */
  constructor(
    private readonly options: SiteOptions,
    {
      searchThread = false,
      compileCache,
      indexThread,
      scanMemory,
      compileWorkers,
      finishLater = false,
    }: {
      searchThread?: boolean;
      compileCache?: CompileCache;
      indexThread?: SearchIndexThread;
      scanMemory?: ScanMemory;
      compileWorkers?: CompileWorkers;
      finishLater?: boolean;
    } = {},
  ) {
    this.compileWorkers = compileWorkers;
    this.finishLater = finishLater;
    this.scanMemory = scanMemory;
    this.cacheFolder = options.cache ? siteCacheFolder(options) : null;
    const termsKept = this.cacheFolder !== null && existsSync(path.join(this.cacheFolder, 'search-terms'));
    this.indexThread = searchThread ? new OneShotIndexThread(termsKept, indexThread) : null;
    this.hooks = this.indexThread ?? {};
    this.compileCache = compileCache ?? compileCacheFor(options, true);
    this.retainCache = compileCache === undefined;
  }

  scanStore(): { cache?: ScanCache; memory?: ScanMemory } {
    // Each locale its own: a locale's scan holds its translations beside the default locale's pages.
    const file = this.options.locale === undefined ? 'scan' : `scan-${this.options.locale}`;
    return {
      cache: this.cacheFolder ? new ScanCache(path.join(this.cacheFolder, file)) : undefined,
      memory: this.scanMemory,
    };
  }

  loadReference(options: { config: ResolvedConfig; configFile: string }): Promise<ApiReference> {
    return this.cacheFolder ? cachedApiReference(options) : loadApiReference(options);
  }

  sitePrepared(pageCount: number): void {
    if (pageCount >= LARGE_SITE_PAGES) collectGarbage();
  }

  async abandon(): Promise<void> {
    await this.indexThread?.close();
  }

  output(outDir: string): Output {
    // The list of the files the previous build wrote there, so unchanged ones are kept.
    const kept = this.cacheFolder ? path.join(cacheRoot(), 'outputs', `${hashOf(outDir).slice(0, 16)}.json`) : null;
    return new OutputWriter(outDir, kept);
  }

  /**
   * Built while the site is bundled and rendered: on the thread the build started (none: on the
   * main thread) while rendering keeps the main thread busy. A version whose search documents did
   * not change reuses its index (the cache).
   */
  async searchIndexes(all: SearchIndexOptions[], report: Reporter | undefined): Promise<SearchIndexResult[]> {
    const cache = this.cacheFolder ? new SearchIndexCache(path.join(this.cacheFolder, 'search')) : null;
    const thread = this.indexThread?.thread ?? null;
    try {
      const cached = await Promise.all(all.map((options) => (cache ? cache.get(options) : null)));
      const missing = all.filter((_, i) => !cached[i]);
      const label = `search index${all.length > 1 ? `es (${missing.length} of ${all.length} built)` : ''}`;
      return await task(report, label, async () => {
        const indexes: SearchIndexResult[] = [];
        for (const [i, options] of all.entries()) {
          let index = cached[i];
          if (!index) {
            index = await (thread ? thread.run(options) : buildSearchIndexFolder(options));
            await cache?.set(options, index);
          }
          indexes.push(index);
        }
        return indexes;
      });
    } finally {
      await this.indexThread?.close();
    }
  }

  /**
   * A locale of a build of several (`finishLater`) returns before its last writes (its search index, on
   * the thread, then its files): the next locale is scanned and compiled meanwhile, and build-locales.ts
   * awaits `finishing` before it commits. Waiting for each locale's index left the main thread idle ~5.8
   * of the 23 s of 300 pages in 10 locales.
   */
  async finish(commit: () => Promise<void>): Promise<{ finishing: Promise<void> | null }> {
    if (!this.finishLater) {
      await commit();
      return { finishing: null };
    }
    const finishing = commit();
    // Awaited by build-locales.ts, which also waits for it when another locale fails.
    finishing.catch(() => {});
    return { finishing };
  }
}
