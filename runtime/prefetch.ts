/**
 * Gets a page's code into the HTTP cache before the reader asks for the page, without running
 * it: a link that enters the viewport has its page chunk (and the chunks that chunk imports
 * beyond the entry's) fetched with `<link rel="prefetch">` when the browser is idle; hovering,
 * touching or focusing the link upgrades them to `<link rel="modulepreload">` (fetched, parsed
 * and compiled, still not run). The navigation's import() then finds them ready. An import()
 * here instead would download, parse and execute every visible link's page. Nothing at all on
 * slow-2g/2g or Save-Data.
 */
import { isSlowConnection } from './connection.js';

export interface PrefetchOptions {
  /** The chunks of the page a link points to, page chunk first; null when it is not one of ours or not worth it. */
  chunksOf: (anchor: HTMLAnchorElement) => string[] | null;
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();
// Safari has no rel=prefetch: a plain fetch puts the chunk in the HTTP cache just the same.
const linkPrefetch = document.createElement('link').relList.supports?.('prefetch') ?? false;

function addLink(rel: 'prefetch' | 'modulepreload', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // Module scripts are fetched in CORS mode with same-origin credentials: the prefetch matches, so its cache entry is the one used.
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

function preload(chunks: string[]): void {
  for (const href of chunks) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    addLink('modulepreload', href);
  }
}

export function setupPrefetch(options: PrefetchOptions): { scan: () => void } {
  if (isSlowConnection()) return { scan: () => {} };
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 1));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const anchor = entry.target as HTMLAnchorElement;
      observer.unobserve(anchor);
      idle(() => {
        const chunks = options.chunksOf(anchor);
        if (chunks) prefetch(chunks);
      });
    }
  });
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    const chunks = anchor ? options.chunksOf(anchor as HTMLAnchorElement) : null;
    if (chunks) preload(chunks);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const scan = () => {
    observer.disconnect();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const chunks = options.chunksOf(anchor);
      if (chunks && !chunks.every((href) => prefetched.has(href) || preloaded.has(href))) observer.observe(anchor);
    }
  };
  return { scan };
}
