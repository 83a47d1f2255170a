/**
 * Browser entry: hydrates the server-rendered page with the same Root, then hands
 * navigation to the router. Differences from the server render, on purpose:
 * - `location` starts as the server saw it (no query, no hash) and is updated right after
 *   hydration, so the first client render matches the HTML exactly;
 * - `navigate` is live.
 */
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { assets, manifestUrl, site as siteWithoutSidebar, sidebarUrl, type PageModule } from 'hub:site';
import type { SidebarItem, SiteData } from '../theme/types.js';
import { Root } from '../theme/Root.js';
import type { LocationState } from '../theme/context.js';
import { STORAGE_KEYS, writeStorage } from '../theme/storage.js';
import { createRouter, scrollToHash } from './router.js';
import { setupPrefetch } from './prefetch.js';
import { trackPageView } from './analytics.js';
import { reattachZoomLater, setupZoom } from './zoom.js';
import { updateHead } from './head.js';

interface ShellState {
  route: string;
  module: PageModule;
  location: LocationState;
}

let setShell: (state: ShellState) => void = () => {};
/** Route → loader of the page's chunk, from route-manifest.json (filled in before hydration). */
const routes: Record<string, () => Promise<PageModule>> = {};
let markHydrated: () => void = () => {};
const hydration = new Promise<void>((resolve) => (markHydrated = resolve));
// Filled in from sidebar.json before hydration (see main()).
const site: SiteData = { ...siteWithoutSidebar };

const router = createRouter({
  baseUrl: site.config.baseUrl,
  routes,
  render(route, module, url) {
    flushSync(() => setShell({ route, module, location: { pathname: url.pathname, search: url.search, hash: url.hash } }));
    updateHead(module.page, site.config);
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
  routeOf(anchor) {
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || anchor.target === '_blank') return null;
    const route = router.routeOf(url.pathname);
    return route === '/404' ? null : route;
  },
  load(route) {
    routes[route]?.().catch(() => {});
  },
});

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
    setState((s) => ({ ...s, location: { pathname: location.pathname, search: location.search, hash: location.hash } }));
    markHydrated();
  }, []);
  const context = { site, route: state.route, location: state.location, assets, navigate: router.navigate };
  return <Root context={context} page={state.module.page} Content={state.module.default} />;
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
  const [sidebar, manifest] = await Promise.all([fetchJson<SidebarItem[]>(sidebarUrl), fetchJson<Record<string, string>>(manifestUrl)]);
  site.sidebar = sidebar;
  for (const [route, url] of Object.entries(manifest)) routes[route] = () => import(/* @vite-ignore */ url) as Promise<PageModule>;
  let module = await routes[serverRoute]();
  const initial: ShellState = { route: serverRoute, module, location: { pathname: serverRoute, search: '', hash: '' } };
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
    flushSync(() => setShell({ route: clientRoute, module, location: { pathname: url.pathname, search: url.search, hash: url.hash } }));
    updateHead(module.page, site.config);
  }
  router.start();
  // Marks the page as interactive (the router now handles links); tests wait for it.
  document.documentElement.setAttribute('data-hydrated', '');
  if (location.hash) requestAnimationFrame(() => scrollToHash(location.hash));
  if (module.page.kind !== 'not-found') writeStorage(STORAGE_KEYS.docsVersion, site.config.docs.versionName);
  setupZoom();
  prefetch.scan();
  void trackPageView();
}

void main();
