/**
 * `hub-docs build`: the pipeline of DESIGN.md, one stage per line. Each stage is a function
 * (narrow options in, data out); this file only calls them in order. What differs between a
 * one-shot build and `hub-docs serve` is the BuildMode (build-types.ts): OneShotBuild by default,
 * the ServeSession in serve, which keeps what rebuilds reuse.
 */
import path from 'node:path';
import type { BuildMode, BuildOptions, BuildResult, SiteOptions } from './build-types.js';
import type { PreparedSite } from './prepared-site.js';
import { OneShotBuild } from './one-shot-build.js';
import { task } from './task.js';
import { loadSite, type LoadedSite } from './pipeline/load-site.js';
import { withWarnings } from './errors.js';
import { scanSite } from './pipeline/scan-site.js';
import { routeSite } from './pipeline/route-site.js';
import { contentContext, probeSitePages } from './pipeline/content-context.js';
import { siteCommitDates } from './pipeline/git-dates.js';
import { compileSite } from './pipeline/compile-site.js';
import { assembleSite } from './pipeline/assemble-site.js';
import { searchIndexOptions } from './pipeline/search-indexes.js';
import { bundleSite } from './pipeline/bundle-site.js';
import { renderSite } from './pipeline/render-site.js';
import { siteDataFiles, writeMarkdownFiles, writeSearchIndexes, writeSite } from './pipeline/write-site.js';
import { LocaleOutput } from './locales/locale-output.js';

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
  const site = await task(report, 'load config', () => loadSite(options));
  // A failure says what the build had warned of until then (formatError prints it).
  return prepareLoadedSite(options, mode, site).catch((error: unknown) => {
    throw withWarnings(error, site.warnings);
  });
}

async function prepareLoadedSite(options: SiteOptions, mode: BuildMode, site: LoadedSite): Promise<PreparedSite> {
  const report = options.reporter;
  const scanned = await task(report, 'scan docs', () => scanSite(site, mode));
  const routed = task.sync(report, 'resolve routes', () => routeSite(site, scanned));
  // "Last updated": one git call for the whole site, while the pages compile.
  const commitDates = siteCommitDates(site.config, routed.versions, scanned.reference.pages);
  const content = contentContext(site, scanned, routed);
  const customCount = routed.custom.pages.length;
  const probed = await task(report, `render ${customCount} custom pages`, () => probeSitePages(content, routed, site));
  const { pageCount, other } = routed;
  mode.hooks.beforeCompile?.(pageCount);
  const compile = await task.counted(report, `compile ${pageCount} pages`, pageCount, (progress) =>
    compileSite({
      ...content,
      reference: scanned.reference.pages,
      other,
      mode,
      siteComponents: probed.siteComponents,
      progress,
    }),
  );
  const dates = await commitDates;
  return assembleSite({ options, site, scanned, routed, content, probed, compile, commitDates: dates, report });
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
  const output =
    options.output ??
    (options.mode && outPrefix
      ? new LocaleOutput(mode.output(outDir), outPrefix, true)
      : mode.output(path.join(outDir, outPrefix)));
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
    withWarnings(error, site.warnings);
    index.catch(() => {});
    await output.abort();
    throw error;
  }
}
