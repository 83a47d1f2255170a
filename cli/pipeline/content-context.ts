/**
 * What every stage that renders content reads, made once after routing: the custom pages' probe,
 * the compile, and the Markdown files a component imports (compiled when the bundler asks).
 */
import { existsSync } from 'node:fs';
import type { SiteWideContext } from '../../theme/context.js';
import type { ResolvedConfig } from '../../theme/types.js';
import type { ThemeOverrides } from '../pages/theme-overrides.js';
import { probeCustomPages, type ProbedPage } from '../pages/probe-pages.js';
import type { RoutedVersion } from '../versions/version-routes.js';
import type { LoadedSite } from './load-site.js';
import { markdownModules, type SiteMarkdownModules } from './markdown-modules.js';
import type { RendererFile } from './renderers.js';
import type { RoutedSite } from './route-site.js';
import type { ScannedSite } from './scan-site.js';
import { themeConstants } from './theme-constants.js';

export interface ContentContext {
  config: ResolvedConfig;
  versions: RoutedVersion[];
  /** Every route of the site: what a link may point at. */
  allRoutes: Set<string>;
  /** The static folder, if the site has one (links to its files are not broken). */
  staticDir: string | null;
  /** The config's folder, where the site's own modules resolve from. */
  siteDir: string;
  /** Content never shows the sidebar or the search box: it is rendered without them. */
  shared: SiteWideContext;
  renderer: RendererFile;
  /** The site's src/theme Root and MDXComponents. */
  overrides: ThemeOverrides;
  /** Absolute source file → route, over every page with a source. */
  routeOf: Map<string, string>;
}

/** The custom pages as rendered alone, and the components the site's MDXComponents adds or replaces. */
export interface ProbedSite {
  pages: ProbedPage[];
  siteComponents: string[];
}

export function contentContext(site: LoadedSite, scanned: ScannedSite, routed: RoutedSite): ContentContext {
  const { site: data, assets, allRoutes } = routed.client;
  return {
    config: site.config,
    versions: routed.versions,
    allRoutes,
    staticDir: existsSync(site.staticDir) ? site.staticDir : null,
    siteDir: site.configDir,
    shared: { site: data, assets, sidebars: {}, searchChunks: [], messages: site.messages },
    renderer: scanned.renderers.content,
    overrides: routed.custom.overrides,
    routeOf: routed.sources,
  };
}

/** Compiles a Markdown file a component imports; the images it shows are added to `images`. */
export function markdownOf(context: ContentContext, images: Map<string, string>): SiteMarkdownModules {
  return markdownModules({ ...context, images });
}

/** The custom pages rendered once, alone, for what their data says (title, text, links). */
export async function probeSitePages(
  context: ContentContext,
  routed: RoutedSite,
  site: LoadedSite,
): Promise<ProbedSite> {
  const constants = themeConstants(site.config, site.plans.length);
  const markdown = markdownOf(context, new Map());
  const probed = await probeCustomPages({ ...context, pages: routed.custom.pages, constants, markdown });
  site.warnings.push(...probed.warnings);
  return probed;
}
