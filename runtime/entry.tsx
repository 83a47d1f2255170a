/**
 * Browser entry: hydrates the server-rendered page with the same Root, then hands
 * navigation to the router. Differences from the server render, on purpose:
 * - `location` starts as the server saw it (no query, no hash) and is updated right after
 *   hydration, so the first client render matches the HTML exactly;
 * - `navigate` is live;
 * - a page whose HTML is final (PageData.hydrateFromHtml) hydrates around its server content
 *   with its data from the HTML (it has no chunk); diagrams in it become islands. Such pages
 *   are shown the same way after a client navigation, from their fetched HTML.
 */
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import siteModule from 'hub:site';
import type { RouteManifest, Sidebars, SiteData } from '../theme/types.js';
import type { RootContext } from '../theme/Root.js';
import { CONTENT_SELECTOR, pageUrlsOf, ROOT_ATTRIBUTES, ROOT_ID, TAB_GROUP_SELECTOR } from '../theme/inline-page-data.js';
import { Root } from '../theme/Root.js';
import type { LocationState } from '../theme/context.js';
import { createRouter, isFileUrl, scrollToHash } from './router.js';
import { preload, setupPrefetch } from './prefetch.js';
import { trackPageView } from './analytics.js';
import { reattachZoomLater, setupZoom } from './zoom.js';
import { updateHead } from './head.js';
import { PageLoader, pageFromDocument, type LoadedPage } from './pages.js';
import { restoreFeedback, setupPageButtons } from './page-buttons.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../theme/storage.js';
import { withBaseUrl } from '../theme/url.js';

interface ShellState {
  loaded: LoadedPage;
  location: LocationState;
}

let setShell: (update: (state: ShellState) => ShellState) => void = () => {};
let markHydrated: () => void = () => {};
const hydration = new Promise<void>((resolve) => (markHydrated = resolve));
const { assets } = siteModule;
/** The site; its docs versions come from route-manifest.json, set before anything renders (main()). */
const site = siteModule.site as SiteData;
const pages = new PageLoader(site.config);
/** From sidebar.json and route-manifest.json, fetched before hydration (see main()). */
let sidebars: Sidebars = {};
let searchChunks: string[] = [];
let islandChunks: string[] = [];
let islands: { unmount(): void }[] = [];

/**
 * A route's page, with the sidebars it shows: those of another docs version come from the sidebar
 * file its HTML names. A page from a chunk names none: a full load of it (the router's fallback)
 * brings them. (A site with one version has one sidebar file, loaded with the first page.)
 */
const loadPage = !__HUB_VERSIONS__
  ? (route: string) => pages.load(route)
  : async (route: string): Promise<LoadedPage> => {
      const loaded = await pages.load(route);
      const id = loaded.page.sidebar;
      if (id !== null && !(id in sidebars)) {
        if (!loaded.sidebarUrl) throw new Error(`the sidebar of ${route} is not loaded`);
        sidebars = { ...sidebars, ...(await fetchJson<Sidebars>(loaded.sidebarUrl)) };
      }
      return loaded;
    };

const router = createRouter({
  baseUrl: site.config.baseUrl,
  load: loadPage,
  render: showPage,
  renderLocation(url) {
    flushSync(() => setShell((state) => ({ ...state, location: locationOf(url) })));
  },
  afterNavigate({ pathnameChanged }) {
    if (pathnameChanged) {
      announce(document.title);
      void restoreTabs();
      restoreFeedback();
      reattachZoomLater();
      prefetch.scan();
    }
    void trackPageView();
  },
});

const prefetch = setupPrefetch({
  filesOf(anchor) {
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || anchor.target === '_blank' || anchor.relList.contains('external') || isFileUrl(url)) return null;
    // Links to the page being read are not worth fetching.
    return url.pathname === router.getCurrent().pathname ? null : pages.filesOf(router.routeOf(url.pathname));
  },
});

const locationOf = (url: URL | Location): LocationState => ({ pathname: url.pathname, search: url.search, hash: url.hash });

/** Renders another page; the islands of the page before are gone with it. */
function showPage(loaded: LoadedPage, url: URL): void {
  for (const island of islands) island.unmount();
  islands = [];
  flushSync(() => setShell(() => ({ loaded, location: locationOf(url) })));
  updateHead(loaded.page, site.config);
  hydrateIslands(loaded);
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
  const { loaded } = state;
  const context: RootContext = { site, sidebars, searchChunks, route: loaded.page.route, location: state.location, assets, navigate: router.navigate };
  return 'html' in loaded ? <Root context={context} page={loaded.page} Content={Empty} html={loaded.html} /> : <Root context={context} page={loaded.page} Content={loaded.Content} />;
}

const Empty = () => null;

/**
 * Diagrams in a page's content HTML come alive as islands of their own. When the first of them
 * comes within a screen of the viewport, the islands' code and mermaid's are fetched and compiled
 * (not run); when one comes into view, the islands hydrate, and each draws its diagram as it
 * nears the viewport (MermaidDiagram, whose margins these are). A page whose diagrams are further
 * down runs none of their code on its first load.
 */
function hydrateIslands(loaded: LoadedPage): void {
  if (!('html' in loaded) || !loaded.page.hasMermaid) return;
  const content = document.querySelector(CONTENT_SELECTOR);
  if (!content) return;
  const boxes = content.querySelectorAll('[data-mermaid-island]');
  const whenOneIsWithin = (rootMargin: string, then: () => void) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        then();
      },
      { rootMargin },
    );
    for (const box of boxes) observer.observe(box);
    islands.push({ unmount: () => observer.disconnect() });
  };
  whenOneIsWithin('100% 0px', () => preload([...islandChunks, assets.mermaid]));
  whenOneIsWithin('10% 0px', () =>
    void import('./mermaid-islands.js').then(({ hydrateMermaidIslands }) => {
      // Another page may be showing by now.
      if (!content.isConnected) return;
      islands.push(...hydrateMermaidIslands(content, { site, sidebars, searchChunks, route: loaded.page.route, page: loaded.page, docsVersion: site.versions[0], location: locationOf(location), assets, navigate: router.navigate }, hydrateRoot));
    }),
  );
}

let tabsModule: Promise<typeof import('./tabs.js')> | null = null;

/**
 * The page's tab groups show the remembered (or asked for) tab. Their code (runtime/tabs.ts)
 * loads with the first page that has one: most pages have none and never run it.
 */
function restoreTabs(): Promise<void> {
  if (tabsModule) return tabsModule.then((tabs) => tabs.restoreTabs());
  if (!document.querySelector(TAB_GROUP_SELECTOR)) return Promise.resolve();
  // setupTabs restores the page's groups, then listens for every later choice.
  tabsModule = import('./tabs.js').then((tabs) => (tabs.setupTabs({ selector: TAB_GROUP_SELECTOR, keyPrefix: STORAGE_KEYS.tabGroup, read: readStorage, write: writeStorage }), tabs));
  // Without its code (the network failed) the page still hydrates, its tabs as the server drew them; the next page with tabs tries again.
  return tabsModule.then(
    () => undefined,
    () => {
      tabsModule = null;
    },
  );
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const container = document.getElementById(ROOT_ID)!;
  const serverRoute = container.getAttribute(ROOT_ATTRIBUTES.route) ?? '/404';
  const urls = pageUrlsOf(container);
  // Both files are preloaded by the page; a page with a chunk preloads it too (modulepreload).
  // The tabs are restored before the content HTML is kept for hydration (pageFromDocument), so it keeps the remembered tabs.
  const [sidebarJson, manifest] = await Promise.all([fetchJson<Sidebars>(urls.sidebar), fetchJson<RouteManifest>(urls.manifest), restoreTabs()]);
  sidebars = sidebarJson;
  searchChunks = manifest.searchChunks;
  islandChunks = manifest.islandChunks;
  site.versions = manifest.versions;
  pages.setManifest(manifest);
  let loaded = pageFromDocument(document) ?? (await pages.load(serverRoute));
  const initial: ShellState = { loaded, location: { pathname: serverRoute, search: '', hash: '' } };
  // As a transition, hydration is time-sliced: a long page hydrates in short tasks and never
  // blocks the main thread (total blocking time stays near zero on slow phones).
  startTransition(() => {
    hydrateRoot(container, <Shell initial={initial} />);
  });
  await hydration;

  // A static host served /x/index.html or /x.html itself (show the canonical URL), or served
  // 404.html for such a path when only "/x" exists (show "/x").
  const clientRoute = router.routeOf(location.pathname);
  const canonicalPath = withBaseUrl(site.config, clientRoute);
  let shown = false;
  if (location.pathname !== canonicalPath) {
    if (serverRoute === clientRoute) history.replaceState(history.state, '', canonicalPath + location.search + location.hash);
    else if (serverRoute === '/404') {
      const found = await loadPage(clientRoute).catch(() => null);
      if (found && found.page.kind !== 'not-found') {
        loaded = found;
        const url = new URL(location.href);
        url.pathname = canonicalPath;
        history.replaceState(history.state, '', url.href);
        showPage(loaded, url);
        shown = true;
      }
    }
  }
  router.start();
  // Marks the page as interactive (the router now handles links); tests wait for it.
  document.documentElement.setAttribute('data-hydrated', '');
  if (location.hash) requestAnimationFrame(() => scrollToHash(location.hash));
  setupZoom();
  setupPageButtons();
  restoreFeedback();
  if (!shown) hydrateIslands(loaded);
  prefetch.scan();
  void trackPageView();
}

void main();
