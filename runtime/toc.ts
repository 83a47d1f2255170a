/**
 * The table of contents' active heading (theme/components/Toc.tsx): the last heading above a line
 * just under the navbar, at the very bottom the last one. One scroll listener for the life of the
 * page; each page's links are read when it is shown.
 */
const OFFSET = 90;
let links: HTMLAnchorElement[] = [];
let frame = 0;

function update(): void {
  frame = 0;
  if (links.length === 0) return;
  let current: HTMLAnchorElement | null = null;
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading && heading.getBoundingClientRect().top <= OFFSET) current = link;
  }
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
    current = links[links.length - 1];
  current ??= links[0];
  for (const link of links) {
    link.classList.toggle('is-active', link === current);
    if (link === current) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

const schedule = () => {
  if (!frame) frame = requestAnimationFrame(update);
};

/** After a first load and each client navigation: the new page's TOC. */
export function watchToc(): void {
  links = [...document.querySelectorAll<HTMLAnchorElement>('nav.toc a.toc__link')];
  update();
}

export function setupToc(): void {
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  watchToc();
}
