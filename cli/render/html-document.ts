/**
 * The HTML shell around a rendered page: head (title, description, canonical, language
 * links, social tags), the pre-paint colour-mode script, and the module scripts.
 */
import type { PageData, PageUrls, ResolvedConfig } from '../../theme/types.js';
import { colorModeScript } from '../../theme/color-mode-script.js';
import { markdownTwinFile } from '../../theme/routes.js';
import { absoluteUrl, withBaseUrl } from '../../theme/url.js';
import { pageDataScript, ROOT_ATTRIBUTES, ROOT_ID } from '../../theme/inline-page-data.js';
import { escapeHtml } from '../../theme/escape-html.js';

export interface DocumentAssets {
  css: string;
  entry: string;
  /** The chunks the page loads before any interaction: see ClientBundle.pageChunks and entryChunks. */
  preload: string[];
  /** The JSON the runtime fetches before hydrating (preloaded in parallel with the scripts). */
  urls: PageUrls;
  /** Extra script injected in serve mode only (live reload); never in build output. */
  devScript?: string;
}

export function htmlDocument(options: { config: ResolvedConfig; page: PageData; appHtml: string; assets: DocumentAssets }): string {
  const { config, page, appHtml, assets } = options;
  const base = config.baseUrl;
  // An old version's page names the last version's page as canonical (PageData.canonical).
  const canonical = absoluteUrl(config, page.canonical ?? page.route);
  const themeColor = config.colorMode.defaultMode === 'dark' ? '#111418' : '#ffffff';
  const hasTwin = page.kind !== 'search' && page.kind !== 'not-found';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.kind === 'not-found' ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    page.kind === 'not-found' ? '' : `<link rel="alternate" hreflang="${config.locale.code}" href="${escapeHtml(canonical)}">`,
    page.kind === 'not-found' ? '' : `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}">`,
    // The page's Markdown twin (cli/twins/), for tools and assistants.
    hasTwin ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(absoluteUrl(config, '/' + markdownTwinFile(page.route)))}">` : '',
    page.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    `<meta property="og:title" content="${escapeHtml(page.documentTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    page.kind === 'not-found' ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${page.kind === 'home' ? 'website' : 'article'}">`,
    page.image ? `<meta property="og:image" content="${escapeHtml(new URL(page.image.replace(/^\//, ''), config.url + base).href)}">` : '',
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="theme-color" content="${themeColor}">`,
    page.version === null ? '' : `<meta name="docsearch:version" content="${escapeHtml(page.version)}">`,
    `<meta name="docsearch:language" content="${config.locale.code}">`,
    // Without a configured icon, an empty one stops browsers requesting /favicon.ico (a 404).
    `<link rel="icon" href="${config.favicon ? escapeHtml(withBaseUrl(config, config.favicon)) : 'data:,'}">`,
    `<link rel="stylesheet" href="${base}${assets.css}">`,
    `<link rel="modulepreload" href="${base}${assets.entry}">`,
    ...assets.preload.map((chunk) => `<link rel="modulepreload" href="${base}${chunk}">`),
    ...[assets.urls.sidebar, assets.urls.manifest].map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`),
    // Pages made from a file (a doc, a reference page): not the generated index and home pages.
    page.source !== null ? structuredData(page, canonical, config.locale.code) : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${config.locale.code}" dir="${config.locale.direction}" data-theme="${config.colorMode.defaultMode}">
<head>
${head.join('\n')}
</head>
<body>
<script>${colorModeScript(config)}</script>
<div id="${ROOT_ID}" ${ROOT_ATTRIBUTES.route}="${escapeHtml(page.route)}" ${ROOT_ATTRIBUTES.sidebar}="${escapeHtml(assets.urls.sidebar)}" ${ROOT_ATTRIBUTES.manifest}="${escapeHtml(assets.urls.manifest)}">${appHtml}</div>
${page.hydrateFromHtml ? pageDataScript(page) + '\n' : ''}<script type="module" src="${base}${assets.entry}"></script>${assets.devScript ?? ''}
</body>
</html>
`;
}

/** schema.org data of a page: what it is, and when it last changed (`dateModified`). `<` is escaped so no text can close the script. */
function structuredData(page: PageData, url: string, language: string): string {
  const data = { '@context': 'https://schema.org', '@type': 'TechArticle', headline: page.title, description: page.description, url, inLanguage: language, ...(page.lastUpdated ? { dateModified: page.lastUpdated.date } : {}) };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
