/**
 * React in the browser, loaded on first need and shared by every island
 * (theme/components/Island.tsx): the search box (first focus, hover or Ctrl/Cmd+K), the navbar's
 * links (a page of no docs version whose reader prefers another version), the sidebar (the first toggle of a category),
 * the mobile panel (the menu button), the `<main>` of a page with code of its own (its first load, or a
 * client navigation to it), and the diagrams of a page (when one comes into view). A page that
 * is read without any of these never loads it.
 *
 * The islands that belong to the layout (search box, navbar links, sidebar, panel) stay mounted
 * across client navigations and follow the page being shown through one live context; a page's
 * own islands (its `<main>`, its diagrams) go with it. So the number of React roots stays bounded
 * however long a reader navigates.
 */
import {
  useSyncExternalStore,
  useState,
  useEffect,
  useCallback,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SiteContext, type LocationState, type SiteContextValue } from '../theme/context.js';
import type { PageData, Sidebars, SiteAssets, SiteData } from '../theme/types.js';
import { CONTENT_SELECTOR, ISLAND_ATTRIBUTE, islandIdPrefix, ISLANDS } from '../theme/inline-page-data.js';
import { loadRoot } from 'hub:site';
import { PageBody } from '../theme/PageBody.js';
import { readStorage, STORAGE_KEYS } from '../theme/storage.js';
import { pageContext } from '../theme/page-context.js';
import type { Messages } from '../theme/messages/format.js';
import { pageMessages } from './messages.js';
import { setCurrentMessages } from '../theme/messages/current.js';

/**
 * What the entry hands over (passed, not imported: a module the entry shares would move into a chunk every page loads).
 */
export interface IslandHost {
  site: SiteData;
  assets: SiteAssets;
  searchChunks: string[];
  navigate: (href: string) => void;
}

let host: IslandHost;
/** The page's messages: what the server rendered the islands with (loaded before the first island hydrates). */
let messages: Messages;
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

/**
 * The page's context: on the server (and so during hydration) without the reader's location; in the browser with it.
 */
function contextOf(page: PageData, location: LocationState | null): SiteContextValue {
  const shared = { site: host.site, sidebars, searchChunks: host.searchChunks, assets: host.assets, messages };
  const reader = location && { location, preferred: readStorage(STORAGE_KEYS.docsVersion) };
  return pageContext(shared, page, page.route, { reader, navigate: host.navigate });
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
  const loaded = pageMessages();
  if (sidebarUrl) await loadSidebars(sidebarUrl);
  messages = await loaded;
  setCurrentMessages(messages);
  server = contextOf(page, null);
  live = contextOf(page, location);
  for (const listener of listeners) listener();
}

/** The same page at another query or hash. */
export function showLocation(location: LocationState): void {
  if (!live) return;
  live = contextOf(live.page!, location);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Hydration renders with the server's context, then the live one (query, hash, preferred version). */
function Live({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(
    subscribe,
    () => live,
    () => server,
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/**
 * What a layout island of this name holds (theme/components/Navbar.tsx, App.tsx). Each island's
 * code is a chunk of its own, loaded with its first use: a page that hydrates only its `<main>`
 * (the search page) runs React and its own code, not the others'.
 */
async function layoutIsland(name: string): Promise<ReactElement> {
  if (name === ISLANDS.search) return import('../theme/components/SearchBox.js').then(({ SearchBox }) => <SearchBox />);
  if (name === ISLANDS.sidebar) return import('../theme/components/Sidebar.js').then(({ Sidebar }) => <Sidebar />);
  if (name === ISLANDS.nav + 'left' || name === ISLANDS.nav + 'right')
    return import('../theme/components/Navbar.js').then(({ NavbarLinks }) => (
      <NavbarLinks position={name === ISLANDS.nav + 'left' ? 'left' : 'right'} />
    ));
  throw new Error(`hub-docs: no island named "${name}"`);
}

/** Its children, and `onReady` called once React has committed them (the island is hydrated). */
function Ready({ children, onReady }: { children: ReactNode; onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return children;
}

/** Hydrates a layout island (once); resolves when React has taken it over. */
export async function hydrateLayoutIsland(element: HTMLElement): Promise<void> {
  if (layoutRoots.has(element)) return;
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  const island = await layoutIsland(name);
  if (layoutRoots.has(element) || !element.isConnected) return;
  await new Promise<void>((resolve) => {
    layoutRoots.set(
      element,
      hydrateRoot(
        element,
        <Live>
          <Ready onReady={resolve}>{island}</Ready>
        </Live>,
        { identifierPrefix: islandIdPrefix(name) },
      ),
    );
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

type SiteRoot = ComponentType<{ children?: ReactNode }>;
let siteRoot: Promise<SiteRoot | undefined> | null = null;
/** Content of a page without any of its own (its HTML is the server's). */
const NoContent: ComponentType = () => null;

/**
 * The `<main>` of a page with code of its own, with its content component (from its chunk); on a
 * site with a src/theme/Root, of every page, inside it (a page whose HTML is final keeps it).
 */
export async function hydrateMain(
  main: HTMLElement,
  page: PageData,
  Content: ComponentType | undefined,
): Promise<void> {
  const SiteRoot = await (siteRoot ??= loadRoot ? loadRoot().then((m) => m.default) : Promise.resolve(undefined));
  if (!main.isConnected) return;
  const html = Content || page.kind === 'not-found' ? undefined : main.querySelector(CONTENT_SELECTOR)?.innerHTML;
  const body = <PageBody page={page} Content={Content ?? NoContent} html={html} SiteRoot={SiteRoot} />;
  pageRoots.push(hydrateRoot(main, <Live>{body}</Live>, { identifierPrefix: islandIdPrefix(ISLANDS.main) }));
}

/** The diagrams of a page whose HTML is final: each box a small root of its own. */
export async function hydrateDiagrams(scope: Element): Promise<void> {
  const { MermaidDiagram } = await import('../theme/components/Mermaid.js');
  // Another page may be showing by now.
  if (!scope.isConnected) return;
  scope.querySelectorAll('[data-mermaid-island]').forEach((box, i) => {
    const code = box.querySelector('.mermaid-diagram__source')?.textContent ?? '';
    // Each root counts useId from zero: without a prefix two diagrams would share mermaid's element ids.
    pageRoots.push(
      hydrateRoot(
        box,
        <Live>
          <MermaidDiagram code={code} />
        </Live>,
        { identifierPrefix: `island${i}-` },
      ),
    );
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

type PanelParts = typeof import('./mobile-panel-parts.js');

function Panel({
  toggle,
  opened,
  parts,
}: {
  toggle: HTMLElement;
  opened: (open: () => void) => void;
  parts: PanelParts;
}) {
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => opened(() => setOpen(true)), [opened]);
  useEffect(() => toggle.setAttribute('aria-expanded', String(open)), [toggle, open]);
  if (!open) return null;
  const { MobilePanel, ...shown } = parts;
  return <MobilePanel open onClose={close} parts={shown} />;
}

/**
 * The menu button was pressed: the mobile panel opens (rendered the first time, in a root of its own under the navbar).
 */
export async function openMobilePanel(toggle: HTMLElement): Promise<void> {
  if (panel) return panel.open();
  const parts = await import('./mobile-panel-parts.js');
  if (panel) return;
  const container = document.createElement('div');
  toggle.closest('header')!.append(container);
  panel = { root: createRoot(container), open: () => {} };
  const opened = (open: () => void) => (panel!.open = open);
  panel.root.render(
    <Live>
      <Panel toggle={toggle} opened={opened} parts={parts} />
    </Live>,
  );
}
