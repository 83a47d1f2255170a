/**
 * Image zoom with medium-zoom, loaded only on pages with zoomable images: margin 0, closes
 * on click, Escape, a scroll beyond 40 px, or resize; background follows the colour mode.
 */
import type { Zoom, ZoomOptions } from 'medium-zoom';

const SELECTOR = '.markdown img.zoomable';
export const ZOOM_REATTACH_MS = 1000;
let zoom: Zoom | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const background = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)');

async function attach(): Promise<void> {
  zoom?.detach();
  zoom = null;
  if (!document.querySelector(SELECTOR)) return;
  // medium-zoom's typings describe a CommonJS export; at run time the ESM default is the function.
  const mediumZoom = (await import('medium-zoom')).default as unknown as (selector: string, options: ZoomOptions) => Zoom;
  zoom = mediumZoom(SELECTOR, { margin: 0, scrollOffset: 40, background: background() });
}

export function setupZoom(): void {
  void attach();
  new MutationObserver(() => zoom?.update({ background: background() })).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  window.addEventListener('resize', () => zoom?.close());
}

/** After a route change the new page's images are zoomable again after 1000 ms. */
export function reattachZoomLater(): void {
  clearTimeout(timer);
  zoom?.detach();
  timer = setTimeout(() => void attach(), ZOOM_REATTACH_MS);
}
