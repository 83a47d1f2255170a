/**
 * A client navigation shows the next page by swapping, from its fetched HTML, the regions of the
 * layout that change from page to page: the root's attributes (route, sidebar file), the navbar's
 * links (their active marks, the version dropdown), the sidebar (unless React holds it: then it follows the live
 * context and keeps the categories the reader opened), and `<main>` (article, breadcrumbs, TOC).
 * The rest (announcement bar, navbar with the search box, footer) stays as it is, islands mounted
 * (the footer goes and comes back with a page that has none).
 */
import { ISLAND_ATTRIBUTE, ISLANDS, MAIN_ID, ROOT_ATTRIBUTES, ROOT_ID } from '../theme/inline-page-data.js';

/** What regions need to know of the islands (runtime/islands.tsx), when they are loaded. */
export interface LiveIslands {
  isHydrated(element: Element): boolean;
  unmountWithin(scope: Element): void;
}

const SIDEBAR = `[${ISLAND_ATTRIBUTE}="${ISLANDS.sidebar}"]`;

/** `next`'s element for `current`, adopted into this document. */
const adopt = <T extends Element>(element: T) => document.importNode(element, true);

export function swapRegions(next: Document, islands: LiveIslands | null): void {
  const root = document.getElementById(ROOT_ID)!;
  const nextRoot = next.getElementById(ROOT_ID);
  if (!nextRoot) throw new Error('the fetched page has no hub-docs root');
  for (const name of Object.values(ROOT_ATTRIBUTES)) root.setAttribute(name, nextRoot.getAttribute(name) ?? '');

  // The navbar's links, side by side: their islands on a site with docs versions (React's, on a
  // page that follows the preferred version, go with them), else the lists themselves.
  const navLinks = (scope: Element) =>
    scope.querySelectorAll(
      `[${ISLAND_ATTRIBUTE}^="${ISLANDS.nav}"], .navbar__inner > .navbar__items, .navbar__end > .navbar__items`,
    );
  const nextLinks = navLinks(nextRoot);
  navLinks(root).forEach((links, i) => {
    const replacement = nextLinks[i];
    if (!replacement || (links.outerHTML === replacement.outerHTML && !islands?.isHydrated(links))) return;
    islands?.unmountWithin(links);
    links.replaceWith(adopt(replacement));
  });

  const wrapper = root.querySelector('.main-wrapper')!;
  const nextWrapper = nextRoot.querySelector('.main-wrapper')!;
  wrapper.className = nextWrapper.className;
  // The footer stays, unless one page has none (a custom page's Layout with noFooter).
  const footer = root.querySelector(':scope > .footer');
  const nextFooter = nextRoot.querySelector(':scope > .footer');
  if (footer && !nextFooter) footer.remove();
  else if (!footer && nextFooter) wrapper.after(adopt(nextFooter));

  const sidebar = wrapper.querySelector(SIDEBAR);
  const nextSidebar = nextWrapper.querySelector(SIDEBAR);
  if (sidebar && nextSidebar) {
    // React's sidebar follows the page itself; a static one takes the next page's, scrolled where it was.
    if (!islands?.isHydrated(sidebar)) {
      const scrolled = sidebar.querySelector('.sidebar');
      const top = scrolled?.scrollTop ?? 0;
      islands?.unmountWithin(sidebar);
      const replacement = adopt(nextSidebar);
      sidebar.replaceWith(replacement);
      const nextScrolled = replacement.querySelector('.sidebar');
      if (nextScrolled) nextScrolled.scrollTop = top;
    }
  } else if (sidebar) {
    islands?.unmountWithin(sidebar);
    sidebar.remove();
  } else if (nextSidebar) wrapper.prepend(adopt(nextSidebar));

  document.getElementById(MAIN_ID)!.replaceWith(adopt(nextRoot.querySelector(`#${MAIN_ID}`)!));
}
