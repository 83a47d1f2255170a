/**
 * Prefetch a page's chunk when a link to it enters the viewport (when the browser is idle),
 * preload it on hover or touch. Nothing at all on slow-2g/2g or Save-Data.
 */
import { isSlowConnection } from './connection.js';

let observer: IntersectionObserver | null = null;
const done = new Set<string>();

export interface PrefetchOptions {
  /** The route a link points to, or null when it is not one of ours. */
  routeOf: (anchor: HTMLAnchorElement) => string | null;
  load: (route: string) => void;
}

function fetchRoute(options: PrefetchOptions, anchor: HTMLAnchorElement): void {
  const route = options.routeOf(anchor);
  if (route === null || done.has(route)) return;
  done.add(route);
  options.load(route);
}

export function setupPrefetch(options: PrefetchOptions): { scan: () => void } {
  if (isSlowConnection()) return { scan: () => {} };
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 1));
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const anchor = entry.target as HTMLAnchorElement;
      observer?.unobserve(anchor);
      idle(() => fetchRoute(options, anchor));
    }
  });
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor) fetchRoute(options, anchor as HTMLAnchorElement);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  const scan = () => {
    observer?.disconnect();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = options.routeOf(anchor);
      if (route !== null && !done.has(route)) observer?.observe(anchor);
    }
  };
  return { scan };
}
