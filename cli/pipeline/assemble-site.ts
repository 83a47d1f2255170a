/**
 * The last stage of preparing a site: each compiled page made into its page data (site-pages.ts:
 * docs, the API reference, generated pages, custom pages and the blog's), its redirects, what the
 * translations say of their sources, and what serve watches. Reads what the stages before made.
 */
import path from 'node:path';
import type { PreparedSite } from '../prepared-site.js';
import { blogPages } from '../blog/blog-pages.js';
import { codeTranslationsFile } from '../i18n/code-translations.js';
import { readTranslationFile } from '../locales/translation-files.js';
import { outdatedTranslations } from '../locales/translation-status.js';
import { customPageModule } from '../pages/theme-overrides.js';
import { siteCacheFolder, watchedFiles } from '../site-folders.js';
import type { SiteOptions } from '../build-types.js';
import type { Reporter } from '../task.js';
import { collectRedirects } from './client-redirects.js';
import type { CompiledSite } from './compile-site.js';
import { markdownOf, type ContentContext, type ProbedSite } from './content-context.js';
import type { LoadedSite } from './load-site.js';
import type { RoutedSite } from './route-site.js';
import type { ScannedSite } from './scan-site.js';
import { sitePages } from './site-pages.js';

export interface AssembleInput {
  options: SiteOptions;
  site: LoadedSite;
  scanned: ScannedSite;
  routed: RoutedSite;
  content: ContentContext;
  probed: ProbedSite;
  compile: CompiledSite;
  /** Absolute file → Unix seconds of its last commit (one git call, made while the pages compiled). */
  commitDates: Map<string, number>;
  report?: Reporter;
}

export function assembleSite(input: AssembleInput): PreparedSite {
  const { options, site, scanned, routed, content, compile } = input;
  const { config, configFile, configDir, docsDir, locale, messages, warnings } = site;
  const { reference, blog } = scanned;
  const { overrides } = routed.custom;
  const { compiled, images } = compile;
  warnings.push(...compile.warnings);
  // Translations whose page changed since they were written (the hashes are kept in the cache).
  const translations = new Map(scanned.versions.flatMap((v) => [...v.sourceOf]));
  if (options.cache && translations.size) {
    const kept = path.join(siteCacheFolder(options), 'translations', `${locale.code}.json`);
    warnings.push(...outdatedTranslations(kept, translations, configDir));
  }
  const lastVersion = routed.versions.find((v) => v.plan.isLast)!.plan.name;
  const blogMade = blog ? blogPages({ blog, config, siteDir: configDir, compiled, version: lastVersion }) : null;
  const made = sitePages({
    config,
    configFile,
    docsDir,
    versions: routed.versions,
    docsVersions: routed.client.docsVersions,
    reference,
    compiled,
    custom: input.probed.pages.map((page) => ({ page, code: customPageModule(page.source) })),
    commitDates: input.commitDates,
    siteMessages: locale.isDefault ? undefined : readTranslationFile(path.join(locale.folder, 'code.json')),
    messages,
    report: input.report,
    extra: blogMade ?? undefined,
  });
  const routes = made.pages.map((p) => p.data.route);
  const { redirects, warnings: redirectWarnings } = collectRedirects({ config, configFile, routes });
  warnings.push(...redirectWarnings);
  const watched = watchedFiles({
    config,
    configFile,
    siteDir: site.siteDir,
    plans: site.plans,
    reference: reference.files,
    custom: routed.custom.watch,
  });
  const codeJson = codeTranslationsFile(site.siteDir, config.locale.code);
  const watchFiles = [...watched, codeJson, ...(blog ? [blog.dir] : []), ...(locale.isDefault ? [] : [locale.folder])];
  return {
    config,
    configFile,
    docsDir,
    staticDir: site.staticDir,
    versions: made.versions,
    sources: routed.sources,
    renderers: scanned.renderers,
    site: routed.client.site,
    assets: routed.client.assets,
    messages,
    pages: made.pages,
    images,
    redirects,
    overrides,
    recompiled: compile.recompiled,
    watchFiles,
    warnings,
    compileMarkdown: markdownOf(content, images),
    cacheFolder: options.cache ? siteCacheFolder(options) : null,
    files: blogMade?.files ?? [],
    locale,
    translations,
  };
}
