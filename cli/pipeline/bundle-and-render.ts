/**
 * bundle + renderPage: the browser bundle, then every page's HTML. A one-shot build bundles
 * the server renderer in parallel and renders every page; serve passes the previous HTML of
 * each route and only pages whose inputs changed are bundled for the server and rendered.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ResolvedConfig, SidebarItem, SiteModule } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import { CACHE_ROOT, PACKAGE_ROOT } from '../paths.js';
import { task, type Reporter } from '../task.js';
import type { DocumentAssets } from '../render/html-document.js';
import { bundleClient, bundleServer, type ClientBundle, type IncrementalBundle, type PageSource } from './bundle.js';
import { siteModuleSource } from './modules.js';
import { themeConstants } from './theme-constants.js';
import { loadServerBundle, outputFileFor, renderPages, type RenderedPage } from './render-pages.js';

/** serve: each route's last HTML, with the keys of what it was made from (the module and site; those and the assets). */
export type RenderMemory = Map<string, { contentKey: string; key: string; html: string }>;

export interface BundleAndRenderOptions {
  modules: PageSource[];
  config: ResolvedConfig;
  siteModule: SiteModule;
  /** Absolute path of the configured analytics sender module, if any. */
  senderFile: string | null;
  sidebar: SidebarItem[];
  css: string;
  /** Where the client bundle's paths are relative to (the output temp folder). */
  outBase: string;
  minify: boolean;
  documentAssets: (client: ClientBundle) => (route: string) => DocumentAssets;
  /** serve: the HTML of the previous build, by route; null for a one-shot build. */
  previous: RenderMemory | null;
  /** serve: the client bundle's esbuild context, kept between rebuilds. */
  incremental?: IncrementalBundle;
  report?: Reporter;
}

const SERVER_ENTRY = path.join(PACKAGE_ROOT, 'cli', 'render', 'server-entry.tsx');

/** The URLs of the search box's chunks, as route-manifest.json lists them and the pages are rendered with. */
export function searchChunkUrls(client: ClientBundle, config: ResolvedConfig): string[] {
  return client.searchChunks.map((chunk) => config.baseUrl + chunk);
}

export async function bundleAndRender(options: BundleAndRenderOptions): Promise<{ client: ClientBundle; rendered: RenderedPage[]; memory: RenderMemory | null }> {
  const { modules, config, siteModule, report, previous } = options;
  const constants = themeConstants(config);
  const bundleForBrowser = () => bundleClient({ pages: modules, siteModule: siteModuleSource(siteModule, options.senderFile), css: options.css, outBase: options.outBase, minify: options.minify, constants, incremental: options.incremental });
  const render = async (client: ClientBundle, serverCode: string, count: number) => {
    const server = await loadServerBundle(serverCode, path.join(CACHE_ROOT, 'server'));
    const context: SiteWideContext = { site: siteModule.site, assets: siteModule.assets, sidebar: options.sidebar, searchChunks: searchChunkUrls(client, config) };
    return task.sync(report, `render ${count} pages`, () => renderPages({ bundle: server, context, config, assets: options.documentAssets(client) }));
  };

  if (!previous) {
    const [client, serverCode] = await task(report, 'bundle', () => Promise.all([bundleForBrowser(), bundleServer({ pages: modules, serverEntry: SERVER_ENTRY, constants })]));
    return { client, rendered: await render(client, serverCode, modules.length), memory: null };
  }

  // A page's HTML depends on its module, the site and its assets: the same inputs, the same HTML.
  // Pages whose module or site changed are bundled for the server while the browser bundle is
  // made; the assets are known only after it (they change when the runtime or theme does).
  const siteKey = JSON.stringify([siteModule, options.sidebar, config]);
  const contentKeys = new Map(modules.map((m) => [m.route, createHash('sha256').update(m.code).update(siteKey).digest('hex')]));
  const changed = modules.filter((m) => previous.get(m.route)?.contentKey !== contentKeys.get(m.route));
  const bundleForServer = (pages: PageSource[]) => (pages.length ? bundleServer({ pages, serverEntry: SERVER_ENTRY, constants }) : Promise.resolve(null));
  const [client, changedServer] = await task(report, 'bundle', () => Promise.all([bundleForBrowser(), bundleForServer(changed)]));
  const assets = options.documentAssets(client);
  // The page's whole chunk closure counts too, preloaded or not (a page that hydrates from its HTML
  // preloads only the entry's chunks): a theme component in any of them renders part of its HTML.
  const keys = new Map(modules.map((m) => [m.route, createHash('sha256').update(contentKeys.get(m.route)!).update(JSON.stringify([assets(m.route), client.pageChunks.get(m.route), client.searchChunks])).digest('hex')]));
  const assetsChanged = modules.filter((m) => !changed.includes(m) && previous.get(m.route)?.key !== keys.get(m.route));
  const assetsServer = await bundleForServer(assetsChanged);
  const fresh = new Map<string, RenderedPage>();
  for (const [code, count] of [[changedServer, changed.length], [assetsServer, assetsChanged.length]] as const) {
    if (code) for (const page of await render(client, code, count)) fresh.set(page.route, page);
  }
  const rendered = modules.map((m) => fresh.get(m.route) ?? { route: m.route, file: outputFileFor(m.route), html: previous.get(m.route)!.html });
  const memory: RenderMemory = new Map(rendered.map((page) => [page.route, { contentKey: contentKeys.get(page.route)!, key: keys.get(page.route)!, html: page.html }]));
  return { client, rendered, memory };
}
