/**
 * Zoomable images: the zoom code (runtime/zoom-images.ts with medium-zoom) loads only once a
 * page with a zoomable image is shown; pages without images never load it.
 */
const SELECTOR = '.markdown img.zoomable';
export const ZOOM_REATTACH_MS = 1000;
let zoom: Promise<typeof import('./zoom-images.js')> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function attach(): void {
  if (!zoom && !document.querySelector(SELECTOR)) return;
  zoom ??= import('./zoom-images.js');
  void zoom.then((module) => module.attach(SELECTOR));
}

export function setupZoom(): void {
  attach();
}

/** After a route change the new page's images are zoomable again after 1000 ms. */
export function reattachZoomLater(): void {
  clearTimeout(timer);
  void zoom?.then((module) => module.detach());
  timer = setTimeout(attach, ZOOM_REATTACH_MS);
}
