/**
 * Zoomable images: the zoom code (runtime/zoom-images.ts with medium-zoom) loads when a reader
 * first clicks a zoomable image (or presses Enter or Space on it), which it then opens; until
 * then a page runs no zoom code at all, only this delegated listener. Once loaded, medium-zoom
 * is attached to each page's images as they are shown.
 */
const SELECTOR = '.markdown img.zoomable';
export const ZOOM_REATTACH_MS = 1000;
let zoom: Promise<typeof import('./zoom-images.js')> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function attach(): void {
  if (!zoom || !document.querySelector(SELECTOR)) return;
  void zoom.then((module) => module.attach(SELECTOR));
}

/** The first use of a zoomable image, before the zoom code is loaded. */
function onFirstUse(event: MouseEvent | KeyboardEvent): void {
  if (zoom) return; // loaded: medium-zoom handles its images itself
  const image = (event.target as Element | null)?.closest?.(SELECTOR) as HTMLElement | null | undefined;
  if (!image) return;
  const byKeyboard = event instanceof KeyboardEvent;
  if (byKeyboard && event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  zoom = import('./zoom-images.js');
  void zoom.then((module) => {
    module.attach(SELECTOR);
    module.open(image, byKeyboard);
  });
}

export function setupZoom(): void {
  document.addEventListener('click', onFirstUse);
  document.addEventListener('keydown', onFirstUse);
}

/** After a route change the new page's images are zoomable again after 1000 ms. */
export function reattachZoomLater(): void {
  clearTimeout(timer);
  void zoom?.then((module) => module.detach());
  timer = setTimeout(attach, ZOOM_REATTACH_MS);
}
