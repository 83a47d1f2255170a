/**
 * `hub-docs build`: the pipeline of DESIGN.md, one stage per line. Each stage is a function
 * (narrow options in, data out); this file only calls them in order. What differs between a
 * one-shot build and `hub-docs serve` is the BuildMode (build-types.ts): OneShotBuild by default,
 * the ServeSession in serve, which keeps what rebuilds reuse.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { SiteWideContext } from '../theme/context.js';
import type { BuildMode, BuildOptions, BuildResult, SiteOptions } from './build-types.js';
import type { PreparedSite } from './prepared-site.js';
import { OneShotBuild } from './one-shot-build.js';
import { siteCacheFolder, siteFolders, watchedFiles } from './site-folders.js';
import { task } from './task.js';
import { loadConfig } from './config/load-config.js';
import { resolveDocsVersions } from './versions/docs-versions.js';
import { routeVersions } from './versions/version-routes.js';
import { withFacts } from './openapi/api-reference.js';
import { scanVersions } from './pipeline/scan-versions.js';
import { bundleRenderers } from './pipeline/renderers.js';
import { themeConstants } from './pipeline/theme-constants.js';
import { clientSite } from './pipeline/client-site.js';
import { siteCommitDates } from './pipeline/git-dates.js';
import { compileSite } from './pipeline/compile-site.js';
import { sitePages } from './pipeline/site-pages.js';
import { markdownModules } from './pipeline/markdown-modules.js';
import { scanSiteCustomPages } from './pages/custom-pages.js';
import { probeCustomPages } from './pages/probe-pages.js';
import { customPageModule } from './pages/theme-overrides.js';
import { collectRedirects } from './pipeline/client-redirects.js';
import { searchIndexOptions } from './pipeline/search-indexes.js';
import { bundleSite } from './pipeline/bundle-site.js';
import { blogRoutes, checkBlogRoutes, loadBlog } from './blog/blog-source.js';
import { blogFileRoutes, blogPages, blogSources } from './blog/blog-pages.js';
import { renderSite } from './pipeline/render-site.js';
import { siteDataFiles, writeMarkdownFiles, writeSearchIndexes, writeSite } from './pipeline/write-site.js';
import { chosenLocale, localeConfig, localePlans } from './locales/locale-plan.js';
import { addTranslationPaths } from './locales/translated-docs.js';
import { readTranslationFile } from './locales/translation-files.js';
import { LocaleOutput } from './locales/locale-output.js';
import { outdatedTranslations } from './locales/translation-status.js';
import { codeTranslationsFile, siteMessages } from './i18n/code-translations.js';

export type { BuildMode, BuildOptions, BuildResult, SiteOptions };
export type { PreparedSite, PreparedVersion, PrepareHooks, SitePage } from './prepared-site.js';
export { compileCacheFor } from './site-folders.js';
export { buildSearchIndex, buildSearchIndexes } from './pipeline/search-indexes.js';

/** Stages 1–5 and the page data: everything short of bundling and rendering (also used by `index`). */
export async function prepareSite(
  options: SiteOptions,
  mode: BuildMode = new OneShotBuild(options),
): Promise<PreparedSite> {
  const report = options.reporter;
  const loaded = await task(report, 'load config', () => loadConfig({ configFile: options.configFile }));
  const { file: configFile, warnings } = loaded;
  // The locale's config: its base URL, language, navbar and footer (cli/locales/locale-plan.ts).
  const locales = localePlans(loaded.config, configFile);
  const locale = options.locale === undefined ? locales[0] : chosenLocale(locales, options.locale, configFile);
  const config = localeConfig(loaded.config, locale, locales);
  const { docsDir, siteDir, staticDir } = siteFolders(options, config, configFile);
  const plans = await resolveDocsVersions({ config, configFile, siteDir, docsDir });
  // A site with a blog may have no docs (Docusaurus' `docs: false`).
  const docsOptional = config.build.blog !== null && !options.docsDir;
  // What the theme says in the site's locale: hub-docs' catalogue and translations, under the site's code.json.
  const messages = await siteMessages(siteDir, config.locale.code);
  const [scanned, renderers, loadedReference] = await task(report, 'scan docs', () =>
    Promise.all([
      scanVersions({ plans, siteDir, config, includeDrafts: mode.includeDrafts, store: mode.scanStore(), docsOptional, locale }),
      bundleRenderers(themeConstants(config, plans.length)),
      mode.loadReference({ config, configFile }),
    ]),
  );
  for (const version of scanned) warnings.push(...version.scanned.warnings);
  // The API reference is built from today's spec, beside the last version's docs (its routes are at the root).
  const lastFacts = scanned.find((v) => v.plan.isLast)!.facts;
  const reference = { ...loadedReference, pages: withFacts(loadedReference.pages, lastFacts) };
  const versions = task.sync(report, 'resolve routes', () => routeVersions(scanned, config, reference.pages));
  // The blog (Docusaurus' blog plugin): its posts and pages, on routes no doc has; drafts only in serve, as docs'.
  const blog = config.build.blog
    ? task.sync(report, 'scan blog', () => loadBlog({ config, siteDir: path.dirname(configFile), includeDrafts: mode.includeDrafts }))
    : null;
  if (blog) warnings.push(...blog.warnings);
  const docRoutes = versions.flatMap((v) => v.routes.docs.map((d): [string, string] => [d.route, d.doc.file]));
  checkBlogRoutes(blog, new Map([...reference.pages.map((p): [string, string] => [p.route, p.file]), ...docRoutes]));
  // A translation's links to pages, resolved in the locale's folder and in the docs folder (translated-docs.ts).
  for (const v of versions) addTranslationPaths(v.routes.byFile, v.routes.docs, v.plan.docsDir, locale, v.plan.name);
  const lenient = loaded.adapted ? warnings : null;
  const otherRoutes = blogRoutes(blog);
  const custom = scanSiteCustomPages(config, configFile, versions, reference.pages);
  warnings.push(...custom.warnings);
  const client = clientSite({ config, configFile, versions, reference: reference.pages, otherRoutes, custom: custom.pages, lenient });
  const { site, assets, allRoutes } = client;
  // "Last updated": one git call for the whole site, while the pages compile.
  const commitDates = siteCommitDates(config, versions, reference.pages);
  // Content never shows the sidebar or the search box: it is rendered without them.
  const shared: SiteWideContext = { site, assets, sidebars: {}, searchChunks: [], messages };
  // Posts compile with the last version (their excerpts too, for the lists).
  const other = { sources: blogSources(blog, config), fileRoutes: blogFileRoutes(blog) };
  const pageCount = versions.reduce((n, v) => n + v.routes.docs.length, 0) + reference.pages.length + other.sources.length;
  const staticFolder = existsSync(staticDir) ? staticDir : null;
  // What the compile and the Markdown files components import are compiled with.
  const common = { config, versions, allRoutes, staticDir: staticFolder, siteDir: path.dirname(configFile), shared };
  const renderer = renderers.content;
  const { overrides } = custom;
  const customFiles = custom.pages.map((p): [string, string] => [p.file, p.route]);
  const sources = new Map([...versions.flatMap((v) => [...v.routes.byFile]), ...other.fileRoutes, ...customFiles]);
  // Custom pages are rendered once, alone, for what their data says (title, text, links).
  const probeMarkdown = markdownModules({ ...common, renderer, routeOf: sources, images: new Map(), overrides });
  const constants = themeConstants(config, plans.length);
  const probed = await task(report, `render ${custom.pages.length} custom pages`, () =>
    probeCustomPages({ ...common, pages: custom.pages, overrides, constants, markdown: probeMarkdown }),
  );
  warnings.push(...probed.warnings);
  const { siteComponents } = probed;
  mode.hooks.beforeCompile?.(pageCount);
  const compile = await task.counted(report, `compile ${pageCount} pages`, pageCount, (progress) =>
    compileSite({ ...common, renderer, reference: reference.pages, other, mode, siteComponents, progress }),
  );
  const { compiled, recompiled, images } = compile;
  warnings.push(...compile.warnings);
  const translations = new Map(scanned.flatMap((v) => [...v.sourceOf]));
  // Translations whose page changed since they were written (the hashes are kept in the cache).
  if (options.cache && translations.size) warnings.push(...outdatedTranslations(path.join(siteCacheFolder(options), 'translations', `${locale.code}.json`), translations, path.dirname(configFile)));
  const { docsVersions } = client;
  const localeCodeJson = locale.isDefault ? undefined : readTranslationFile(path.join(locale.folder, 'code.json'));
  const dated = { commitDates: await commitDates, siteMessages: localeCodeJson, messages, report };
  const lastVersion = versions.find((v) => v.plan.isLast)!.plan.name;
  const blogMade = blog ? blogPages({ blog, config, siteDir: path.dirname(configFile), compiled, version: lastVersion }) : null;
  const extra = blogMade ?? undefined;
  const customModules = probed.pages.map((page) => ({ page, code: customPageModule(page.source, overrides) }));
  const made = sitePages({ config, configFile, docsDir, versions, docsVersions, reference, compiled, custom: customModules, ...dated, extra });
  const { pages } = made;
  const compileMarkdown = markdownModules({ ...common, renderer, routeOf: sources, images, overrides });
  const routes = pages.map((p) => p.data.route);
  const { redirects, warnings: redirectWarnings } = collectRedirects({ config, configFile, routes });
  warnings.push(...redirectWarnings);
  const watched = watchedFiles({ config, configFile, siteDir, plans, reference: reference.files, custom: custom.watch });
  const codeJson = codeTranslationsFile(siteDir, config.locale.code);
  const watchFiles = [...watched, codeJson, ...(blog ? [blog.dir] : []), ...(locale.isDefault ? [] : [locale.folder])];
  const cacheFolder = options.cache ? siteCacheFolder(options) : null;
  const prepared = { config, configFile, docsDir, staticDir, versions: made.versions, sources, renderers, site, assets, messages };
  const files = blogMade?.files ?? [];
  const outputs = { pages, images, redirects, recompiled, watchFiles, warnings, compileMarkdown, cacheFolder, files, locale, translations, overrides };
  return { ...prepared, ...outputs };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const report = options.reporter;
  const mode = options.mode ?? new OneShotBuild(options, { searchThread: true });
  const site = await prepareSite(options, mode).catch(async (error: unknown) => {
    await mode.abandon();
    throw error;
  });
  mode.sitePrepared(site.pages.length);
  const outDir = path.resolve(options.outDir);
  // A locale other than the default is served under <baseUrl><locale>/: serve writes it under its folder's <locale>/,
  // `build --locale` into <out-dir>/<locale>/; several locales write into the output build-locales.ts gives.
  const { outPrefix } = site.locale;
  const output = options.output ?? (options.mode && outPrefix ? new LocaleOutput(mode.output(outDir), outPrefix, true) : mode.output(path.join(outDir, outPrefix)));
  const index = mode.searchIndexes(searchIndexOptions(site), report);
  try {
    await output.init();
    const client = await task(report, 'bundle', () => bundleSite(site, mode));
    const files = siteDataFiles(site, client);
    const pageCount = site.pages.length;
    const { rendered } = await task.counted(report, `render ${pageCount} pages`, pageCount, (progress) =>
      renderSite({ site, client, files, output, devScript: mode.devScript, progress }),
    );
    await task(report, 'write site', () => writeSite({ site, client, files, output }));
    // serve sends the reload before the Markdown files and the search index are written;
    // committing removes the files this build did not write, so it comes last.
    const lastVersion = site.versions.find((v) => v.plan.isLast)!.plan.name;
    const { finishing } = await mode.finish(async () => {
      await task(report, 'write Markdown files', () => writeMarkdownFiles(output, site));
      const indexes = await index;
      await task(report, 'write search index', () => writeSearchIndexes(output, indexes, lastVersion));
      await task(report, 'commit', () => output.commit());
    }, output);
    const { pages, recompiled, sources, watchFiles, warnings } = site;
    const routes = pages.map((p) => p.data.route);
    const ms = performance.now() - started;
    const figures = { pages: pages.length, bytes: output.bytesWritten, ms, recompiled, rendered };
    return { outDir, ...figures, routes, sources, watchFiles, warnings, finishing, outPrefix };
  } catch (error) {
    index.catch(() => {});
    await output.abort();
    throw error;
  }
}
