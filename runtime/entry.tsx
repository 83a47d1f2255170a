/**
 * Browser entry: hydrates the server-rendered page with the same Root, then hands
 * navigation to the router. Differences from the server render, on purpose:
 * - `location` starts as the server saw it (no query, no hash) and is updated right after
 *   hydration, so the first client render matches the HTML exactly;
 * - `navigate` is live;
 * - a page whose HTML is final (PageData.hydrateFromHtml) hydrates around its server content
 *   with its data from the HTML, without loading its chunk; diagrams in it become islands.
 */
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { assets, manifestUrl, site as siteWithoutSidebar, sidebarUrl, type PageModule } from 'hub:site';
import type { PageData, RouteManifest, SidebarItem, SiteData } from '../theme/types.js';
import type { SiteContextValue } from '../theme/context.js';
import { PAGE_DATA_ID } from '../theme/inline-page-data.js';
import { Root } from '../theme/Root.js';
import type { LocationState } from '../theme/context.js';
import { STORAGE_KEYS, writeStorage } from '../theme/storage.js';
import { createRouter, scrollToHash } from './router.js';
import { setupPrefetch } from './prefetch.js';
import { trackPageView } from './analytics.js';
import { reattachZoomLater, setupZoom } from './zoom.js';
import { updateHead } from './head.js';
import { setupCodeBlocks } from './code-blocks.js';

interface ShellState {
  route: string;
  module: PageModule;
  location: LocationState;
  /** The content's server HTML, kept as it is until the first client navigation. */
  html?: string;
}

let setShell: (update: (state: ShellState) => ShellState) => void = () => {};
/** Route → loader of the page's chunk, from route-manifest.json (filled in before hydration). */
const routes: Record<string, () => Promise<PageModule>> = {};
/** Route → its page chunk and the chunks that imports beyond the entry's: what prefetching a link fetches. */
const routeChunks: Record<string, string[]> = {};
let markHydrated: () => void = () => {};
const hydration = new Promise<void>((resolve) => (markHydrated = resolve));
// Filled in from sidebar.json before hydration (see main()).
const site: SiteData = { ...siteWithoutSidebar };
/** The content of a docs page (theme/components/DocPage.tsx). */
const CONTENT_SELECTOR = '.doc__article > .markdown';
/** True from a first load that hydrated around the server's content HTML until the first client render of a page. */
let showingServerHtml = false;
let islands: { unmount(): void }[] = [];

const router = createRouter({
  baseUrl: site.config.baseUrl,
  routes,
  render: showPage,
  renderLocation(url) {
    flushSync(() => setShell((state) => ({ ...state, location: locationOf(url) })));
  },
  afterNavigate({ pathnameChanged }) {
    if (pathnameChanged) {
      announce(document.title);
      reattachZoomLater();
      prefetch.scan();
    }
    void trackPageView();
  },
});

const prefetch = setupPrefetch({
  chunksOf(anchor) {
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || anchor.target === '_blank') return null;
    const route = router.routeOf(url.pathname);
    // Links to the page being read are not worth a chunk (it may have hydrated from its HTML).
    return route === '/404' || url.pathname === router.getCurrent().pathname ? null : (routeChunks[route] ?? null);
  },
});

const locationOf = (url: URL | Location): LocationState => ({ pathname: url.pathname, search: url.search, hash: url.hash });

/** Renders another page from its chunk; the server's content HTML and its islands are gone from then on. */
function showPage(route: string, module: PageModule, url: URL): void {
  showingServerHtml = false;
  for (const island of islands) island.unmount();
  islands = [];
  flushSync(() => setShell(() => ({ route, module, location: locationOf(url) })));
  updateHead(module.page, site.config);
}

/** Screen readers hear the new page's title after a client navigation. */
function announce(text: string): void {
  const region = document.getElementById('route-announcer');
  if (region) region.textContent = text;
}

function Shell({ initial }: { initial: ShellState }) {
  const [state, setState] = useState(initial);
  setShell = setState;
  useEffect(() => {
    // Now that hydration is done, show the real location (query and hash).
    setState((s) => ({ ...s, location: locationOf(location) }));
    markHydrated();
  }, []);
  const context: SiteContextValue = { site, route: state.route, location: state.location, assets, navigate: router.navigate };
  return <Root context={context} page={state.module.page} Content={state.module.default} html={state.html} />;
}

/** Diagrams in the server's content HTML come alive as islands of their own, once their code is loaded. */
async function hydrateIslands(content: Element, route: string): Promise<void> {
  const { hydrateMermaidIslands } = await import('./mermaid-islands.js');
  if (!showingServerHtml) return;
  islands = hydrateMermaidIslands(content, { site, route, location: locationOf(location), assets, navigate: router.navigate }, hydrateRoot);
}

/** The page's own data and content HTML, when it hydrates around its server HTML; null when it needs its chunk. */
function pageFromHtml(container: HTMLElement): { module: PageModule; html: string } | null {
  const data = document.getElementById(PAGE_DATA_ID);
  if (!data) return null;
  const page = JSON.parse(data.textContent ?? '') as PageData;
  return { module: { page, default: () => null }, html: container.querySelector(CONTENT_SELECTOR)?.innerHTML ?? '' };
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const container = document.getElementById('__hub')!;
  const serverRoute = container.dataset.route ?? '/404';
  // Both files are preloaded by the page; the page's own chunk too (modulepreload).
  const [sidebar, manifest] = await Promise.all([fetchJson<SidebarItem[]>(sidebarUrl), fetchJson<RouteManifest>(manifestUrl)]);
  site.sidebar = sidebar;
  site.searchChunks = manifest.searchChunks;
  for (const [route, [url, ...imports]] of Object.entries(manifest.routes)) {
    routes[route] = () => import(/* @vite-ignore */ url) as Promise<PageModule>;
    routeChunks[route] = [url, ...imports.map((i) => manifest.chunks[i])];
  }
  const fromHtml = pageFromHtml(container);
  showingServerHtml = fromHtml !== null;
  let module = fromHtml?.module ?? (await routes[serverRoute]());
  const initial: ShellState = { route: serverRoute, module, location: { pathname: serverRoute, search: '', hash: '' }, html: fromHtml?.html };
  // As a transition, hydration is time-sliced: a long page hydrates in short tasks and never
  // blocks the main thread (total blocking time stays near zero on slow phones).
  startTransition(() => {
    hydrateRoot(container, <Shell initial={initial} />);
  });
  await hydration;

  // A static host served 404.html for "/x.html" or "/x/index.html": show "/x" instead;
  // or it served /x/index.html itself: show the canonical URL.
  const clientRoute = router.routeOf(location.pathname);
  const canonicalPath = site.config.baseUrl + clientRoute.slice(1);
  if (serverRoute !== '/404' && clientRoute === serverRoute && location.pathname !== canonicalPath) {
    history.replaceState(history.state, '', canonicalPath + location.search + location.hash);
  }
  if (serverRoute === '/404' && clientRoute !== '/404') {
    module = await routes[clientRoute]();
    const url = new URL(location.href);
    url.pathname = site.config.baseUrl + clientRoute.slice(1);
    history.replaceState(history.state, '', url.href);
    showPage(clientRoute, module, url);
  }
  router.start();
  // Marks the page as interactive (the router now handles links); tests wait for it.
  document.documentElement.setAttribute('data-hydrated', '');
  if (location.hash) requestAnimationFrame(() => scrollToHash(location.hash));
  if (module.page.kind !== 'not-found') writeStorage(STORAGE_KEYS.docsVersion, site.config.docs.versionName);
  setupZoom();
  setupCodeBlocks();
  if (showingServerHtml && module.page.hasMermaid) void hydrateIslands(container.querySelector(CONTENT_SELECTOR)!, serverRoute);
  prefetch.scan();
  void trackPageView();
}

void main();
