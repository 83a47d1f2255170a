/**
 * Gets a page into the HTTP cache before the reader asks for it, without running anything: a
 * link that enters the viewport has its page (its HTML document, and for a page with code of its
 * own its chunk and the chunks that chunk imports beyond the entry's) fetched with `<link rel="prefetch">` when the
 * browser is idle; hovering, touching or focusing the link upgrades chunks to `<link rel="modulepreload">`
 * (fetched, parsed and compiled, still not run). The navigation's fetch or import() then finds
 * them ready. An import() here instead would download, parse and execute every visible link's
 * page. Nothing at all on slow-2g/2g or Save-Data.
 */
import { isSlowConnection } from './connection.js';

/** What holds a page: its HTML document, and its chunks if it has code of its own (page chunk first). */
export interface PageFiles {
  document: string;
  modules: string[];
}

const allOf = (files: PageFiles) => [files.document, ...files.modules];

export interface PrefetchOptions {
  /** The files of the page a link points to; null when it is not one of ours or not worth it. */
  filesOf: (anchor: HTMLAnchorElement) => PageFiles | null;
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();
// Safari has no rel=prefetch: a plain fetch puts the chunk in the HTTP cache just the same.
const linkPrefetch = document.createElement('link').relList.supports?.('prefetch') ?? false;

function addLink(rel: 'prefetch' | 'modulepreload', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // Module scripts are fetched in CORS mode with same-origin credentials: the prefetch matches, so its cache entry is
  // the one used.
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

function prefetch(chunks: string[]): void {
  for (const href of chunks) {
    if (prefetched.has(href) || preloaded.has(href)) continue;
    prefetched.add(href);
    if (linkPrefetch) addLink('prefetch', href);
    else fetch(href, { credentials: 'same-origin' }).catch(() => {});
  }
}

/** Fetches and compiles modules without running them (each once). */
export function preload(chunks: string[]): void {
  for (const href of chunks) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    addLink('modulepreload', href);
  }
}

export function setupPrefetch(options: PrefetchOptions): { scan: () => void } {
  if (isSlowConnection()) return { scan: () => {} };
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 1);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const anchor = entry.target as HTMLAnchorElement;
      observer.unobserve(anchor);
      idle(() => {
        const files = options.filesOf(anchor);
        if (files) prefetch(allOf(files));
      });
    }
  });
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    const files = anchor ? options.filesOf(anchor as HTMLAnchorElement) : null;
    if (!files) return;
    // An HTML document has nothing to compile: fetching it is all there is to do ahead.
    prefetch([files.document]);
    preload(files.modules);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const scan = () => {
    observer.disconnect();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const files = options.filesOf(anchor);
      if (files && !allOf(files).every((href) => prefetched.has(href) || preloaded.has(href))) observer.observe(anchor);
    }
  };
  return { scan };
}
