/**
 * Sources of the generated modules: one per page (the compiled MDX plus its PageData),
 * and the site module the runtime imports (site data, route loaders, asset URLs).
 */
import type { PageData, ResolvedConfig, SiteData, SidebarItem } from '../../theme/types.js';

/** Pages without MDX (generated index, search, 404) render nothing in the content slot. */
const EMPTY_CONTENT = 'export default function Empty(){return null}';

export function pageModuleSource(page: PageData, mdxCode: string | null): string {
  return `${mdxCode ?? EMPTY_CONTENT}\nexport const page = ${JSON.stringify(page)};\n`;
}

export function clientSiteData(config: ResolvedConfig, sidebar: SidebarItem[], searchManifestUrl: string): SiteData {
  const { analytics, favicon: _favicon, ...rest } = config;
  return { config: { ...rest, analytics: { trackingID: analytics.trackingID } }, sidebar, searchManifestUrl };
}

export function siteModuleSource(options: { site: SiteData; mermaidUrl: string; senderFile: string | null }): (routeImports: string) => string {
  return (routeImports) =>
    [
      `export const site = ${JSON.stringify(options.site)};`,
      `export const routes = ${routeImports};`,
      `export const assets = ${JSON.stringify({ mermaid: options.mermaidUrl })};`,
      `export const analytics = ${JSON.stringify(options.site.config.analytics)};`,
      `export const loadSender = ${options.senderFile ? `() => import(${JSON.stringify(options.senderFile)})` : 'null'};`,
    ].join('\n');
}
