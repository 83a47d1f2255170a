/**
 * The HTML shell around a rendered page: head (the page's tags, theme/head.ts; the icon, the
 * stylesheet and the preloads), the pre-paint colour-mode script, and the module scripts.
 */
import type { PageData, PageUrls, ResolvedConfig } from '../../theme/types.js';
import { colorModeScript } from '../../theme/color-mode-script.js';
import { withBaseUrl } from '../../theme/url.js';
import { headTags, type HeadTag } from '../../theme/head.js';
import { pageDataScript, ROOT_ATTRIBUTES, ROOT_ID } from '../../theme/inline-page-data.js';
import { escapeHtml } from '../../theme/escape-html.js';

export interface DocumentAssets {
  css: string;
  entry: string;
  /** The chunks the page loads before any interaction: see ClientBundle.pageChunks and entryChunks. */
  preload: string[];
  /**
   * The JSON files the runtime fetches: the route manifest at once (preloaded in parallel with the scripts), the
   * sidebars when an island needs them.
   */
  urls: PageUrls;
  /** Extra script injected in serve mode only (live reload); never in build output. */
  devScript?: string;
}

export function htmlDocument(options: {
  config: ResolvedConfig;
  page: PageData;
  appHtml: string;
  assets: DocumentAssets;
}): string {
  const { config, page, appHtml, assets } = options;
  // The bundle's files (assets/...), at the base URL.
  const asset = (file: string) => withBaseUrl(config, '/' + file);
  const tags = headTags(page, { config });
  // The schema.org data comes after the site's assets, as it always has.
  const data = tags.filter((tag) => tag.tag === 'script');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...tags.filter((tag) => tag.tag !== 'script').map(headTagHtml),
    // The MCP server that serves the site (config mcp.url), as <link rel="mcp"> (cli/mcp/server-card.ts says what
    // discovery there is): the same on every page, so not one of the head tags the runtime changes on navigation.
    config.llms.mcpUrl ? `<link rel="mcp" href="${escapeHtml(config.llms.mcpUrl)}">` : '',
    // Without a configured icon, an empty one stops browsers requesting /favicon.ico (a 404).
    `<link rel="icon" href="${config.favicon ? escapeHtml(withBaseUrl(config, config.favicon)) : 'data:,'}">`,
    `<link rel="stylesheet" href="${asset(assets.css)}">`,
    `<link rel="modulepreload" href="${asset(assets.entry)}">`,
    ...assets.preload.map((chunk) => `<link rel="modulepreload" href="${asset(chunk)}">`),
    // The route manifest the runtime fetches at once (the sidebars only the islands need, on first use).
    `<link rel="preload" href="${escapeHtml(assets.urls.manifest)}" as="fetch" crossorigin="anonymous">`,
    ...data.map(headTagHtml),
  ];
  return `<!doctype html>
<html lang="${config.locale.htmlLang ?? config.locale.code}" dir="${config.locale.direction}" data-theme="${config.colorMode.defaultMode}" class="no-js">
<head>
${head.join('\n')}
</head>
<body>
<script>${colorModeScript(config)}</script>
<div id="${ROOT_ID}" ${ROOT_ATTRIBUTES.route}="${escapeHtml(page.route)}" ${ROOT_ATTRIBUTES.sidebar}="${escapeHtml(assets.urls.sidebar)}" ${ROOT_ATTRIBUTES.manifest}="${escapeHtml(assets.urls.manifest)}">${appHtml}</div>
${page.hydrateFromHtml ? pageDataScript(page) + '\n' : ''}<script type="module" src="${asset(assets.entry)}"></script>${assets.devScript ?? ''}
</body>
</html>
`;
}

/**
 * A head tag as HTML: attribute values escaped, the title's text escaped, a script's text as it is (headTags escapes
 * what could close it).
 */
function headTagHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
  return `<${tag}${attrs}>${tag === 'title' ? escapeHtml(text ?? '') : (text ?? '')}</${tag}>`;
}
