/**
 * Browser entry, without React: the page is the server's HTML, and stays so. What is scripted in
 * it is plain DOM code here (colour mode, announcement bar, the TOC's active heading, code
 * buttons, tabs, image zoom, the skip link), and the router shows other pages from their fetched
 * HTML, swapping the regions that change (runtime/regions.ts). React loads only with the first
 * island a reader needs (runtime/islands.tsx): the search box on its first focus or hover (or
 * Ctrl/Cmd+K), a dropdown or the sidebar on first use, the mobile panel on the menu button, a
 * page's diagrams as they come into view, and at once the `<main>` of a page with code of its own.
 */
import siteModule, { loadRoot } from 'hub:site';
import type { RouteManifest, SiteData } from '../theme/types.js';
import type { LocationState } from '../theme/context.js';
import {
  CONTENT_SELECTOR,
  ISLAND_ATTRIBUTE,
  ISLANDS,
  MAIN_ID,
  pageUrlsOf,
  ROOT_ATTRIBUTES,
  ROOT_ID,
  TAB_GROUP_SELECTOR,
} from '../theme/inline-page-data.js';
import { createRouter, isFileUrl, scrollToHash } from './router.js';
import { preload, setupPrefetch } from './prefetch.js';
import { trackPageView } from './analytics.js';
import { reattachZoomLater, setupZoom } from './zoom.js';
import { updateHead } from './head.js';
import { PageLoader, pageDataOf, type LoadedPage } from './pages.js';
import { restoreFeedback, setupPageButtons } from './page-buttons.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../theme/storage.js';
import { setupColorMode } from './color-mode.js';
import { setupAnnouncementBar } from './announcement-bar.js';
import { setupToc, watchToc } from './toc.js';
import { swapRegions } from './regions.js';
import { withBaseUrl } from '../theme/url.js';
import { closeDropdowns, setupDropdowns } from './dropdowns.js';

const { assets } = siteModule;
/** The site; its docs versions come from route-manifest.json (main()). */
const site = siteModule.site as SiteData;
const pages = new PageLoader(site.config);
let manifest: RouteManifest = {
  versions: site.versions,
  routes: {},
  chunks: [],
  fileLikeRoutes: [],
  searchChunks: [],
  islandChunks: [],
};
/** RouteManifest.fileLikeRoutes. */
let fileLikeRoutes: ReadonlySet<string> = new Set();
const isFile = (url: URL) => isFileUrl(url, site.config.baseUrl, fileLikeRoutes);
/** The page being shown; known once the route manifest is (main()), which `started` waits for. */
let shown: LoadedPage;
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => (markStarted = resolve));

type Islands = typeof import('./islands.js');
let islandsModule: Promise<Islands> | null = null;
let loadedIslands: Islands | null = null;
/** React and the islands, loaded once, on first need; told the page being shown. */
function islands(): Promise<Islands> {
  if (!islandsModule) {
    preload(manifest.islandChunks);
    islandsModule = import('./islands.js').then(async (module) => {
      // A reader may reach for an island (the menu button) before the page is fully known.
      await started;
      module.setupIslands({ site, assets, searchChunks: manifest.searchChunks, navigate: router.navigate });
      await module.showPage(shown.page, sidebarUrl(), locationOf(location));
      return (loadedIslands = module);
    });
    // Without its code (the network failed) the page stays as the server drew it; the next use tries again.
    islandsModule.catch(() => (islandsModule = null));
  }
  return islandsModule;
}

const sidebarUrl = () => pageUrlsOf(document.getElementById(ROOT_ID)!).sidebar;
const locationOf = (url: URL | Location): LocationState => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
});

async function loadPage(route: string): Promise<LoadedPage> {
  const loaded = await pages.load(route);
  // A page with code of its own shows with React: loaded before the page is, so a failure is a full load.
  if (loaded.Content || loadRoot) await islands();
  return loaded;
}

const router = createRouter({
  baseUrl: site.config.baseUrl,
  isFile,
  load: loadPage,
  render: showPage,
  renderLocation(url) {
    void islandsModule?.then((m) => m.showLocation(locationOf(url)));
  },
  afterNavigate({ pathnameChanged }) {
    closeDropdowns();
    if (pathnameChanged) {
      announce(document.title);
      void restoreTabs();
      restoreFeedback();
      reattachZoomLater();
      prefetch.scan();
    }
    highlightSearchTerms();
    void trackPageView();
  },
});

const prefetch = setupPrefetch({
  filesOf(anchor) {
    const url = new URL(anchor.href, location.href);
    if (
      url.origin !== location.origin ||
      anchor.target === '_blank' ||
      anchor.relList.contains('external') ||
      isFile(url)
    )
      return null;
    // Links to the page being read are not worth fetching.
    return url.pathname === router.getCurrent().pathname ? null : pages.filesOf(router.routeOf(url.pathname));
  },
});

/** Shows another page: its regions swapped in, the head, then its own islands. */
function showPage(loaded: LoadedPage, url: URL): void {
  const module = loadedIslands;
  module?.leavePage();
  swapRegions(loaded.doc, module ?? null);
  shown = loaded;
  updateHead(loaded.page, site.config);
  if (module) void module.showPage(loaded.page, sidebarUrl(), locationOf(url)).then(() => startPageIslands(loaded));
  else startPageIslands(loaded);
  watchToc();
}

/** Screen readers hear the new page's title after a client navigation. */
function announce(text: string): void {
  const region = document.getElementById('route-announcer');
  if (region) region.textContent = text;
}

/** Runs `then` once, when the reader first points at, touches or focuses something in `element`. */
function whenUsed(element: HTMLElement, then: () => void): void {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const once = () => {
    for (const type of events) element.removeEventListener(type, once);
    then();
  };
  for (const type of events) element.addEventListener(type, once, { passive: true });
}

/**
 * The navbar's links and dropdowns name the last docs version in the server's HTML. A page of no
 * version (search, 404) whose reader prefers another one has them hydrated to follow it.
 */
function followPreferredVersion(): void {
  if (!__HUB_VERSIONS__ || shown.page.version !== null) return;
  const preferred = readStorage(STORAGE_KEYS.docsVersion);
  const last = site.versions.find((v) => v.isLast) ?? site.versions[0];
  if (!preferred || preferred === last.name || !site.versions.some((v) => v.name === preferred)) return;
  void islands().then((m) => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}^="${ISLANDS.nav}"]`))
      void m.hydrateLayoutIsland(element);
  });
}

/**
 * The page's own islands: the `<main>` of a page with code of its own, hydrated at once; diagrams,
 * when the first comes within a screen their code and mermaid's are fetched (not run), and when one
 * comes into view they hydrate, each drawing its diagram as it nears the viewport.
 */
function startPageIslands(loaded: LoadedPage): void {
  followPreferredVersion();
  // The site's Root wraps every page's content: every page's <main> hydrates.
  if (loaded.Content || loadRoot) {
    const Content = loaded.Content;
    const main = document.getElementById(MAIN_ID)!;
    const hydrate = () =>
      void islands().then((m) => (main.isConnected ? m.hydrateMain(main, loaded.page, Content) : undefined));
    // The search page without a query has nothing to show until the reader uses it (but the site's Root runs at once).
    if (loaded.page.kind === 'search' && !loadRoot && !new URLSearchParams(location.search).get('q'))
      whenUsed(main, hydrate);
    else hydrate();
    return;
  }
  if (!loaded.page.hasMermaid) return;
  const content = document.querySelector(CONTENT_SELECTOR);
  if (!content) return;
  const boxes = content.querySelectorAll('[data-mermaid-island]');
  const whenOneIsWithin = (rootMargin: string, then: () => void) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // Another page may be showing by now.
        if (content.isConnected) then();
      },
      { rootMargin },
    );
    for (const box of boxes) observer.observe(box);
  };
  whenOneIsWithin('100% 0px', () => preload([...manifest.islandChunks, assets.mermaid]));
  whenOneIsWithin('10% 0px', () => void islands().then((m) => m.hydrateDiagrams(content)));
}

/**
 * The layout's islands wake on first use: the search box on focus or hover (and Ctrl/Cmd+K
 * focuses it), the sidebar on a category's toggle (the click is then replayed to React), the
 * mobile panel on the menu button.
 */
function setupIslandTriggers(): void {
  const islandOf = (target: EventTarget | null) =>
    (target as Element | null)?.closest?.<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  const wake = (element: HTMLElement, then?: () => void) => {
    if (element.getAttribute(ISLAND_ATTRIBUTE) === ISLANDS.search)
      preload([...manifest.searchChunks, ...manifest.islandChunks]);
    void islands().then((m) => {
      const first = !m.isHydrated(element);
      return m.hydrateLayoutIsland(element).then(() => first && then?.());
    });
  };
  const onPoint = (event: Event) => {
    const island = islandOf(event.target);
    if (island?.getAttribute(ISLAND_ATTRIBUTE) === ISLANDS.search) wake(island);
    // A control that needs React when pressed: its code is fetched (not run) as the reader reaches for it.
    else if ((event.target as Element | null)?.closest?.('.navbar__toggle, .sidebar button'))
      preload(manifest.islandChunks);
  };
  document.addEventListener('mouseover', onPoint, { passive: true });
  document.addEventListener('focusin', onPoint);
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.<HTMLElement>('.navbar__toggle');
    if (toggle) return void islands().then((m) => m.openMobilePanel(toggle));
    const island = islandOf(target);
    if (
      !island ||
      island.getAttribute(ISLAND_ATTRIBUTE) !== ISLANDS.sidebar ||
      (loadedIslands?.isHydrated(island) ?? false)
    )
      return;
    const button = target?.closest?.<HTMLElement>('button');
    if (!button) return;
    // A control of an island React has not taken over yet: React does what it does once it has.
    event.preventDefault();
    wake(island, () => button.isConnected && button.click());
  });
  document.addEventListener('keydown', (event) => {
    // Exactly Ctrl+K or ⌘+K: no Alt or Shift, so other shortcuts keep working. Once the box is React's, it listens
    // itself.
    if (event.key.toLowerCase() !== 'k' || event.ctrlKey === event.metaKey || event.altKey || event.shiftKey) return;
    const box = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${ISLANDS.search}"]`);
    const input = box?.querySelector<HTMLInputElement>('input');
    if (!box || !input || loadedIslands?.isHydrated(box)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
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
  tabsModule = import('./tabs.js').then(
    (tabs) => (
      tabs.setupTabs({
        selector: TAB_GROUP_SELECTOR,
        keyPrefix: STORAGE_KEYS.tabGroup,
        read: readStorage,
        write: writeStorage,
      }),
      tabs
    ),
  );
  // Without its code (the network failed) the page keeps its tabs as the server drew them; the next page with tabs
  // tries again.
  return tabsModule.then(
    () => undefined,
    () => {
      tabsModule = null;
    },
  );
}

/** A page opened from a search result marks the terms searched for (runtime/search-highlight.ts, loaded then only). */
function highlightSearchTerms(): void {
  if (new URLSearchParams(location.search).has('_highlight'))
    void import('./search-highlight.js').then((m) => m.highlightSearchTerms());
}

/** The skip link moves focus to `<main>` (the browser's own jump to the fragment would not). */
function setupSkipLink(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('.skip-to-content__link')) return;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  });
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  setupColorMode(site.config.colorMode);
  setupAnnouncementBar(site.config.announcementBar);
  setupSkipLink();
  setupToc();
  setupIslandTriggers();
  setupDropdowns();
  setupZoom();
  setupPageButtons();
  const root = document.getElementById(ROOT_ID)!;
  const serverRoute = root.getAttribute(ROOT_ATTRIBUTES.route) ?? '/404';
  // Preloaded by the page; it names the chunks of pages with code of their own, and the islands'.
  const [routeManifest] = await Promise.all([fetchJson<RouteManifest>(pageUrlsOf(root).manifest), restoreTabs()]);
  manifest = routeManifest;
  fileLikeRoutes = new Set(manifest.fileLikeRoutes);
  site.versions = manifest.versions;
  pages.setManifest(manifest);
  const module = await pages.module(serverRoute);
  shown = { page: module?.page ?? pageDataOf(document)!, doc: document, Content: module?.default };
  markStarted();

  // A static host served /x/index.html or /x.html itself (show the canonical URL), or served
  // 404.html for such a path when only "/x" exists (show "/x").
  const clientRoute = router.routeOf(location.pathname);
  const canonicalPath = withBaseUrl(site.config, clientRoute);
  let replaced = false;
  if (location.pathname !== canonicalPath) {
    if (serverRoute === clientRoute)
      history.replaceState(history.state, '', canonicalPath + location.search + location.hash);
    else if (serverRoute === '/404') {
      const found = await loadPage(clientRoute).catch(() => null);
      if (found && found.page.kind !== 'not-found') {
        const url = new URL(location.href);
        url.pathname = canonicalPath;
        history.replaceState(history.state, '', url.href);
        showPage(found, url);
        replaced = true;
      }
    }
  }
  router.start();
  // Marks the page as interactive (the router now handles links); tests wait for it.
  document.documentElement.setAttribute('data-hydrated', '');
  if (location.hash) requestAnimationFrame(() => scrollToHash(location.hash));
  restoreFeedback();
  if (!replaced) startPageIslands(shown);
  highlightSearchTerms();
  prefetch.scan();
  void trackPageView();
}

void main();
