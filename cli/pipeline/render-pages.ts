/**
 * renderPage: imports the server bundle (written to the cache folder so `react` resolves
 * from hub-docs' node_modules) and renders every page into its HTML document.
 */
import path from 'node:path';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { PageModule, ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { renderApp } from '../render/server-entry.js';
import { HubDocsError } from '../errors.js';
import { htmlDocument, type DocumentAssets } from '../render/html-document.js';

/** What the server bundle exports (see bundleServer): every page's module by route, and the renderer. */
interface ServerBundle {
  pages: Record<string, PageModule>;
  renderApp: typeof renderApp;
}

let loads = 0;

export async function loadServerBundle(code: string, cacheDir: string): Promise<ServerBundle> {
  // A new file per load (ESM modules are cached by URL for the life of the process), inside
  // hub-docs' own node_modules so `react` resolves; removed once imported, so serve's
  // rebuilds leave nothing behind.
  // React's production build renders the same HTML two to three times faster than its
  // development build, which Node would pick without NODE_ENV.
  process.env.NODE_ENV ??= 'production';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `server-${hash}-${process.pid}-${++loads}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, code);
  try {
    return (await import(pathToFileURL(file).href)) as ServerBundle;
  } finally {
    await rm(file, { force: true });
  }
}

export interface RenderedPage {
  route: string;
  /** Output path relative to the site root: "index.html", "x/index.html", "404.html". */
  file: string;
  html: string;
}

export function outputFileFor(route: string): string {
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  return `${route.slice(1)}/index.html`;
}

export function renderPages(options: {
  bundle: ServerBundle;
  context: SiteWideContext;
  config: ResolvedConfig;
  assets: (route: string) => DocumentAssets;
}): RenderedPage[] {
  const { bundle, context, config } = options;
  const routes = Object.keys(bundle.pages);
  return routes.map((route) => {
    const module = bundle.pages[route];
    let appHtml: string;
    try {
      appHtml = bundle.renderApp(context, module.page, module.default);
    } catch (cause) {
      throw new HubDocsError(`rendering the page ${route} failed: ${(cause as Error).message}`, {
        location: module.page.source ? { file: module.page.source } : undefined,
        hint: 'a component on this page throws while rendering on the server',
        cause,
      });
    }
    return { route, file: outputFileFor(route), html: htmlDocument({ config, page: module.page, appHtml, assets: options.assets(route) }) };
  });
}
