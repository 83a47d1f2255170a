/**
 * How the runtime gets a page. A page whose content is final HTML (most pages) comes from its
 * own HTML document: fetched when the reader navigates to it (and prefetched by a
 * `<link rel="prefetch">` before), its PageData and content read from it as on a first load.
 * A page with components of its own (and the search page) comes from its chunk, listed in
 * route-manifest.json. So the site's JavaScript does not grow with its pages.
 */
import type { ComponentType } from 'react';
import type { PageData, PageModule, RouteManifest } from '../theme/types.js';
import type { PageFiles } from './prefetch.js';
import { CONTENT_SELECTOR, PAGE_DATA_ID, pageUrlsOf, ROOT_ID } from '../theme/inline-page-data.js';
import { withBaseUrl, type UrlOptions } from '../theme/url.js';

/**
 * A page ready to show: its content component, or its content's final HTML. A page read from its
 * HTML also says where its sidebars are (its docs version's sidebar file, PageUrls.sidebar).
 */
export type LoadedPage = { page: PageData; Content: ComponentType; sidebarUrl?: undefined } | { page: PageData; html: string; sidebarUrl?: string };

/** The page a document (this one on a first load, or a fetched one) carries inline; null when it needs its chunk. */
export function pageFromDocument(doc: Document): LoadedPage | null {
  const data = doc.getElementById(PAGE_DATA_ID);
  if (!data) return null;
  const loaded: LoadedPage = { page: JSON.parse(data.textContent ?? '') as PageData, html: doc.querySelector(CONTENT_SELECTOR)?.innerHTML ?? '' };
  // A site with one version has one sidebar file (loaded with the first page).
  if (__HUB_VERSIONS__) loaded.sidebarUrl = pageUrlsOf(doc.getElementById(ROOT_ID) ?? doc.documentElement).sidebar || undefined;
  return loaded;
}

export class PageLoader {
  /** Route → its page chunk and the chunks that imports beyond the entry's, from route-manifest.json. */
  private chunks: Record<string, string[]> = {};

  constructor(private readonly site: UrlOptions) {}

  setManifest(manifest: RouteManifest): void {
    this.chunks = {};
    for (const [route, [url, ...imports]] of Object.entries(manifest.routes)) this.chunks[route] = [url, ...imports.map((i) => manifest.chunks[i])];
  }

  /** The files that hold a route's page: its chunks, or its HTML document. */
  filesOf(route: string): PageFiles {
    const chunks = this.chunks[route];
    return chunks ? { urls: chunks, modules: true } : { urls: [withBaseUrl(this.site, route)], modules: false };
  }

  /** Rejects when the page cannot be had (offline, removed by a deploy): the caller loads the URL in full. */
  async load(route: string): Promise<LoadedPage> {
    const { urls, modules: chunk } = this.filesOf(route);
    const url = urls[0];
    if (chunk) {
      const module = (await import(/* @vite-ignore */ url)) as PageModule;
      return { page: module.page, Content: module.default };
    }
    // An unknown route answers with the site's 404 page, whose data says so.
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok && response.status !== 404) throw new Error(`${url}: HTTP ${response.status}`);
    const loaded = pageFromDocument(new DOMParser().parseFromString(await response.text(), 'text/html'));
    if (!loaded) throw new Error(`${url} is not a page this runtime can show`);
    return loaded;
  }
}
