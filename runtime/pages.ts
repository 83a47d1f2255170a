/**
 * How the runtime gets a page: its HTML document, fetched when the reader navigates to it (and
 * prefetched by a `<link rel="prefetch">` before). A page whose content is final HTML (most
 * pages) carries its PageData inline; a page with components of its own (and the search page)
 * also needs its chunk, listed in route-manifest.json, whose module has its PageData and its
 * content component (its `<main>` is then an island, runtime/islands.tsx). So the site's
 * JavaScript does not grow with its pages.
 */
import type { ComponentType } from 'react';
import type { PageData, PageModule, RouteManifest } from '../theme/types.js';
import type { PageFiles } from './prefetch.js';
import { PAGE_DATA_ID } from '../theme/inline-page-data.js';
import { withBaseUrl, type UrlOptions } from '../theme/url.js';

/** A page ready to show: its HTML document, its data, and (a page with code of its own) its content component. */
export interface LoadedPage {
  page: PageData;
  doc: Document;
  Content?: ComponentType;
}

/** The PageData a document carries inline; null for a page with code of its own (its chunk has it). */
export function pageDataOf(doc: Document): PageData | null {
  const data = doc.getElementById(PAGE_DATA_ID);
  return data ? (JSON.parse(data.textContent ?? '') as PageData) : null;
}

export class PageLoader {
  /** Route → its page chunk and the chunks that imports beyond the entry's, from route-manifest.json. */
  private chunks: Record<string, string[]> = {};

  constructor(private readonly site: UrlOptions) {}

  setManifest(manifest: RouteManifest): void {
    this.chunks = {};
    for (const [route, [url, ...imports]] of Object.entries(manifest.routes))
      this.chunks[route] = [url, ...imports.map((i) => manifest.chunks[i])];
  }

  /** The files that hold a route's page: its HTML document, and its chunks if it has code of its own. */
  filesOf(route: string): PageFiles {
    return { document: withBaseUrl(this.site, route), modules: this.chunks[route] ?? [] };
  }

  /** A route's page module (its chunk, run); the chunk of a page with code of its own, for its first load. */
  async module(route: string): Promise<PageModule | null> {
    const chunk = this.chunks[route]?.[0];
    return chunk ? ((await import(/* @vite-ignore */ chunk)) as PageModule) : null;
  }

  /** Rejects when the page cannot be had (offline, removed by a deploy): the caller loads the URL in full. */
  async load(route: string): Promise<LoadedPage> {
    const { document: url } = this.filesOf(route);
    const [doc, module] = await Promise.all([this.fetchDocument(url), this.module(route)]);
    const page = module?.page ?? pageDataOf(doc);
    if (!page) throw new Error(`${url} is not a page this runtime can show`);
    return { page, doc, Content: module?.default };
  }

  private async fetchDocument(url: string): Promise<Document> {
    // An unknown route answers with the site's 404 page, whose data says so.
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok && response.status !== 404) throw new Error(`${url}: HTTP ${response.status}`);
    return new DOMParser().parseFromString(await response.text(), 'text/html');
  }
}
