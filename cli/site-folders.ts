/**
 * Where a site's files are (its docs, its static folder, the folder its versions are beside) and
 * where builds of it keep what the next one can reuse (its folder in the cache).
 */
import path from 'node:path';
import type { ResolvedConfig } from '../theme/types.js';
import { cacheRoot } from './paths.js';
import { hashOf } from './pipeline/bundle-cache.js';
import { CompileCache } from './pipeline/compile-cache.js';
import type { SiteOptions } from './build-types.js';
import type { VersionPlan } from './versions/docs-versions.js';
import { CURRENT_VERSION, VERSIONS_FILE, versionSidebarsFile } from './versions/versions-file.js';

export interface SiteFolders {
  /** The current version's docs folder. */
  docsDir: string;
  /** The folder of the static folder and of the versions (versions.json, versioned_docs/...). */
  siteDir: string;
  staticDir: string;
}

/**
 * The static folder and the versions are the site's (beside the config, as in Docusaurus), or
 * beside a docs folder given on the command line.
 */
export function siteFolders(options: SiteOptions, config: ResolvedConfig, configFile: string): SiteFolders {
  const docsDir = path.resolve(options.docsDir ?? path.join(path.dirname(configFile), config.build.docsPath));
  const siteDir = options.docsDir ? path.dirname(docsDir) : path.dirname(configFile);
  return { docsDir, siteDir, staticDir: path.resolve(options.staticDir ?? path.join(siteDir, 'static')) };
}

/** The folder of the cache that holds what builds of a config and docs folder keep. */
export function siteCacheFolder(options: Pick<SiteOptions, 'configFile' | 'docsDir'>): string {
  const site = hashOf(path.resolve(options.configFile), String(options.docsDir ?? ''));
  return path.join(cacheRoot(), site.slice(0, 12));
}

/**
 * The compile cache of a config and docs folder, on disk (and in memory for a serve session;
 * `lazyHtml`: see CompileCache).
 */
export function compileCacheFor(
  options: Pick<SiteOptions, 'configFile' | 'docsDir' | 'cache'>,
  lazyHtml = false,
): CompileCache {
  return new CompileCache(options.cache ? path.join(siteCacheFolder(options), 'compile') : null, lazyHtml);
}

/**
 * Files outside the docs folder the site is made from, which serve watches: the OpenAPI documents
 * (`reference`), the custom CSS, versions.json and the released versions' docs folders and sidebars.
 */
export function watchedFiles(options: {
  config: ResolvedConfig;
  configFile: string;
  siteDir: string;
  plans: VersionPlan[];
  reference: string[];
  /** The site's src/ folder and its pages folder (custom pages, components, theme overrides). */
  custom: string[];
}): string[] {
  const { siteDir, plans } = options;
  const released = plans.flatMap((p) =>
    p.name === CURRENT_VERSION ? [] : [p.docsDir, versionSidebarsFile(siteDir, p.name)],
  );
  const customCss = options.config.build.customCss.map((file) => path.resolve(path.dirname(options.configFile), file));
  return [...options.reference, path.join(siteDir, VERSIONS_FILE), ...released, ...customCss, ...options.custom];
}
