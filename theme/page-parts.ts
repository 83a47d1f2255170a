/**
 * What Docusaurus' page-dependent components show, made from the page's data and its sidebar:
 * `<DocCardList />` (the cards of the page's category) and `<TOCInline />` (the page's
 * headings). One function each, used by the components (HTML, on the server and in the
 * browser) and by the Markdown twin, so both show the same.
 */
import type { CardItem, PageData, SidebarItem, Sidebars, TocItem } from './types.js';

/** The category of the page in its sidebar: the one whose link is the page, else the one that holds it. */
function currentCategory(items: SidebarItem[], route: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route) return item.items;
    if (item.items.some((child) => child.type === 'link' && child.href === route)) return item.items;
    const deeper = currentCategory(item.items, route);
    if (deeper) return deeper;
  }
  return null;
}

/** Cards of sidebar items: a category links to its page, or to its first page. */
export function cardsOf(items: SidebarItem[]): CardItem[] {
  const firstHref = (item: SidebarItem): string | null =>
    item.type === 'html'
      ? null
      : item.type === 'link'
        ? item.href
        : (item.href ?? item.items.map(firstHref).find(Boolean) ?? null);
  return items.flatMap((item) => {
    const href = firstHref(item);
    return href && item.type !== 'html' ? [{ title: item.label, href, description: '' }] : [];
  });
}

/**
 * `<DocCardList />`'s cards: a category's own page has its cards (PageData.cards, with their
 * descriptions); any other page, its category's items (a page at the sidebar's top level: the top level).
 */
export function docCards(page: Pick<PageData, 'route' | 'cards' | 'sidebar'>, sidebars: Sidebars): CardItem[] {
  if (page.cards.length) return page.cards;
  const sidebar = page.sidebar ? sidebars[page.sidebar] : undefined;
  if (!sidebar) return [];
  const own =
    currentCategory(sidebar, page.route) ??
    (sidebar.some((item) => item.type === 'link' && item.href === page.route) ? sidebar : null);
  return own ? cardsOf(own) : [];
}

/** `<TOCInline />`'s headings: the page's TOC between the levels it asks for (default: the site's TOC levels). */
export function inlineToc(
  toc: TocItem[],
  levels: { min?: number; max?: number },
  defaults: { minHeadingLevel: number; maxHeadingLevel: number },
): TocItem[] {
  const min = levels.min ?? defaults.minHeadingLevel;
  const max = levels.max ?? defaults.maxHeadingLevel;
  return toc.filter((item) => item.level >= min && item.level <= max);
}
