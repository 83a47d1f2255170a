/**
 * Image zoom with medium-zoom (loaded with this module, when a reader first opens an image):
 * margin 0, closes on click, Escape, a scroll beyond 40 px, or resize; background follows
 * the colour mode.
 */
import mediumZoomModule, { type Zoom, type ZoomOptions } from 'medium-zoom';

// medium-zoom's typings describe a CommonJS export; at run time the ESM default is the function.
const mediumZoom = mediumZoomModule as unknown as (selector: string, options: ZoomOptions) => Zoom;
let zoom: Zoom | null = null;

const background = () =>
  document.documentElement.getAttribute('data-theme') === 'dark' ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)';

new MutationObserver(() => zoom?.update({ background: background() })).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ['data-theme'],
});
window.addEventListener('resize', () => zoom?.close());

// Images with a description are buttons (cli/mdx/remark-images.ts): Enter or Space opens the
// zoom (Escape closes it), and focus comes back to the image afterwards.
document.addEventListener('keydown', (event) => {
  const image = event.target as HTMLElement;
  if ((event.key !== 'Enter' && event.key !== ' ') || !zoom || !image.matches?.('img.medium-zoom-image[role="button"]'))
    return;
  event.preventDefault();
  open(image, true);
});

/**
 * Opens an attached image (the first one a reader clicks opens this way, see runtime/zoom.ts); by keyboard, focus comes
 * back to it.
 */
export function open(image: HTMLElement, byKeyboard: boolean): void {
  if (byKeyboard)
    image.addEventListener('medium-zoom:closed', () => image.focus({ preventScroll: true }), { once: true });
  void zoom?.open({ target: image });
}

export function attach(selector: string): void {
  detach();
  if (document.querySelector(selector))
    zoom = mediumZoom(selector, { margin: 0, scrollOffset: 40, background: background() });
}

export function detach(): void {
  zoom?.detach();
  zoom = null;
}
