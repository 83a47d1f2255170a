/**
 * What the HTML of a page carries for the runtime: the page's root element (`#__hub`) with its
 * route and the URLs of the JSON it fetches (PageUrls) as attributes, and, for a page whose
 * content is final HTML (PageData.hydrateFromHtml), its PageData inline as JSON instead of in a
 * chunk. The runtime reads the same from a page's HTML it fetches on navigation.
 */
import type { PageData, PageUrls } from './types.js';

export const ROOT_ID = '__hub';
/** `<main>`'s id (the skip link's target). */
export const MAIN_ID = 'main-content';
/** Focus target after a client navigation: the top of the page, before the skip link. */
export const SKIP_CONTAINER_ID = 'skip-to-content';

/** The attribute naming an island's element, its value the island's name (theme/components/Island.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * The islands' names: a page's `<main>` (a page with code of its own), the sidebar, the search box, the navbar's links
 * (this plus their side).
 */
export const ISLANDS = { main: 'main', sidebar: 'sidebar', search: 'search', nav: 'nav-' } as const;
/** The prefix of the ids (`useId`) inside an island: the same on the server and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;
export const PAGE_DATA_ID = '__hub-page';
/** The content element of a docs page (theme/components/DocPage.tsx), whose HTML is final. */
export const CONTENT_SELECTOR = '.doc__article > .markdown';

/** A tab group (theme/components/Tabs.tsx); its behaviour is runtime/tabs.ts, loaded by the pages that have one. */
export const TAB_GROUP_SELECTOR = '[data-tabs]';

/** Attributes of the root element, by PageUrls field (plus the route). */
export const ROOT_ATTRIBUTES = { route: 'data-route', sidebar: 'data-sidebar', manifest: 'data-manifest' } as const;

/** The `<script type="application/json">` element; `<` is escaped so no text in the data can close it. */
export function pageDataScript(page: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;
}

export function pageUrlsOf(root: Element): PageUrls {
  return {
    sidebar: root.getAttribute(ROOT_ATTRIBUTES.sidebar) ?? '',
    manifest: root.getAttribute(ROOT_ATTRIBUTES.manifest) ?? '',
  };
}
