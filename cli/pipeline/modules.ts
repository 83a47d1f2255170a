/**
 * Sources of the generated modules: one per page (the compiled MDX plus its PageData),
 * and the site module the runtime imports (site data, route loaders, asset URLs).
 */
import path from 'node:path';
import type { PageData, ResolvedConfig, SiteData, SidebarItem } from '../../theme/types.js';

/** Pages without MDX (generated index, 404) render nothing in the content slot. */
const EMPTY_CONTENT = 'export default function Empty(){return null}';

/**
 * A page's module: its content component and its PageData. Code only some pages need lives in
 * their chunks, not in the runtime entry: the components Markdown renders with (a first load
 * hydrates around the server's HTML and never needs them), the search page's UI, and mermaid's
 * component on pages with a diagram.
 */
export function pageModuleSource(page: PageData, mdxCode: string | null, themeDir: string): string {
  const theme = (file: string) => JSON.stringify(path.join(themeDir, 'components', file));
  let content = mdxCode ?? EMPTY_CONTENT;
  if (page.kind === 'search') content = `export { SearchPage as default } from ${theme('SearchPage.tsx')};`;
  else if (mdxCode) {
    const components = page.hasMermaid ? '{ ...__components, Mermaid: __Mermaid }' : '__components';
    content =
      mdxCode.replace('export default function MDXContent(', 'function MDXContent(') +
      `\nimport { mdxComponents as __components } from ${theme('mdx-components.tsx')};\n` +
      (page.hasMermaid ? `import { Mermaid as __Mermaid } from ${theme('Mermaid.tsx')};\n` : '') +
      'import { jsx as __jsx } from "react/jsx-runtime";\n' +
      `export default function PageContent() { return __jsx(MDXContent, { components: ${components} }); }`;
  }
  return `${content}\nexport const page = ${JSON.stringify(page)};\n`;
}

export function clientSiteData(config: ResolvedConfig, sidebar: SidebarItem[], searchManifestUrl: string): SiteData {
  const { analytics, favicon: _favicon, openapi: _openapi, ...rest } = config;
  return { config: { ...rest, analytics: { trackingID: analytics.trackingID } }, sidebar, searchManifestUrl, searchChunks: [] };
}

/**
 * The runtime's view of the site. The sidebar and the route manifest are not in it: they are
 * data, not code, so they come from sidebar.json and route-manifest.json (preloaded by every
 * page, cached across pages) instead of weighing on every page's JavaScript.
 */
export function siteModuleSource(options: { site: SiteData; mermaidUrl: string; senderFile: string | null; sidebarUrl: string; manifestUrl: string }): string {
  const { sidebar: _sidebar, ...site } = options.site;
  return [
      `export const site = ${JSON.stringify({ ...site, sidebar: [] })};`,
      `export const sidebarUrl = ${JSON.stringify(options.sidebarUrl)};`,
      `export const manifestUrl = ${JSON.stringify(options.manifestUrl)};`,
      `export const assets = ${JSON.stringify({ mermaid: options.mermaidUrl })};`,
      `export const analytics = ${JSON.stringify(options.site.config.analytics)};`,
      `export const loadSender = ${options.senderFile ? `() => import(${JSON.stringify(options.senderFile)})` : 'null'};`,
  ].join('\n');
}
