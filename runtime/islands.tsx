/**
 * React in the browser, loaded on first need and shared by every island
 * (theme/components/Island.tsx): the search box (first focus, hover or Ctrl/Cmd+K), the navbar's
 * links (a page of no docs version whose reader prefers another version), the sidebar (the first toggle of a category), the mobile
 * panel (the menu button), the `<main>` of a page with code of its own (its first load, or a
 * client navigation to it), and the diagrams of a page (when one comes into view). A page that
 * is read without any of these never loads it.
 *
 * The islands that belong to the layout (search box, navbar links, sidebar, panel) stay mounted
 * across client navigations and follow the page being shown through one live context; a page's
 * own islands (its `<main>`, its diagrams) go with it. So the number of React roots stays bounded
 * however long a reader navigates.
 */
import { useSyncExternalStore, useState, useEffect, useCallback, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SiteContext, type LocationState, type SiteContextValue } from '../theme/context.js';
import type { DocsVersion, PageData, Sidebars, SiteAssets, SiteData } from '../theme/types.js';
import { ISLAND_ATTRIBUTE, islandIdPrefix, ISLANDS } from '../theme/inline-page-data.js';
import { NavbarLinks, NavLinks } from '../theme/components/Navbar.js';
import { SearchBox } from '../theme/components/SearchBox.js';
import { Sidebar, SidebarMenu } from '../theme/components/Sidebar.js';
import { MobilePanel } from '../theme/components/MobilePanel.js';
import { ColorModeToggle } from '../theme/components/ColorModeToggle.js';
import { MermaidDiagram } from '../theme/components/Mermaid.js';
import { PageBody } from '../theme/App.js';
import { readStorage, STORAGE_KEYS } from '../theme/storage.js';
import { lastVersionOf } from '../theme/versions.js';

/** What the entry hands over (passed, not imported: a module the entry shares would move into a chunk every page loads). */
export interface IslandHost {
  site: SiteData;
  assets: SiteAssets;
  searchChunks: string[];
  navigate: (href: string) => void;
}

let host: IslandHost;
let sidebars: Sidebars = {};
const loadedSidebars = new Map<string, Promise<void>>();
/** The context of the page being shown, and the one its server HTML was rendered with (what hydration must match). */
let live: SiteContextValue;
let server: SiteContextValue;
const listeners = new Set<() => void>();
/** The layout's islands, by element: mounted once, kept across navigations. */
const layoutRoots = new Map<Element, Root>();
/** The page's own islands: unmounted when another page is shown. */
let pageRoots: Root[] = [];

export function setupIslands(from: IslandHost): void {
  host = from;
}

function docsVersionOf(page: PageData, location: LocationState | null): DocsVersion {
  const find = (name: string | null | undefined) => (name == null ? undefined : host.site.versions.find((v) => v.name === name));
  // The server knows the page's version only; the browser also the one asked for (the search page's `?version=`) and the preferred one.
  const asked = location && page.route === '/search' ? new URLSearchParams(location.search).get('version') : null;
  return find(page.version) ?? (location ? (find(asked) ?? find(readStorage(STORAGE_KEYS.docsVersion))) : undefined) ?? lastVersionOf(host.site.versions);
}

function contextOf(page: PageData, location: LocationState | null): SiteContextValue {
  return {
    site: host.site,
    sidebars,
    searchChunks: host.searchChunks,
    route: page.route,
    page,
    docsVersion: docsVersionOf(page, location),
    location: location ?? { pathname: page.route, search: '', hash: '' },
    assets: host.assets,
    navigate: host.navigate,
  };
}

function loadSidebars(url: string): Promise<void> {
  let loading = loadedSidebars.get(url);
  if (!loading) {
    loading = fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<Sidebars>;
      })
      .then((more) => void (sidebars = { ...sidebars, ...more }));
    loading.catch(() => loadedSidebars.delete(url));
    loadedSidebars.set(url, loading);
  }
  return loading;
}

/**
 * The page being shown (on the first use of an island, and after each client navigation): its
 * sidebars loaded (its docs version's sidebar file), the layout's islands told.
 */
export async function showPage(page: PageData, sidebarUrl: string, location: LocationState): Promise<void> {
  if (sidebarUrl) await loadSidebars(sidebarUrl);
  server = contextOf(page, null);
  live = contextOf(page, location);
  for (const listener of listeners) listener();
}

/** The same page at another query or hash. */
export function showLocation(location: LocationState): void {
  if (!live) return;
  live = { ...live, location, docsVersion: docsVersionOf(live.page!, location) };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Hydration renders with the server's context, then the live one (query, hash, preferred version). */
function Live({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, () => live, () => server);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** What a layout island of this name holds (theme/components/Navbar.tsx, App.tsx). */
function layoutIsland(name: string): ReactNode {
  if (name === ISLANDS.search) return <SearchBox />;
  if (name === ISLANDS.sidebar) return <Sidebar />;
  if (name === ISLANDS.nav + 'left' || name === ISLANDS.nav + 'right') return <NavbarLinks position={name === ISLANDS.nav + 'left' ? 'left' : 'right'} />;
  throw new Error(`hub-docs: no island named "${name}"`);
}

/** Hydrates a layout island (once); resolves when React has taken it over. */
export function hydrateLayoutIsland(element: HTMLElement): Promise<void> {
  if (layoutRoots.has(element)) return Promise.resolve();
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  return new Promise((resolve) => {
    const Ready = ({ children }: { children: ReactNode }) => {
      useEffect(() => resolve(), []);
      return children;
    };
    layoutRoots.set(element, hydrateRoot(element, <Live><Ready>{layoutIsland(name)}</Ready></Live>, { identifierPrefix: islandIdPrefix(name) }));
  });
}

/** Unmounts the layout islands inside `scope` (or on it): the entry replaces that HTML. */
export function unmountWithin(scope: Element): void {
  for (const [element, root] of layoutRoots) {
    if (scope === element || scope.contains(element)) {
      root.unmount();
      layoutRoots.delete(element);
    }
  }
}

export const isHydrated = (element: Element) => layoutRoots.has(element);

/** The `<main>` of a page with code of its own, with its content component (from its chunk). */
export function hydrateMain(main: HTMLElement, page: PageData, Content: ComponentType): void {
  pageRoots.push(hydrateRoot(main, <Live><PageBody page={page} Content={Content} /></Live>, { identifierPrefix: islandIdPrefix(ISLANDS.main) }));
}

/** The diagrams of a page whose HTML is final: each box a small root of its own. */
export function hydrateDiagrams(scope: Element): void {
  scope.querySelectorAll('[data-mermaid-island]').forEach((box, i) => {
    const code = box.querySelector('.mermaid-diagram__source')?.textContent ?? '';
    // Each root counts useId from zero: without a prefix two diagrams would share mermaid's element ids.
    pageRoots.push(hydrateRoot(box, <Live><MermaidDiagram code={code} /></Live>, { identifierPrefix: `island${i}-` }));
  });
}

/** Before another page is shown: the page's own islands go. */
export function leavePage(): void {
  for (const root of pageRoots) root.unmount();
  pageRoots = [];
}

/** Roots mounted now (tests check that navigations do not grow it). */
export const rootCount = () => layoutRoots.size + pageRoots.length + (panel ? 1 : 0);

let panel: { root: Root; open: () => void } | null = null;

function Panel({ toggle, opened }: { toggle: HTMLElement; opened: (open: () => void) => void }) {
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => opened(() => setOpen(true)), [opened]);
  useEffect(() => toggle.setAttribute('aria-expanded', String(open)), [toggle, open]);
  if (!open) return null;
  return <MobilePanel open onClose={close} parts={{ NavLinks, SidebarMenu, ColorModeToggle }} />;
}

/** The menu button was pressed: the mobile panel opens (rendered the first time, in a root of its own under the navbar). */
export function openMobilePanel(toggle: HTMLElement): void {
  if (panel) return panel.open();
  const container = document.createElement('div');
  toggle.closest('header')!.append(container);
  panel = { root: createRoot(container), open: () => {} };
  const opened = (open: () => void) => (panel!.open = open);
  panel.root.render(<Live><Panel toggle={toggle} opened={opened} /></Live>);
}
