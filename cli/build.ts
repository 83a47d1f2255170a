/**
 * `hub-docs build`: the pipeline of DESIGN.md, one stage per line. Each stage is a function
 * (options in, data out); this file only calls them in order. `hub-docs serve` runs the same
 * build with its ServeSession, which keeps what rebuilds reuse.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { CACHE_ROOT, THEME_DIR } from './paths.js';
import { loadConfig } from './config/load-config.js';
import { scanDocs } from './pipeline/scan-docs.js';
import { resolveRoutes, type Routes } from './pipeline/resolve-routes.js';
import { loadFacts } from './content/facts-file.js';
import { resolveFrontMatterFacts } from './pipeline/front-matter-facts.js';
import { compileAll, markdownFormat } from './pipeline/compile-all.js';
import { compileConfig } from './mdx/context.js';
import { parseFrontMatter } from './pipeline/front-matter.js';
import { readFile } from 'node:fs/promises';
import { CompileCache } from './pipeline/compile-cache.js';
import { WORKER_THRESHOLD } from './pipeline/compile-pool.js';
import { resolvePages } from './pipeline/resolve-pages.js';
import { loadApiReference, referencePageData, referenceSearchSections, referenceSource, withFacts } from './openapi/api-reference.js';
import { buildSidebars, firstDocOfSidebar, type PageSummary, type SidebarResult } from './pipeline/build-sidebar.js';
import { generatedIndexesOf, loadSidebarsFile, type SidebarDefinitions } from './pipeline/sidebars-file.js';
import { docPageData, generatedIndexPageData, homeIndexPageData, specialPageData } from './pipeline/page-data.js';
import { bundleRenderers, SERVER_ENTRY, type Renderers } from './pipeline/renderers.js';
import { bundleClient, bundleServer, type ClientBundle, type MarkdownModules, type PageSource } from './pipeline/bundle.js';
import { renderPages, type PageContent } from './pipeline/render-pages.js';
import { clientSiteData, mdxComponentModule, pageModuleSource, siteModuleSource } from './pipeline/modules.js';
import { compilePage } from './pipeline/compile-page.js';
import { themeConstants } from './pipeline/theme-constants.js';
import { MERMAID_ENTRY } from './pipeline/mermaid-files.js';
import { searchDocuments } from './pipeline/search-documents.js';
import { buildSearchIndexFolder, type SearchIndexOptions } from './pipeline/search-index-file.js';
import { SearchIndexThread, type SearchIndexResult } from './pipeline/search-index-thread.js';
import { siteDataFiles, writeMarkdownFiles, writeSearchIndex, writeSite } from './pipeline/write-site.js';
import { OutputWriter, type Output } from './pipeline/write-output.js';
import { hashOf } from './pipeline/bundle-cache.js';
import { codeThemeCss } from './code-theme/code-theme-css.js';
import { SEARCH_MANIFEST_FILE, type PageData, type ResolvedConfig, type SiteAssets, type SiteData } from '../theme/types.js';
import type { SiteWideContext } from '../theme/context.js';
import type { SearchSection } from './mdx/context.js';
import type { CompiledPage } from './pipeline/compile-page.js';
import type { ServeSession } from './serve/serve-session.js';
import { task, type Reporter } from './task.js';
import { lastCommitDates } from './pipeline/git-dates.js';
import { pageMetaReader } from './pipeline/page-meta.js';
import { pageTools } from './render/page-tools.js';
import { HubDocsError, HubDocsErrorList } from './errors.js';

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

/** One page of the site, as every stage after the sidebar sees it. */
export interface SitePage {
  data: PageData;
  content: PageContent;
  /** The source file (null for pages hub-docs makes: generated index, search, 404). */
  file: string | null;
  /** Folder its relative imports resolve from. */
  resolveDir: string;
  keywords: string[];
  sections: SearchSection[];
  /** The content's Markdown twin (CompiledPage.markdown); null for pages hub-docs makes. */
  markdown: string | null;
}

export interface PreparedSite {
  config: ResolvedConfig;
  configFile: string;
  docsDir: string;
  staticDir: string;
  routes: Routes;
  renderers: Renderers;
  /** What the browser knows of the site. */
  site: SiteData;
  assets: SiteAssets;
  sidebar: SidebarResult;
  /** Every route's page, sorted by route. */
  pages: SitePage[];
  /** Images the pages show: output path → source file. */
  images: Map<string, string>;
  /** How many pages were compiled (the rest came from the cache). */
  recompiled: number;
  /** Files outside the docs folder the site is made from (OpenAPI documents): serve watches them. */
  watchFiles: string[];
  /** Problems that do not stop the build, each naming the file to edit: reported together. */
  warnings: HubDocsError[];
  /** Compiles a Markdown file a component of the site imports (the bundler asks for it). */
  compileMarkdown: MarkdownModules;
}

/** The compile cache of a config and docs folder, on disk (and in memory for a serve session). */
export function compileCacheFor(options: Pick<SiteOptions, 'configFile' | 'docsDir' | 'cache'>): CompileCache {
  const key = hashOf(path.resolve(options.configFile), String(options.docsDir ?? '')).slice(0, 12);
  return new CompileCache(options.cache ? path.join(CACHE_ROOT, key, 'compile') : null);
}

/**
 * Config links to a doc (`docId`) or to a sidebar (`sidebarId`: its first doc): the doc's route,
 * and its sidebar label or title. One to nothing is an error in a site.config.ts; in an adapted
 * Docusaurus config (`lenient`) a warning, and the link is left out.
 */
function docLinkResolver(routes: Routes, definitions: SidebarDefinitions | null, configFile: string, lenient: HubDocsError[] | null) {
  return (target: { docId?: string; sidebarId?: string }): { href: string; label: string } | null => {
    const doc = target.docId !== undefined ? routes.byId.get(target.docId) : firstDocOfSidebar(definitions, target.sidebarId!, routes);
    if (!doc) {
      const what = target.docId !== undefined ? `the doc "${target.docId}", and no doc has that id` : `the sidebar "${target.sidebarId}", which has no doc`;
      const problem = new HubDocsError(`the config links to ${what}`, { location: { file: configFile }, hint: target.docId !== undefined ? `use a doc's path in the docs folder without its extension, or its front-matter id${routes.byId.size ? ` (for example "${[...routes.byId.keys()].sort()[0]}")` : ''}` : `sidebars: ${definitions ? [...definitions.keys()].join(', ') : 'defaultSidebar'}` });
      if (!lenient) throw problem;
      lenient.push(problem);
      return null;
    }
    const fm = doc.doc.frontMatter;
    return { href: doc.route, label: fm.sidebar_label ?? fm.title ?? doc.id.split('/').pop()! };
  };
}

/** Stages 1–5 and the page data: everything short of bundling and rendering (also used by `index`). */
export async function prepareSite(options: SiteOptions, serve?: ServeSession): Promise<PreparedSite> {
  const report = options.reporter;
  const { config, file: configFile, warnings, adapted } = await task(report, 'load config', () => loadConfig({ configFile: options.configFile }));
  const docsDir = path.resolve(options.docsDir ?? path.join(path.dirname(configFile), config.build.docsPath));
  // The static folder is the site's (beside the config, as in Docusaurus), or beside a docs folder given on the command line.
  const staticDir = path.resolve(options.staticDir ?? path.join(options.docsDir ? path.dirname(docsDir) : path.dirname(configFile), 'static'));
  const sidebarsFile = config.build.sidebarPath ? path.resolve(path.dirname(configFile), config.build.sidebarPath) : null;
  const [scannedFiles, facts, renderers, loadedReference, definitions] = await task(report, 'scan docs', () =>
    Promise.all([
      scanDocs({ docsDir, includeDrafts: serve !== undefined, exclude: config.build.exclude, memory: serve?.scan }),
      loadFacts(docsDir),
      bundleRenderers(themeConstants(config)),
      loadApiReference({ config, configFile }),
      sidebarsFile ? loadSidebarsFile(sidebarsFile, config.build.routeBasePath) : null,
    ]),
  );
  const scanned = resolveFrontMatterFacts(scannedFiles, facts);
  const reference = { ...loadedReference, pages: withFacts(loadedReference.pages, facts) };
  warnings.push(...scanned.warnings);
  const routes = task.sync(report, 'resolve routes', () =>
    resolveRoutes({ scanned, config, reserved: new Map(reference.pages.map((p) => [p.route, p.file])), generatedIndexes: new Map(definitions ? generatedIndexesOf(definitions).map((g) => [g.route, sidebarsFile!]) : []) }),
  );
  const assets: SiteAssets = { mermaid: config.baseUrl + MERMAID_ENTRY };
  const pageRoutes = new Set(['/', '/search', ...routes.docs.map((d) => d.route), ...routes.generatedIndexes.map((g) => g.route), ...reference.pages.map((p) => p.route)]);
  const site = clientSiteData(config, config.baseUrl + SEARCH_MANIFEST_FILE, docLinkResolver(routes, definitions, configFile, adapted ? warnings : null), (route) => pageRoutes.has(route));
  // "Last updated": one git call for the whole site, while the pages compile.
  const commitDates = config.build.showLastUpdateTime ? lastCommitDates([...routes.docs.map((d) => d.doc.file), ...reference.pages.map((p) => p.file)]) : Promise.resolve(new Map<string, number>());
  // Content never shows the sidebar or the search box: it is rendered without them.
  const contentContext: SiteWideContext = { site, assets, sidebars: {}, searchChunks: [] };
  const { compiled, recompiled, warnings: linkWarnings } = await task(report, `compile ${routes.docs.length + reference.pages.length} pages`, () =>
    compileAll({ routes, generated: reference.pages.map(referenceSource), config, staticDir: existsSync(staticDir) ? staticDir : null, siteDir: path.dirname(configFile), cache: serve?.compileCache ?? compileCacheFor(options), renderer: renderers.content, shared: contentContext, facts }),
  );
  warnings.push(...linkWarnings);
  const resolved = resolvePages(routes, compiled, config);
  const summaries = new Map<string, PageSummary>([...resolved, ...reference.pages.map((p): [string, PageSummary] => [p.route, { title: p.title, sidebarLabel: p.sidebarLabel, description: p.description, position: undefined }])]);
  const sidebar = task.sync(report, 'build sidebar', () => buildSidebars({ definitions, sidebarsFile: sidebarsFile ?? undefined, routes, categories: scanned.categories, pages: summaries, extra: reference.sidebar }));
  const pagination = {
    byId: (id: string) => {
      const page = routes.byId.get(id);
      return page ? { title: page.doc.frontMatter.pagination_label ?? resolved.get(page.route)!.title, href: page.route } : null;
    },
    labelOf: (route: string) => resolved.get(route)?.route.doc.frontMatter.pagination_label,
  };
  const contentOf = (page: CompiledPage): PageContent => (page.html !== null ? { html: page.html } : { code: page.code! });
  const metaOf = pageMetaReader({ config, configFile, siteDir: path.dirname(configFile), docsDir, commitDates: await commitDates });

  const made = (data: PageData, kind: 'search' | 'empty'): SitePage => ({ data, content: { kind }, file: null, resolveDir: docsDir, keywords: [], sections: [], markdown: null });
  const pages: SitePage[] = [
    ...[...resolved.values()].map(
      (page): SitePage => ({
        data: { ...docPageData(page, config, sidebar, pagination), ...metaOf({ file: page.route.doc.file, route: page.route.route, frontMatter: page.route.doc.frontMatter }) },
        content: contentOf(page.compiled),
        file: page.route.doc.file,
        resolveDir: path.dirname(page.route.doc.file),
        keywords: page.keywords,
        sections: page.compiled.sections,
        markdown: page.compiled.markdown,
      }),
    ),
    ...reference.pages.map((p): SitePage => {
      const page = compiled.get(p.route)!;
      return { data: { ...referencePageData(p, page, config, sidebar, docsDir), ...metaOf({ file: p.file, route: p.route }) }, content: contentOf(page), file: p.file, resolveDir: path.dirname(p.file), keywords: p.keywords, sections: referenceSearchSections(p, page, config), markdown: page.markdown };
    }),
    ...routes.generatedIndexes.map((g) => made(generatedIndexPageData(g.route, config, sidebar), 'empty')),
    ...(summaries.has('/') || routes.generatedIndexes.some((g) => g.route === '/') ? [] : [made(homeIndexPageData(config, sidebar, (route) => summaries.get(route)?.description), 'empty')]),
    made(specialPageData('search', config), 'search'),
    made(specialPageData('not-found', config), 'empty'),
  ].sort((a, b) => (a.data.route < b.data.route ? -1 : a.data.route > b.data.route ? 1 : 0));
  // The markup around each page's content (twin actions, feedback, edit link, date), now that its data is complete.
  for (const page of pages) page.data.tools = pageTools(page.data, config);
  const images = new Map<string, string>();
  for (const page of compiled.values()) for (const image of page.images) images.set(image.output, image.source);
  const compileMarkdown: MarkdownModules = async (file) => {
    const { body } = parseFrontMatter(await readFile(file, 'utf8'), file);
    const page = await compilePage({
      file,
      route: routes.byFile.get(file) ?? '/',
      body,
      hasFrontMatterTitle: true,
      markdownFormat: markdownFormat(file, config.build.markdownFormat),
      asModule: true,
      config: compileConfig(config),
      routeOfFile: routes.byFile,
      allRoutes: pageRoutes,
      staticDir: existsSync(staticDir) ? staticDir : null,
      docsDir,
      siteDir: path.dirname(configFile),
      renderer: renderers.content,
      shared: contentContext,
      facts,
    });
    const problems = page.errors.map((e) => new HubDocsError(e.message, { location: { file: e.file ?? file, line: e.line, column: e.column }, hint: e.hint }));
    if (problems.length) throw problems.length === 1 ? problems[0] : new HubDocsErrorList(problems, `${problems.length} problems in ${file}`);
    for (const image of page.images) images.set(image.output, image.source);
    return mdxComponentModule(page.code!, page.hasMermaid, THEME_DIR);
  };
  return { config, configFile, docsDir, staticDir, routes, renderers, site, assets, sidebar, pages, images, recompiled, watchFiles: reference.files, warnings, compileMarkdown };
}

export function buildSearchIndex(site: PreparedSite): Promise<SearchIndexResult> {
  return buildSearchIndexFolder(searchIndexOptions(site));
}

function searchIndexOptions(site: PreparedSite): SearchIndexOptions {
  const documents = searchDocuments(site.pages.map((p) => ({ page: p.data, keywords: p.keywords, sections: p.sections })));
  return { version: site.config.docs.versionName, language: site.config.locale.code, documents, contexts: site.config.search.contexts.map((c) => c.path) };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { serve, reporter: report } = options;
  const site = await prepareSite(options, serve);
  const outDir = path.resolve(options.outDir);
  const output: Output = serve ? serve.output(outDir) : new OutputWriter(outDir, options.cache ? path.join(CACHE_ROOT, 'outputs', `${hashOf(outDir).slice(0, 16)}.json`) : null);
  const index = searchIndexOf(site, serve, report);
  try {
    await output.init();
    const client = await task(report, 'bundle', () => bundleSite(site, serve));
    const files = siteDataFiles(site, client);
    const { rendered } = await task(report, `render ${site.pages.length} pages`, () =>
      renderPages({
        pages: site.pages,
        app: site.renderers.app,
        serverBundle: () => bundleServer({ pages: modulePages(site).filter((p) => p.route !== '/search'), serverEntry: SERVER_ENTRY, constants: themeConstants(site.config), siteDir: path.dirname(site.configFile), markdown: site.compileMarkdown }),
        context: { site: site.site, assets: site.assets, sidebars: site.sidebar.sidebars, searchChunks: client.searchChunks.map((chunk) => site.config.baseUrl + chunk) },
        config: site.config,
        assets: (route) => ({ css: client.css, entry: client.entry, preload: client.pageChunks[route] ?? client.entryChunks, urls: files.urls, devScript: serve?.devScript }),
        output,
      }),
    );
    await task(report, 'write site', () => writeSite({ site, client, files, output }));
    // serve sends the reload before the Markdown files and the search index are written;
    // committing removes the files this build did not write, so it comes last.
    const commit = async () => {
      await writeMarkdownFiles(output, site);
      await writeSearchIndex(output, await index);
      await output.commit();
    };
    const finishing = serve
      ? commit().catch(async (error: unknown) => {
          await output.abort();
          throw error;
        })
      : null;
    if (!serve) await commit();
    return { outDir, pages: site.pages.length, bytes: output.bytesWritten, ms: performance.now() - started, routes: site.pages.map((p) => p.data.route), recompiled: site.recompiled, rendered, sources: site.routes.byFile, watchFiles: site.watchFiles, warnings: site.warnings, finishing };
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
  return bundleClient({
    pages: modulePages(site),
    siteModule: siteModuleSource({ site: site.site, assets: site.assets }, senderFile),
    css: `${themeStylesheets(config).map((file) => `@import ${JSON.stringify(path.join(THEME_DIR, file))};\n`).join('')}${codeThemeCss(config.prism.theme, config.prism.darkTheme)}`,
    minify: serve === undefined,
    constants: themeConstants(config),
    siteDir: path.dirname(configFile),
    markdown: site.compileMarkdown,
    incremental: serve?.bundle,
  });
}

/**
 * Stage 8: the search index, built while the site is bundled and rendered: on the session's
 * thread in serve (written after the reload), on a thread of its own in a one-shot build when a
 * core is spare (bundling takes one already) and the site is big enough to repay its start-up.
 */
async function searchIndexOf(site: PreparedSite, serve: ServeSession | undefined, report: Reporter | undefined): Promise<SearchIndexResult> {
  const options = searchIndexOptions(site);
  if (serve) {
    // After a turn of the event loop: serve sends the reload first.
    await new Promise((resolve) => setImmediate(resolve));
    // An edit that leaves every search document as it was (theme, config, code blocks) reuses the index.
    const key = hashOf(JSON.stringify(options));
    if (serve.searchIndex?.key !== key) serve.searchIndex = { key, value: await serve.indexThread.run(options) };
    return serve.searchIndex.value;
  }
  const ownThread = availableParallelism() > 2 && site.routes.docs.length >= WORKER_THRESHOLD ? new SearchIndexThread().start() : null;
  try {
    return await task(report, 'search index', () => (ownThread ? ownThread.run(options) : buildSearchIndexFolder(options)));
  } finally {
    await ownThread?.close();
  }
}

/** The theme's stylesheets a site needs: the API reference's only when it has one. */
function themeStylesheets(config: ResolvedConfig): string[] {
  return ['styles.css', 'components/Tabs.css', ...(config.openapi.length ? ['components/api/api.css'] : [])];
}
