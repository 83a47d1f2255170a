/**
 * `hub-docs build`: the pipeline of DESIGN.md, one stage per line. Each stage is a function
 * (options in, data out); this file only calls them in order. `hub-docs serve` runs the same
 * build with its ServeSession, which keeps what rebuilds reuse.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { cacheRoot, THEME_DIR } from './paths.js';
import { loadConfig } from './config/load-config.js';
import { scanDocs } from './pipeline/scan-docs.js';
import { ScanCache } from './pipeline/scan-cache.js';
import type { Routes } from './pipeline/resolve-routes.js';
import { loadFacts } from './content/facts-file.js';
import { resolveFrontMatterFacts } from './pipeline/front-matter-facts.js';
import { compileAll } from './pipeline/compile-all.js';
import { CompileCache } from './pipeline/compile-cache.js';
import { loadApiReference, referenceSource, withFacts } from './openapi/api-reference.js';
import { cachedApiReference } from './openapi/reference-cache.js';
import { firstDocOfSidebar } from './pipeline/build-sidebar.js';
import { loadSidebarsFile, type SidebarDefinitions } from './pipeline/sidebars-file.js';
import { bundleRenderers, SERVER_ENTRY } from './pipeline/renderers.js';
import { siteStylesheetSource } from './pipeline/site-stylesheet.js';
import { collectRedirects } from './pipeline/client-redirects.js';
import { bundleClient, bundleServer, type ClientBundle, type PageSource } from './pipeline/bundle.js';
import { renderPages } from './pipeline/render-pages.js';
import { clientSiteData, pageModuleSource, siteModuleSource } from './pipeline/modules.js';
import { themeConstants } from './pipeline/theme-constants.js';
import { MERMAID_ENTRY } from './pipeline/mermaid-files.js';
import { searchDocuments } from './pipeline/search-documents.js';
import { buildSearchIndexFolder, type SearchIndexOptions } from './pipeline/search-index-file.js';
import type { SearchIndexResult, SearchIndexThread } from './pipeline/search-index-thread.js';
import { OneShotIndexThread } from './pipeline/one-shot-index-thread.js';
import { siteDataFiles, writeMarkdownFiles, writeSearchIndexes, writeSite } from './pipeline/write-site.js';
import { SearchIndexCache } from './pipeline/search-index-cache.js';
import { termsFileOf } from './pipeline/search-terms-cache.js';
import { resolveDocsVersions, type VersionPlan } from './versions/docs-versions.js';
import { CURRENT_VERSION, VERSIONS_FILE, versionSidebarsFile } from './versions/versions-file.js';
import { docsVersionsOf, routeVersions, siteRoutes } from './versions/version-routes.js';
import { sitePages } from './pipeline/site-pages.js';
import { markdownModules } from './pipeline/markdown-modules.js';
import { OutputWriter, type Output } from './pipeline/write-output.js';
import { hashOf } from './pipeline/bundle-cache.js';
import { codeThemeCss } from './code-theme/code-theme-css.js';
import { SEARCH_MANIFEST_FILE, type ResolvedConfig, type SiteAssets } from '../theme/types.js';
import type { SiteWideContext } from '../theme/context.js';
import type { ServeSession } from './serve/serve-session.js';
import type { PreparedSite, PreparedVersion, PrepareHooks, SitePage } from './prepared-site.js';

export type { PreparedSite, PreparedVersion, PrepareHooks, SitePage };
import { task, type Reporter } from './task.js';
import { lastCommitDates } from './pipeline/git-dates.js';
import { HubDocsError } from './errors.js';
import { collectGarbage, LARGE_SITE_PAGES } from './collect-garbage.js';

export interface SiteOptions {
  configFile: string;
  docsDir?: string;
  staticDir?: string;
  /** Reuse compiled pages and the previous output's unchanged files (`--no-cache`: false). */
  cache: boolean;
  reporter?: Reporter;
}

export interface BuildOptions extends SiteOptions {
  outDir: string;
  /** `hub-docs serve`: drafts included, no minifying, live reload, state kept between rebuilds. */
  serve?: ServeSession;
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
}

/** The folder of the cache that holds what builds of a config and docs folder keep. */
function siteCacheFolder(options: Pick<SiteOptions, 'configFile' | 'docsDir'>): string {
  return path.join(cacheRoot(), hashOf(path.resolve(options.configFile), String(options.docsDir ?? '')).slice(0, 12));
}

/** The compile cache of a config and docs folder, on disk (and in memory for a serve session; `lazyHtml`: see CompileCache). */
export function compileCacheFor(options: Pick<SiteOptions, 'configFile' | 'docsDir' | 'cache'>, lazyHtml = false): CompileCache {
  return new CompileCache(options.cache ? path.join(siteCacheFolder(options), 'compile') : null, lazyHtml);
}

/**
 * Config links to a doc (`docId`) or to a sidebar (`sidebarId`: its first doc): the doc's route
 * in the last version (else the first version that has it), its sidebar label or title, and its
 * route in every version that has it. One to nothing is an error in a site.config.ts; in an
 * adapted Docusaurus config (`lenient`) a warning, and the link is left out.
 */
function docLinkResolver(versions: { plan: VersionPlan; routes: Routes; definitions: SidebarDefinitions | null }[], configFile: string, lenient: HubDocsError[] | null) {
  const last = versions.find((v) => v.plan.isLast)!;
  return (target: { docId?: string; sidebarId?: string }): { href: string; label: string; versions?: Record<string, string> } | null => {
    const found = versions.flatMap((v) => {
      const doc = target.docId !== undefined ? v.routes.byId.get(target.docId) : firstDocOfSidebar(v.definitions, target.sidebarId!, v.routes);
      return doc ? [{ version: v.plan.name, doc, isLast: v === last }] : [];
    });
    const doc = (found.find((f) => f.isLast) ?? found[0])?.doc;
    if (!doc) {
      const { routes, definitions } = last;
      const what = target.docId !== undefined ? `the doc "${target.docId}", and no doc has that id` : `the sidebar "${target.sidebarId}", which has no doc`;
      const problem = new HubDocsError(`the config links to ${what}`, { location: { file: configFile }, hint: target.docId !== undefined ? `use a doc's path in the docs folder without its extension, or its front-matter id${routes.byId.size ? ` (for example "${[...routes.byId.keys()].sort()[0]}")` : ''}` : `sidebars: ${definitions ? [...definitions.keys()].join(', ') : 'defaultSidebar'}` });
      if (!lenient) throw problem;
      lenient.push(problem);
      return null;
    }
    const fm = doc.doc.frontMatter;
    return { href: doc.route, label: fm.sidebar_label ?? fm.title ?? doc.id.split('/').pop()!, ...(versions.length > 1 ? { versions: Object.fromEntries(found.map((f) => [f.version, f.doc.route])) } : {}) };
  };
}

/** Stages 1–5 and the page data: everything short of bundling and rendering (also used by `index`). */
export async function prepareSite(options: SiteOptions, serve?: ServeSession, hooks: PrepareHooks = {}): Promise<PreparedSite> {
  const report = options.reporter;
  const { config, file: configFile, warnings, adapted } = await task(report, 'load config', () => loadConfig({ configFile: options.configFile }));
  const docsDir = path.resolve(options.docsDir ?? path.join(path.dirname(configFile), config.build.docsPath));
  // The static folder and the versions (versions.json, versioned_docs/...) are the site's (beside the config, as in Docusaurus), or beside a docs folder given on the command line.
  const siteDir = options.docsDir ? path.dirname(docsDir) : path.dirname(configFile);
  const staticDir = path.resolve(options.staticDir ?? path.join(siteDir, 'static'));
  const plans = await resolveDocsVersions({ config, configFile, siteDir, docsDir });
  // serve remembers the files it read; a one-shot build keeps what it parsed for the next one.
  const scanCache = !serve && options.cache ? new ScanCache(path.join(siteCacheFolder(options), 'scan')) : undefined;
  const [sources, renderers, loadedReference] = await task(report, 'scan docs', () =>
    Promise.all([
      Promise.all(
        plans.map(async (plan) => {
          const [scannedFiles, facts, definitions] = await Promise.all([
            scanDocs({ docsDir: plan.docsDir, siteDir, includeDrafts: serve !== undefined, exclude: config.build.exclude, memory: serve?.scan, cache: scanCache }),
            loadFacts(plan.docsDir),
            typeof plan.sidebars === 'object' ? loadSidebarsFile(plan.sidebars.file, plan.path) : plan.sidebars === 'none' ? (new Map() as SidebarDefinitions) : null,
          ]);
          return { plan, scanned: resolveFrontMatterFacts(scannedFiles, facts), facts, definitions, sidebarsFile: typeof plan.sidebars === 'object' ? plan.sidebars.file : undefined };
        }),
      ),
      bundleRenderers(themeConstants(config, plans.length)),
      serve ? serve.reference.load({ config, configFile }) : options.cache ? cachedApiReference({ config, configFile }) : loadApiReference({ config, configFile }),
    ]),
  );
  scanCache?.save();
  const last = sources.find((v) => v.plan.isLast)!;
  // The API reference is built from today's spec, beside the last version's docs (its routes are at the site's root).
  const reference = { ...loadedReference, pages: withFacts(loadedReference.pages, last.facts) };
  for (const { scanned } of sources) warnings.push(...scanned.warnings);
  const versions = task.sync(report, 'resolve routes', () => routeVersions(sources, config, reference.pages));
  const lastVersion = versions.find((v) => v.plan.isLast)!;
  const assets: SiteAssets = { mermaid: config.baseUrl + MERMAID_ENTRY };
  const pageRoutes = siteRoutes(versions, reference.pages);
  const docsVersions = docsVersionsOf(versions, config);
  const site = clientSiteData(config, config.baseUrl + SEARCH_MANIFEST_FILE, docLinkResolver(versions, configFile, adapted ? warnings : null), (route) => pageRoutes.has(route), docsVersions);
  // "Last updated": one git call for the whole site, while the pages compile.
  const commitDates = config.build.showLastUpdateTime ? lastCommitDates([...versions.flatMap((v) => v.routes.docs.map((d) => d.doc.file)), ...reference.pages.map((p) => p.file)]) : Promise.resolve(new Map<string, number>());
  // Content never shows the sidebar or the search box: it is rendered without them.
  const contentContext: SiteWideContext = { site, assets, sidebars: {}, searchChunks: [] };
  const pageCount = versions.reduce((n, v) => n + v.routes.docs.length, 0) + reference.pages.length;
  const staticFolder = existsSync(staticDir) ? staticDir : null;
  hooks.beforeCompile?.(pageCount);
  const { compiled, recompiled, warnings: linkWarnings } = await task.counted(report, `compile ${pageCount} pages`, pageCount, (progress) =>
    compileAll({
      versions: versions.map((v) => ({ routes: v.routes, facts: v.facts, generated: v === lastVersion ? reference.pages.map(referenceSource) : [] })),
      allRoutes: pageRoutes,
      config,
      staticDir: staticFolder,
      siteDir: path.dirname(configFile),
      cache: serve?.compileCache ?? compileCacheFor(options, true),
      renderer: renderers.content,
      shared: contentContext,
      onCompiled: hooks.compiled && ((page) => hooks.compiled!(page, config)),
      // serve compiles drafts too: its entries are not the one-shot builds'.
      retainCache: !serve,
      progress,
    }),
  );
  warnings.push(...linkWarnings);
  const { versions: prepared, pages } = sitePages({ config, configFile, docsDir, versions, docsVersions, reference, compiled, commitDates: await commitDates, report });
  const images = new Map<string, string>();
  for (const page of compiled.values()) for (const image of page.images) images.set(image.output, image.source);
  const routeOfFile = new Map(versions.flatMap((v) => [...v.routes.byFile]));
  const compileMarkdown = markdownModules({ config, siteDir: path.dirname(configFile), staticDir: staticFolder, versions, allRoutes: pageRoutes, routeOf: routeOfFile, renderer: renderers.content, shared: contentContext, images });
  const { redirects, warnings: redirectWarnings } = collectRedirects({ config, configFile, routes: pages.map((p) => p.data.route) });
  warnings.push(...redirectWarnings);
  // serve also watches the released versions: versions.json, their docs folders and sidebars files.
  const versionFiles = [path.join(siteDir, VERSIONS_FILE), ...plans.flatMap((p) => (p.name === CURRENT_VERSION ? [] : [p.docsDir, versionSidebarsFile(siteDir, p.name)]))];
  return { config, configFile, docsDir, staticDir, versions: prepared, sources: routeOfFile, renderers, site, assets, pages, images, redirects, recompiled, watchFiles: [...reference.files, ...versionFiles, ...config.build.customCss.map((file) => path.resolve(path.dirname(configFile), file))], warnings, compileMarkdown, cacheFolder: options.cache ? siteCacheFolder(options) : null };
}

/** The search index of every docs version (one per version and language), in the order of site.versions. */
export async function buildSearchIndexes(site: PreparedSite): Promise<SearchIndexResult[]> {
  const indexes: SearchIndexResult[] = [];
  for (const options of searchIndexOptions(site)) indexes.push(await buildSearchIndexFolder(options));
  return indexes;
}

/** The search index of the last version (the docs at the root). */
export function buildSearchIndex(site: PreparedSite): Promise<SearchIndexResult> {
  return buildSearchIndexFolder(searchIndexOptions(site).find((o) => o.version === site.versions.find((v) => v.plan.isLast)!.plan.name)!);
}

/** Each version's index holds its own pages (the search page, 404 and a made home page are in none). */
function searchIndexOptions(site: PreparedSite): SearchIndexOptions[] {
  return site.versions.map(({ plan }, i) => {
    const pages = site.pages.filter((p) => p.data.version === plan.name);
    const documents = searchDocuments(pages.map((p) => ({ page: p.data, keywords: p.keywords, sections: p.sections })));
    const language = site.config.locale.code;
    return { version: plan.name, language, documents, contexts: site.site.versions[i].searchContexts.map((c) => c.path), termsFile: site.cacheFolder ? termsFileOf(site.cacheFolder, language, plan.name) : null };
  });
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { serve, reporter: report } = options;
  // serve makes its index on its session's thread; a one-shot build may start one (see there).
  const indexThread = serve ? null : new OneShotIndexThread(options.cache && existsSync(path.join(siteCacheFolder(options), 'search-terms')));
  const site = await prepareSite(options, serve, indexThread ?? {}).catch(async (error: unknown) => {
    await indexThread?.close();
    throw error;
  });
  if (!serve && site.pages.length >= LARGE_SITE_PAGES) collectGarbage();
  const outDir = path.resolve(options.outDir);
  const output: Output = serve ? serve.output(outDir) : new OutputWriter(outDir, options.cache ? path.join(cacheRoot(), 'outputs', `${hashOf(outDir).slice(0, 16)}.json`) : null);
  const index = searchIndexesOf(site, serve, indexThread?.thread ?? null, options.cache ? searchIndexCacheFor(options) : null, report);
  try {
    await output.init();
    const client = await task(report, 'bundle', () => bundleSite(site, serve));
    const files = siteDataFiles(site, client);
    const searchChunks = client.searchChunks.map((chunk) => site.config.baseUrl + chunk);
    const contexts = new Map(site.versions.map((v): [PreparedVersion, SiteWideContext] => [v, { site: site.site, assets: site.assets, sidebars: v.sidebars, searchChunks }]));
    const { rendered } = await task.counted(report, `render ${site.pages.length} pages`, site.pages.length, (progress) =>
      renderPages({
        pages: site.pages,
        app: site.renderers.app,
        content: site.renderers.content,
        serverBundle: () => bundleServer({ pages: modulePages(site).filter((p) => p.route !== '/search'), serverEntry: SERVER_ENTRY, constants: themeConstants(site.config, site.versions.length), siteDir: path.dirname(site.configFile), baseUrl: site.config.baseUrl, markdown: site.compileMarkdown }),
        // A page is rendered with its own version's sidebars only: another version's edits leave it as it was.
        context: (page) => contexts.get(files.versionOf(page))!,
        config: site.config,
        assets: (page) => ({ css: client.css, entry: client.entry, preload: client.pageChunks[page.route] ?? client.entryChunks, urls: files.urlsOf(page), devScript: serve?.devScript }),
        output,
        progress,
      }),
    );
    await task(report, 'write site', () => writeSite({ site, client, files, output }));
    // serve sends the reload before the Markdown files and the search index are written;
    // committing removes the files this build did not write, so it comes last.
    const commit = async () => {
      await task(report, 'write Markdown files', () => writeMarkdownFiles(output, site));
      const indexes = await index;
      await task(report, 'write search index', () => writeSearchIndexes(output, indexes, site.versions.find((v) => v.plan.isLast)!.plan.name));
      await task(report, 'commit', () => output.commit());
    };
    const finishing = serve
      ? commit().catch(async (error: unknown) => {
          await output.abort();
          throw error;
        })
      : null;
    if (!serve) await commit();
    return { outDir, pages: site.pages.length, bytes: output.bytesWritten, ms: performance.now() - started, routes: site.pages.map((p) => p.data.route), recompiled: site.recompiled, rendered, sources: site.sources, watchFiles: site.watchFiles, warnings: site.warnings, finishing };
  } catch (error) {
    index.catch(() => {});
    await output.abort();
    throw error;
  }
}

/** The pages with a module of their own: those with components of their own, and the search page. */
function modulePages(site: PreparedSite): PageSource[] {
  return site.pages.flatMap((p) =>
    'code' in p.content || ('kind' in p.content && p.content.kind === 'search') ? [{ route: p.data.route, code: pageModuleSource(p.data, 'code' in p.content ? p.content.code : null, THEME_DIR), resolveDir: p.resolveDir, file: p.file }] : [],
  );
}

/** Stage 6: the browser bundle (the runtime, the stylesheet, the pages with modules of their own). */
function bundleSite(site: PreparedSite, serve: ServeSession | undefined): Promise<ClientBundle> {
  const { config, configFile } = site;
  const senderFile = config.analytics.sender ? path.resolve(path.dirname(configFile), config.analytics.sender) : null;
  const stylesheet = siteStylesheetSource({ themeFiles: themeStylesheets(config).map((file) => path.join(THEME_DIR, file)), codeThemeCss: codeThemeCss(config.prism.theme, config.prism.darkTheme), customCss: config.build.customCss, configFile });
  return bundleClient({
    pages: modulePages(site),
    siteModule: siteModuleSource({ site: { config: site.site.config, searchManifestUrl: site.site.searchManifestUrl }, assets: site.assets }, senderFile),
    css: stylesheet.css,
    codeThemeCss: stylesheet.codeTheme,
    minify: serve === undefined,
    constants: themeConstants(config, site.versions.length),
    siteDir: path.dirname(configFile),
    baseUrl: config.baseUrl,
    markdown: site.compileMarkdown,
    incremental: serve?.bundle,
  });
}

/** Where one-shot builds keep the search index of each version, beside the compile cache. */
function searchIndexCacheFor(options: Pick<SiteOptions, 'configFile' | 'docsDir'>): SearchIndexCache {
  return new SearchIndexCache(path.join(siteCacheFolder(options), 'search'));
}

/**
 * Stage 8: the search index of each version, built while the site is bundled and rendered: on
 * the session's thread in serve (written after the reload), in a one-shot build on the thread
 * build() started (null: none, on the main thread) while rendering keeps the main thread busy.
 * A version whose search documents did not change reuses its index (the cache).
 */
async function searchIndexesOf(site: PreparedSite, serve: ServeSession | undefined, thread: SearchIndexThread | null, cache: SearchIndexCache | null, report: Reporter | undefined): Promise<SearchIndexResult[]> {
  const all = searchIndexOptions(site);
  if (serve) {
    // After a turn of the event loop: serve sends the reload first.
    await new Promise((resolve) => setImmediate(resolve));
    const indexes: SearchIndexResult[] = [];
    // An edit that leaves every search document as it was (theme, config, code blocks) reuses the index.
    for (const options of all) {
      const known = await serve.searchIndexes.get(options);
      const index = known ?? (await serve.indexThread.run(options));
      if (!known) await serve.searchIndexes.set(options, index);
      indexes.push(index);
    }
    return indexes;
  }
  try {
    const cached = await Promise.all(all.map((options) => (cache ? cache.get(options) : null)));
    const missing = all.filter((_, i) => !cached[i]);
    return await task(report, `search index${all.length > 1 ? `es (${missing.length} of ${all.length} built)` : ''}`, async () => {
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
    await thread?.close();
  }
}

/** The theme's stylesheets a site needs: the API reference's only when it has one. */
function themeStylesheets(config: ResolvedConfig): string[] {
  return ['styles.css', 'components/Tabs.css', ...(config.openapi.length ? ['components/api/api.css'] : [])];
}
