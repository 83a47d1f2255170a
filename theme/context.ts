/**
 * What components read about the site and the current location. The server provides a
 * fixed value; the runtime provides a live one and updates it on navigation.
 */
import { createContext, useContext } from 'react';
import type { DocsVersion, PageData, SidebarItem, Sidebars, SiteAssets, SiteData } from './types.js';
import { translator, type Messages, type Translator } from './messages/translate.js';

export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
}

export interface SiteContextValue {
  site: SiteData;
  /** The docs' sidebars (sidebar.json). */
  sidebars: Sidebars;
  /** See RouteManifest.searchChunks. */
  searchChunks: string[];
  /** The route being shown ("/404" for unknown paths). */
  route: string;
  /**
   * The data of the page being shown: its sidebar, version, counterparts in other versions, TOC
   * and cards (what DocCardList and TOCInline show). Null only for content rendered on its own
   * (a Markdown file a component imports).
   */
  page: PageData | null;
  /**
   * The docs version the reader is in: the page's; on pages of none, the one asked for (`/search?version=`), else the
   * preferred one, else the last (theme/versions.ts).
   */
  docsVersion: DocsVersion;
  /** The browser location; on the server (and during hydration) the route with no query or hash. */
  location: LocationState;
  assets: SiteAssets;
  /** What the theme says, in the page's locale (theme/messages/): every text a component shows comes from here. */
  messages: Messages;
  /** Navigate without a full load (no-op on the server); `replace`: in place of the current history entry. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
}

/** The part of the context that is the same on every page: what the server renders each page with. */
export type SiteWideContext = Pick<SiteContextValue, 'site' | 'sidebars' | 'searchChunks' | 'assets' | 'messages'>;

/** The items of the sidebar the page being shown has (none for a page in no sidebar). */
export function useSidebar(): SidebarItem[] {
  const { sidebars, page } = useSite();
  return page?.sidebar ? (sidebars[page.sidebar] ?? []) : [];
}

/**
 * The theme's texts in the page's locale: `t(id, values)`, `plural(id, count)`, `nodes(id, elements)`
 * (theme/messages/translate.ts).
 */
export function useTranslate(): Translator {
  return translator(useSite().messages);
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteContext.Provider> above it');
  return value;
}

// Every component that links reads this context: importing the URL function here puts it in the
// same chunk as the context (the browser loads no chunk of its own for it).
export { withBaseUrl } from './url.js';
