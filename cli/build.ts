/**
 * `hub-docs build`: the pipeline of DESIGN.md, one stage per line. Each stage is a
 * function (options in, data out); this file only calls them in order.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { CACHE_ROOT, NODE_MODULES, THEME_DIR } from './paths.js';
import { loadConfig } from './config/load-config.js';
import { scanDocs, type ScanMemory } from './pipeline/scan-docs.js';
import { resolveRoutes } from './pipeline/resolve-routes.js';
import { compileAll } from './pipeline/compile-all.js';
import { buildSidebar, type PageSummary } from './pipeline/build-sidebar.js';
import { docDescription, docPageData, docTitle, generatedIndexPageData, specialPageData } from './pipeline/page-data.js';
import { searchDocuments } from './pipeline/search-documents.js';
import { searchManifestJson, writeSearchIndex } from './pipeline/search-index-file.js';
import { IncrementalBundle, type PageModule } from './pipeline/bundle.js';
import { bundleAndRender, type RenderMemory } from './pipeline/bundle-and-render.js';
import { clientSiteData, pageModuleSource, siteModuleSource } from './pipeline/modules.js';
import { OutputWriter, type Output } from './pipeline/write-output.js';
import { LiveOutput } from './pipeline/live-output.js';
import { routeManifest } from './pipeline/route-manifest.js';
import { SearchIndexThread } from './pipeline/search-index-thread.js';
import { WORKER_THRESHOLD } from './pipeline/compile-pool.js';
import { CompileCache } from './pipeline/compile-cache.js';
import { codeThemeCss } from './code-theme-css.js';
import { sitemapXml, robotsTxt } from './pipeline/seo-files.js';
import { replaceProductInText } from './pipeline/product-token.js';
import { SEARCH_MANIFEST_FILE, type PageData, type ResolvedConfig } from '../theme/types.js';
import type { SearchSection } from './mdx/context.js';
import type { CompiledPage } from './pipeline/compile-page.js';
import type { Routes } from './pipeline/resolve-routes.js';
import type { SidebarResult } from './pipeline/build-sidebar.js';
import { task, type Reporter } from './task.js';

export interface BuildOptions {
  configFile: string;
  docsDir?: string;
  staticDir?: string;
  outDir: string;
  cache: boolean;
  /** development (serve): drafts included. */
  mode: 'production' | 'development';
  /** Serve mode only: a script tag added to every page (live reload). */
  devScript?: string;
  reporter?: Reporter;
  /** Reused across rebuilds by `serve` so unchanged pages are never recompiled. */
  session?: BuildSession;
}

export interface BuildSession {
  cache: CompileCache | null;
  /**
   * serve only: the last HTML of each route and what it was made from. A page whose inputs
   * did not change is not rendered again, and not even bundled for the server.
   */
  rendered: RenderMemory | null;
  /** serve only: the last search index and the hash of its documents. */
  searchIndex?: { key: string; value: Awaited<ReturnType<typeof writeSearchIndex>> };
  /** serve only: the pages as last read, so unchanged files are not read again. */
  scan?: ScanMemory;
  /** serve only: the output folder, updated in place. */
  output?: LiveOutput;
  /** serve only: the thread that builds the search index, kept between rebuilds (see closeSession). */
  indexThread?: SearchIndexThread;
  /** serve only: the client bundle's esbuild context, kept between rebuilds. */
  bundle?: IncrementalBundle;
}

/** Stops what a session keeps running between builds. */
export async function closeSession(session: BuildSession): Promise<void> {
  await session.indexThread?.close();
  await session.bundle?.dispose();
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  ms: number;
  routes: string[];
  /** Pages compiled in this build; the others came from the compile cache. */
  recompiled: number;
  /** Absolute source file → route, so serve can tell which page an error belongs to. */
  sources: Map<string, string>;
  /**
   * serve only: the search index is written after everything else, so the reload can go out
   * before it; this resolves once it is written too (null: the build wrote it already).
   */
  finishing: Promise<void> | null;
}

const require = createRequire(import.meta.url);
const MERMAID_VERSION = (JSON.parse(readFileSync(path.join(NODE_MODULES, 'mermaid', 'package.json'), 'utf8')) as { version: string }).version;

export function createSession(options: { cache: boolean; configFile: string; docsDir?: string; reuseRenders?: boolean }): BuildSession {
  const key = createHash('sha256').update(path.resolve(options.configFile)).update(String(options.docsDir ?? '')).digest('hex').slice(0, 12);
  return { cache: new CompileCache(options.cache ? path.join(CACHE_ROOT, key, 'compile') : null), rendered: options.reuseRenders ? new Map() : null };
}

export interface PreparedPage {
  data: PageData;
  /** Compiled MDX module code (null for generated pages). */
  code: string | null;
  resolveDir: string;
  keywords: string[];
  sections: SearchSection[];
}

export interface PreparedSite {
  config: ResolvedConfig;
  configFile: string;
  docsDir: string;
  staticDir: string;
  routes: Routes;
  compiled: Map<string, CompiledPage>;
  /** How many pages were compiled (the rest came from the cache). */
  recompiled: number;
  sidebar: SidebarResult;
  /** Every route's page, sorted by route. */
  pages: PreparedPage[];
}

/** Stages 1–5 and the page data: everything short of bundling and rendering (also used by `index`). */
export async function prepareSite(options: Pick<BuildOptions, 'configFile' | 'docsDir' | 'staticDir' | 'mode' | 'reporter'>, session: BuildSession): Promise<PreparedSite> {
  const report = options.reporter;
  const { config, file: configFile } = await task(report, 'load config', () => loadConfig({ configFile: options.configFile }));
  const docsDir = path.resolve(options.docsDir ?? path.join(path.dirname(configFile), 'docs'));
  const staticDir = path.resolve(options.staticDir ?? path.join(path.dirname(docsDir), 'static'));
  const scanned = await task(report, 'scan docs', () => scanDocs({ docsDir, includeDrafts: options.mode === 'development', memory: session.rendered ? (session.scan ??= new Map()) : undefined }));
  const routes = task.sync(report, 'resolve routes', () => resolveRoutes({ scanned, config }));

  const { compiled, recompiled } = await task(report, `compile ${routes.docs.length} pages`, () =>
    compileAll({ routes, config, staticDir: existsSync(staticDir) ? staticDir : null, cache: session.cache, configHash: JSON.stringify(config) }),
  );

  const summaries = new Map<string, PageSummary>(
    routes.docs.map((r) => {
      const c = compiled.get(r.route)!;
      const title = docTitle(r, c, config);
      const label = r.doc.frontMatter.sidebar_label ? replaceProductInText(r.doc.frontMatter.sidebar_label, config.product) : title;
      return [r.route, { route: r.route, title, sidebarLabel: label, description: docDescription(r, c, config), position: r.doc.frontMatter.sidebar_position }];
    }),
  );
  const sidebar = task.sync(report, 'build sidebar', () => buildSidebar({ routes, categories: scanned.categories, pages: summaries }));

  const pages: PreparedPage[] = [
    ...routes.docs.map((r) => {
      const c = compiled.get(r.route)!;
      return { data: docPageData(r, c, config, sidebar), code: c.code, resolveDir: path.dirname(r.doc.file), keywords: r.doc.frontMatter.keywords.map((k) => replaceProductInText(String(k), config.product)), sections: c.sections };
    }),
    ...routes.generatedIndexes.map((g) => ({ data: generatedIndexPageData(g.route, config, sidebar), code: null, resolveDir: docsDir, keywords: [], sections: [] })),
    { data: specialPageData('search', config), code: null, resolveDir: docsDir, keywords: [], sections: [] },
    { data: specialPageData('not-found', config), code: null, resolveDir: docsDir, keywords: [], sections: [] },
  ].sort((a, b) => (a.data.route < b.data.route ? -1 : a.data.route > b.data.route ? 1 : 0));
  return { config, configFile, docsDir, staticDir, routes, compiled, recompiled, sidebar, pages };
}

function searchIndexOptions(site: PreparedSite): Parameters<typeof writeSearchIndex>[0] {
  const documents = searchDocuments(site.pages.map((p) => ({ page: p.data, keywords: p.keywords, sections: p.sections })));
  return { version: site.config.docs.versionName, language: site.config.locale.code, documents, contexts: site.config.search.contexts.map((c) => c.path) };
}

export function buildSearchIndex(site: PreparedSite) {
  return writeSearchIndex(searchIndexOptions(site));
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const session = options.session ?? createSession(options);
  const prepared = await prepareSite(options, session);
  // The search index is built on a thread of its own, so the main thread renders meanwhile: in
  // serve (one thread kept for the session) it answers the browser's requests after the reload.
  // A one-shot build gains from it only with a core to spare (bundling takes one already) and a
  // site big enough to repay the thread's start-up.
  const spareCore = availableParallelism() > 2 && prepared.routes.docs.length >= WORKER_THRESHOLD;
  const ownThread = !session.rendered && spareCore ? new SearchIndexThread().start() : null;
  const thread = session.rendered ? (session.indexThread ??= new SearchIndexThread()) : ownThread;
  try {
    return await bundleRenderWrite(options, session, prepared, thread, started);
  } finally {
    await ownThread?.close();
  }
}

/** Stages 6–9 (see build()). */
async function bundleRenderWrite(options: BuildOptions, session: BuildSession, prepared: PreparedSite, thread: SearchIndexThread | null, started: number): Promise<BuildResult> {
  const report = options.reporter;
  const { config, configFile, staticDir, routes, compiled, sidebar, pages } = prepared;

  const indexDocuments = () =>
    task(report, 'search index', async () => {
      // serve: an edit that leaves every search document as it was (theme, config, code blocks) reuses the index.
      const indexOptions = searchIndexOptions(prepared);
      const key = createHash('sha256').update(JSON.stringify(indexOptions)).digest('hex');
      if (session.searchIndex?.key === key) return session.searchIndex.value;
      const value = thread ? await thread.run(indexOptions) : await writeSearchIndex(indexOptions);
      if (session.rendered) session.searchIndex = { key, value };
      return value;
    });
  const site = clientSiteData(config, sidebar.sidebar, config.baseUrl + SEARCH_MANIFEST_FILE);
  const sidebarJson = JSON.stringify(sidebar.sidebar);
  // The query changes with the content, so no cache anywhere can serve an old sidebar to a new runtime.
  const sidebarUrl = `${config.baseUrl}sidebar.json?v=${createHash('sha256').update(sidebarJson).digest('hex').slice(0, 10)}`;
  const hasMermaid = pages.some((p) => p.data.hasMermaid);
  const mermaidUrl = `${config.baseUrl}assets/mermaid-${MERMAID_VERSION}/mermaid.esm.min.mjs`;
  const hydratesFromHtml = new Set(pages.filter((p) => p.data.hydrateFromHtml).map((p) => p.data.route));
  const modules: PageModule[] = pages.map((p) => ({ route: p.data.route, code: pageModuleSource(p.data, p.code, THEME_DIR), resolveDir: p.resolveDir }));
  const senderFile = config.analytics.sender ? path.resolve(path.dirname(configFile), config.analytics.sender) : null;
  // The manifest's content (chunk names) is known only after bundling; its version is the
  // hash of everything the chunks are made from. serve sends it with no-cache and leaves the
  // version out: it would change the runtime, and so every page's HTML, on every edit.
  const manifestVersion = createHash('sha256');
  for (const m of modules) manifestVersion.update(m.route).update(m.code);
  const manifestQuery = options.mode === 'development' ? '' : `?v=${manifestVersion.update(JSON.stringify(config)).digest('hex').slice(0, 10)}`;
  const manifestUrl = `${config.baseUrl}route-manifest.json${manifestQuery}`;

  const writer = outputFor(options, session);
  const live = writer instanceof LiveOutput;
  const writeIndex = async (index: Awaited<ReturnType<typeof indexDocuments>>) => {
    for (const file of index.files) await writer.write(file.path, file.contents);
    await writer.write(SEARCH_MANIFEST_FILE, searchManifestJson([index]));
  };
  let finishing: Promise<void> | null = null;
  try {
    // A one-shot build indexes while esbuild bundles and the main thread renders; serve after the reload (see finishing).
    const indexing = live ? null : indexDocuments();
    indexing?.catch(() => {});
    const bundling = bundleAndRender({
      modules,
      site,
      config,
      siteModule: siteModuleSource({ site, mermaidUrl, senderFile, sidebarUrl, manifestUrl }),
      css: `@import ${JSON.stringify(path.join(THEME_DIR, 'styles.css'))};\n${codeThemeCss(config.prism.theme, config.prism.darkTheme)}`,
      outBase: writer.base,
      minify: options.mode === 'production',
      mermaidUrl,
      documentAssets: (client) => (route) => ({
        css: client.css,
        entry: client.entry,
        preload: hydratesFromHtml.has(route) ? client.entryChunks : (client.pageChunks.get(route) ?? []),
        data: [sidebarUrl, manifestUrl],
        devScript: options.devScript,
      }),
      previous: session.rendered,
      incremental: live ? (session.bundle ??= new IncrementalBundle()) : undefined,
      report,
    });
    // Awaited below; without a handler now, a failure while the index is built would be an unhandled rejection.
    bundling.catch(() => {});
    const { client, rendered, memory } = await bundling;
    const searchIndex = await indexing;

    await task(report, 'write output', async () => {
      await writer.init();
      for (const file of client.files) await writer.write(path.relative(writer.base, file.path), file.contents);
      for (const page of rendered) await writer.write(page.file, page.html);
      const images = new Map<string, string>();
      for (const c of compiled.values()) for (const image of c.images) images.set(image.output, image.source);
      for (const [output, source] of [...images].sort()) await writer.copy(source, output);
      if (hasMermaid) {
        // mermaid's own prebuilt ESM build, copied as is: bundling its 2 MB again on every build would cost seconds.
        const dist = path.join(path.dirname(require.resolve('mermaid/package.json')), 'dist');
        await writer.copy(path.join(dist, 'mermaid.esm.min.mjs'), `assets/mermaid-${MERMAID_VERSION}/mermaid.esm.min.mjs`);
        await writer.copyDir(path.join(dist, 'chunks', 'mermaid.esm.min'), `assets/mermaid-${MERMAID_VERSION}/chunks/mermaid.esm.min`, (name) => name.endsWith('.mjs'));
      }
      await writer.copyDir(staticDir, '');
      if (searchIndex) await writeIndex(searchIndex);
      await writer.write('sidebar.json', sidebarJson);
      await writer.write('route-manifest.json', JSON.stringify(routeManifest(client, config.baseUrl)));
      await writer.write('sitemap.xml', sitemapXml(config, pages.map((p) => p.data)));
      await writer.write('robots.txt', robotsTxt(config));
      // serve commits once the index is written too: committing removes files the build did not write.
      if (!live) await writer.commit();
    });
    if (memory) session.rendered = memory;
    if (live) {
      finishing = (async () => {
        // After a turn of the event loop: serve sends the reload first.
        await new Promise((resolve) => setImmediate(resolve));
        await writeIndex(await indexDocuments());
        await writer.commit();
      })().catch(async (error: unknown) => {
        await writer.abort();
        throw error;
      });
    }
  } catch (error) {
    await writer.abort();
    throw error;
  }
  const ms = performance.now() - started;
  return { outDir: writer.outDir, pages: pages.length, bytes: writer.bytesWritten, ms, routes: pages.map((p) => p.data.route), sources: routes.byFile, recompiled: prepared.recompiled, finishing };
}

/** serve (a session that reuses renders) updates its folder in place; a build swaps in a new one. */
function outputFor(options: BuildOptions, session: BuildSession): Output {
  const outDir = path.resolve(options.outDir);
  if (!session.rendered) return new OutputWriter(outDir, options.mode === 'development');
  if (session.output?.outDir !== outDir) session.output = new LiveOutput(outDir);
  return session.output;
}

