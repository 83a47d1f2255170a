/**
 * The thin top progress bar: shown only when the new page has not rendered within 200 ms,
 * so fast navigations show nothing at all.
 */
export const PROGRESS_DELAY_MS = 200;

let bar: HTMLDivElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('aria-hidden', 'true');
    document.body.append(bar);
  }
  return bar;
}

export function startProgress(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const el = element();
    el.classList.remove('is-done');
    el.classList.add('is-active');
  }, PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  clearTimeout(timer);
  if (!bar?.classList.contains('is-active')) return;
  bar.classList.add('is-done');
  bar.classList.remove('is-active');
}
