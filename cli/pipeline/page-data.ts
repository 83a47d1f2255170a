/**
 * One PageData object per route, computed once: the theme only reads it
 * (the Starlight approach: no back-and-forth between components).
 */
import type { PageData, ResolvedConfig, SidebarItem } from '../../theme/types.js';
import type { SidebarResult } from './build-sidebar.js';
import type { ResolvedPage } from './resolve-pages.js';
/** A meta description: at most 160 characters, cut at a word. */
export function shorten(text: string): string {
  return text.length > 160 ? text.slice(0, text.lastIndexOf(' ', 157)) + '…' : text;
}

export function documentTitle(title: string, config: ResolvedConfig, isHome: boolean): string {
  return isHome ? config.title : `${title} | ${config.title}`;
}

export function docPageData(resolved: ResolvedPage, config: ResolvedConfig, sidebar: SidebarResult): PageData {
  const { route, compiled, title } = resolved;
  const nav = sidebar.navigation.get(route.route);
  const isHome = route.route === '/';
  return {
    route: route.route,
    kind: isHome ? 'home' : 'doc',
    title,
    documentTitle: documentTitle(title, config, isHome),
    description: resolved.description,
    toc: route.doc.frontMatter.hide_table_of_contents ? [] : compiled.toc,
    breadcrumbs: nav?.breadcrumbs ?? [],
    previous: nav?.previous ?? null,
    next: nav?.next ?? null,
    cards: [],
    hasMermaid: compiled.hasMermaid,
    hydrateFromHtml: compiled.html !== null,
    source: route.doc.relPath,
    noindex: false,
  };
}

export function generatedIndexPageData(route: string, config: ResolvedConfig, sidebar: SidebarResult): PageData {
  const meta = sidebar.generatedTitles.get(route)!;
  const nav = sidebar.navigation.get(route);
  return {
    route,
    kind: 'generated-index',
    title: meta.title,
    documentTitle: documentTitle(meta.title, config, false),
    description: meta.description,
    toc: [],
    breadcrumbs: nav?.breadcrumbs ?? [],
    previous: nav?.previous ?? null,
    next: nav?.next ?? null,
    cards: sidebar.cards.get(route) ?? [],
    hasMermaid: false,
    hydrateFromHtml: true,
    source: null,
    noindex: false,
  };
}

/**
 * The home page of docs that have none of their own (no page at "/", as in a Docusaurus project
 * whose landing page is not part of its docs): the site's title and tagline, and a card per
 * top-level item of the sidebar, so "/" is never a dead end.
 */
export function homeIndexPageData(config: ResolvedConfig, sidebar: SidebarResult, descriptions: (route: string) => string | undefined): PageData {
  const firstLink = (item: SidebarItem): string | null => (item.type === 'link' ? item.href : (item.href ?? item.items.map(firstLink).find((href) => href !== null) ?? null));
  const cards = sidebar.sidebar.flatMap((item) => {
    const href = firstLink(item);
    return href ? [{ title: item.label, href, description: descriptions(href) ?? '' }] : [];
  });
  return {
    route: '/',
    kind: 'home',
    title: config.title,
    documentTitle: documentTitle(config.title, config, true),
    description: config.tagline,
    toc: [],
    breadcrumbs: [],
    previous: null,
    next: cards[0] ? { title: cards[0].title, href: cards[0].href } : null,
    cards,
    hasMermaid: false,
    hydrateFromHtml: true,
    source: null,
    noindex: false,
  };
}

export function specialPageData(kind: 'search' | 'not-found', config: ResolvedConfig): PageData {
  const title = kind === 'search' ? 'Search the documentation' : 'Page Not Found';
  return {
    route: kind === 'search' ? '/search' : '/404',
    kind,
    title,
    documentTitle: documentTitle(title, config, false),
    description: kind === 'search' ? `Search the ${config.title}.` : 'We could not find what you were looking for.',
    toc: [],
    breadcrumbs: [],
    previous: null,
    next: null,
    cards: [],
    hasMermaid: false,
    // The search page is its own chunk's component.
    hydrateFromHtml: kind === 'not-found',
    source: null,
    noindex: true,
  };
}
