/**
 * Client navigation. Internal link clicks load the target page (runtime/pages.ts) and render
 * it without a full load; history, title, meta tags, scroll and focus follow. If the page
 * cannot be loaded (offline, deleted by a deploy) the browser loads the URL in full.
 */
import { normalizePathname } from '../theme/routes.js';
import { NAVIGATED_EVENT } from '../theme/navigation-event.js';
import { SKIP_CONTAINER_ID } from '../theme/inline-page-data.js';
import { looksLikeFile } from '../theme/url.js';
import { finishProgress, startProgress } from './progress.js';
import type { LoadedPage } from './pages.js';

export interface RouterOptions {
  baseUrl: string;
  /** Whether a URL of the site is a file (a download, an image), which the browser opens itself: see isFileUrl. */
  isFile: (url: URL) => boolean;
  /** Loads a route's page; rejects when it cannot be had. */
  load: (route: string) => Promise<LoadedPage>;
  /** Shows the loaded page (inside a view transition where there is one). */
  render: (loaded: LoadedPage, url: URL) => void;
  /** Same page, another query or hash: updates the location React sees. */
  renderLocation: (url: URL) => void;
  /** Runs after each navigation is on screen (title set, scrolled). */
  afterNavigate: (info: { pathnameChanged: boolean }) => void;
}

interface HistoryState {
  scrollY?: number;
}

/** The route a pathname means ("/x/", "/x.html" and "/x/index.html" all mean "/x"). */
export function routeFor(pathname: string, baseUrl: string): string {
  return normalizePathname(decodeURIComponentSafe(pathname), baseUrl);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView();
  return true;
}

function saveScroll(): void {
  const state: HistoryState = { ...(history.state as HistoryState | null), scrollY: window.scrollY };
  history.replaceState(state, '');
}

export function isInternalClick(event: MouseEvent, isFile: (url: URL) => boolean): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor) return null;
  if (
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.getAttribute('rel')?.includes('external')
  )
    return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || isFile(url)) return null;
  return anchor;
}

/**
 * A link to a file of the site (a download, an image, a spec) rather than to a page, which the
 * browser opens: its last segment has an extension other than ".html" and no page of the site
 * has its route (`fileLikeRoutes`, the route manifest's: "/blog/release-1.2" is a page).
 */
export function isFileUrl(url: URL, baseUrl: string, fileLikeRoutes: ReadonlySet<string>): boolean {
  return (
    looksLikeFile(url.pathname) &&
    !/\.html$/i.test(url.pathname) &&
    !fileLikeRoutes.has(routeFor(url.pathname, baseUrl))
  );
}

/**
 * The new page replaces the old one in a view transition (the browser's cross-fade) where the
 * browser has them and the reader has not asked for reduced motion; elsewhere at once.
 */
async function withViewTransition(show: () => void): Promise<void> {
  const start = (
    document as Document & { startViewTransition?: (update: () => void) => { updateCallbackDone: Promise<void> } }
  ).startViewTransition;
  if (!start || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return show();
  // A failing update rejects updateCallbackDone: the router's caller sees it as it would without the transition.
  await start.call(document, show).updateCallbackDone;
}

export function createRouter(options: RouterOptions) {
  let current = new URL(location.href);
  let navigationId = 0;

  async function go(url: URL, mode: 'push' | 'pop' | 'replace'): Promise<void> {
    const id = ++navigationId;
    const pathnameChanged = url.pathname !== current.pathname;
    if (!pathnameChanged) {
      // Same page: only the query or hash changed; no chunk, no progress, no scroll on query.
      if (mode === 'push') {
        saveScroll();
        history.pushState({}, '', url.href);
      } else if (mode === 'replace') history.replaceState({}, '', url.href);
      const hashChanged = url.hash !== current.hash;
      current = url;
      options.renderLocation(url);
      if (hashChanged) scrollToHash(url.hash) || (url.hash === '' && mode === 'push' && window.scrollTo(0, 0));
      if (mode === 'pop') restoreScroll();
      options.afterNavigate({ pathnameChanged: false });
      window.dispatchEvent(new Event(NAVIGATED_EVENT));
      return;
    }
    const route = routeFor(url.pathname, options.baseUrl);
    startProgress();
    let loaded: LoadedPage;
    try {
      loaded = await options.load(route);
    } catch {
      // The chunk is gone or the network is: let the browser load the page itself.
      finishProgress();
      window.location.assign(url.href);
      return;
    }
    if (id !== navigationId) return; // a later navigation won
    // Loaded: the bar's job is done, whether or not a transition now shows the page.
    finishProgress();
    // The address, the page, its scroll and focus change together (inside the transition, where there is one).
    const show = () => {
      if (mode === 'push') {
        saveScroll();
        history.pushState({}, '', url.href);
      } else if (mode === 'replace') history.replaceState({}, '', url.href);
      current = url;
      options.render(loaded, url);
      if (mode === 'pop') restoreScroll();
      else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
      document.getElementById(SKIP_CONTAINER_ID)?.focus({ preventScroll: true });
    };
    await withViewTransition(show);
    options.afterNavigate({ pathnameChanged: true });
    window.dispatchEvent(new Event(NAVIGATED_EVENT));
  }

  function restoreScroll(): void {
    const y = (history.state as HistoryState | null)?.scrollY;
    if (typeof y === 'number') window.scrollTo(0, y);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }

  /** `replace`: the new page takes the current history entry (a redirect), as `history.replace` does. */
  function navigate(href: string, navigateOptions: { replace?: boolean } = {}): void {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) {
      if (navigateOptions.replace) window.location.replace(url.href);
      else window.location.assign(url.href);
      return;
    }
    void go(url, navigateOptions.replace ? 'replace' : 'push');
  }

  function start(): void {
    history.scrollRestoration = 'manual';
    document.addEventListener('click', (event) => {
      const anchor = isInternalClick(event, options.isFile);
      if (!anchor) return;
      const url = new URL(anchor.href, location.href);
      // Same URL with only a hash: let the browser jump (and keep its history entry).
      if (url.pathname === current.pathname && url.search === current.search && url.hash && url.hash !== current.hash) {
        event.preventDefault();
        void go(url, 'push');
        return;
      }
      event.preventDefault();
      if (url.href === current.href) {
        if (url.hash) scrollToHash(url.hash);
        return;
      }
      void go(url, 'push');
    });
    window.addEventListener('popstate', () => void go(new URL(location.href), 'pop'));
    window.addEventListener('pagehide', saveScroll);
  }

  return {
    start,
    navigate,
    routeOf: (pathname: string) => routeFor(pathname, options.baseUrl),
    getCurrent: () => current,
  };
}
