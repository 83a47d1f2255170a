/**
 * The build's options and result, and BuildMode: what differs between a one-shot `hub-docs build`
 * (OneShotBuild, one-shot-build.ts) and a build of `hub-docs serve` (ServeSession). Types only,
 * in a leaf module: build.ts, the two modes and the commands name them without importing each other.
 */
import type { ResolvedConfig } from '../theme/types.js';
import type { ApiReference } from './openapi/api-reference.js';
import type { CompileWorkers } from './pipeline/compile-pool.js';
import type { CompileCache } from './pipeline/compile-cache.js';
import type { IncrementalBundle } from './pipeline/bundle.js';
import type { ScanMemory } from './pipeline/scan-docs.js';
import type { ScanCache } from './pipeline/scan-cache.js';
import type { SearchIndexOptions } from './pipeline/search-index-file.js';
import type { SearchIndexResult } from './pipeline/search-index-thread.js';
import type { Output } from './pipeline/write-output.js';
import type { PrepareHooks } from './prepared-site.js';
import type { Reporter } from './task.js';
import type { HubDocsError } from './errors.js';

export interface SiteOptions {
  configFile: string;
  docsDir?: string;
  staticDir?: string;
  /** Reuse compiled pages and the previous output's unchanged files (`--no-cache`: false). */
  cache: boolean;
  reporter?: Reporter;
  /** The locale to build (`--locale`; default: the default locale). cli/locales/build-locales.ts builds them all. */
  locale?: string;
}

export interface BuildOptions extends SiteOptions {
  outDir: string;
  /** How this build differs: `hub-docs serve` passes its ServeSession; by default a one-shot build. */
  mode?: BuildMode;
  /** Where this locale's files go when several locales are built (cli/locales/build-locales.ts commits it). */
  output?: Output;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  ms: number;
  routes: string[];
  /** Pages compiled in this build; the others came from the compile cache. */
  recompiled: number;
  /** Pages rendered in this build; the others kept the previous build's file. */
  rendered: number;
  /** Absolute source file → route, so serve can tell which page an error belongs to. */
  sources: Map<string, string>;
  /** See PreparedSite.watchFiles. */
  watchFiles: string[];
  /** See PreparedSite.warnings. */
  warnings: HubDocsError[];
  /**
   * serve only: the search index is written after everything else, so the reload can go out
   * before it; this resolves once it is written too (null: the build wrote it already).
   */
  finishing: Promise<void> | null;
  /** Where the built locale is in the output: "" (the default locale), else "<locale>/". */
  outPrefix: string;
}

/**
 * Everything a one-shot build and a serve build do differently. A one-shot build keeps what the
 * next build can reuse on disk (the cache folder); serve keeps it in memory between rebuilds,
 * includes drafts, does not minify, adds the live-reload client and sends the reload first.
 */
export interface BuildMode {
  /** Drafts are pages too (serve). */
  readonly includeDrafts: boolean;
  readonly minify: boolean;
  /** A script tag added to every page (serve's live-reload client). */
  readonly devScript: string | undefined;
  /** What the scan reuses: serve's memory of the files as last read, or the one-shot builds' disk cache. */
  scanStore(): { memory?: ScanMemory; cache?: ScanCache };
  readonly compileCache: CompileCache;
  /** The compile cache drops the entries this build did not use (one-shot; serve compiles drafts too). */
  readonly retainCache: boolean;
  /** Compile workers kept beyond this build (the locales of one build share them); none: a compile starts its own. */
  readonly compileWorkers?: CompileWorkers;
  /** The API reference (the OpenAPI documents' pages), from memory, the disk cache or made afresh. */
  loadReference(options: { config: ResolvedConfig; configFile: string }): Promise<ApiReference>;
  /** What the build does while the site is prepared (a one-shot build may feed its search thread). */
  readonly hooks: PrepareHooks;
  /** Once the site is prepared: the one-shot build of a large site frees the scan's garbage. */
  sitePrepared(pageCount: number): void;
  /** The site could not be prepared: stop what the mode started for this build. */
  abandon(): Promise<void>;
  /** The output folder: written beside and swapped in (one-shot), or serve's, updated in place. */
  output(outDir: string): Output;
  /** serve's esbuild context, kept between rebuilds. */
  readonly bundle: IncrementalBundle | undefined;
  /** Each version's search index (in the order of `all`), each reused when its documents did not change. */
  searchIndexes(all: SearchIndexOptions[], report: Reporter | undefined): Promise<SearchIndexResult[]>;
  /**
   * The build's last writes (`commit`): awaited by a one-shot build (finishing: null); serve
   * returns at once with their promise (BuildResult.finishing), the output aborted if they fail.
   */
  finish(commit: () => Promise<void>, output: Output): Promise<{ finishing: Promise<void> | null }>;
}
