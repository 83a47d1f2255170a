/**
 * What components read about the site and the current location. The server provides a
 * fixed value; the runtime provides a live one and updates it on navigation.
 */
import { createContext, useContext } from 'react';
import type { SidebarItem, SiteAssets, SiteData } from './types.js';

export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
}

export interface SiteContextValue {
  site: SiteData;
  /** The docs sidebar (sidebar.json). */
  sidebar: SidebarItem[];
  /** See RouteManifest.searchChunks. */
  searchChunks: string[];
  /** The route being shown ("/404" for unknown paths). */
  route: string;
  /** The browser location; on the server (and during hydration) the route with no query or hash. */
  location: LocationState;
  assets: SiteAssets;
  /** Navigate without a full load (no-op on the server). */
  navigate: (href: string) => void;
}

/** The part of the context that is the same on every page: what the server renders each page with. */
export type SiteWideContext = Pick<SiteContextValue, 'site' | 'sidebar' | 'searchChunks' | 'assets'>;

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteContext.Provider> above it');
  return value;
}
