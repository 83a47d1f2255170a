/**
 * How the runtime gets a page. A page whose content is final HTML (most pages) comes from its
 * own HTML document: fetched when the reader navigates to it (and prefetched by a
 * `<link rel="prefetch">` before), its PageData and content read from it as on a first load.
 * A page with components of its own (and the search page) comes from its chunk, listed in
 * route-manifest.json. So the site's JavaScript does not grow with its pages.
 */
import type { ComponentType } from 'react';
import type { PageData, PageModule, RouteManifest } from '../theme/types.js';
import { CONTENT_SELECTOR, PAGE_DATA_ID } from '../theme/inline-page-data.js';

/** A page ready to show: its content component, or its content's final HTML. */
export type LoadedPage = { page: PageData; Content: ComponentType } | { page: PageData; html: string };

/** The page a document (this one on a first load, or a fetched one) carries inline; null when it needs its chunk. */
export function pageFromDocument(doc: Document): LoadedPage | null {
  const data = doc.getElementById(PAGE_DATA_ID);
  if (!data) return null;
  const page = JSON.parse(data.textContent ?? '') as PageData;
  return { page, html: doc.querySelector(CONTENT_SELECTOR)?.innerHTML ?? '' };
}

export class PageLoader {
  private chunks: Record<string, string> = {};

  constructor(private readonly baseUrl: string) {}

  setManifest(manifest: RouteManifest): void {
    this.chunks = manifest.routes;
  }

  /** The URL that holds a route's page: its chunk, or its HTML document. */
  urlOf(route: string): { url: string; chunk: boolean } {
    const chunk = this.chunks[route];
    return chunk ? { url: chunk, chunk: true } : { url: this.baseUrl + route.slice(1), chunk: false };
  }

  /**
   * Gets a route's page into the HTTP cache before the reader asks for it: a chunk is imported,
   * a page's HTML prefetched by a `<link rel="prefetch">` (fetched, not parsed or run).
   */
  prefetch(route: string): void {
    const { url, chunk } = this.urlOf(route);
    if (chunk) {
      import(/* @vite-ignore */ url).catch(() => {});
      return;
    }
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.append(link);
  }

  /** Rejects when the page cannot be had (offline, removed by a deploy): the caller loads the URL in full. */
  async load(route: string): Promise<LoadedPage> {
    const { url, chunk } = this.urlOf(route);
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
