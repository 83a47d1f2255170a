/**
 * One PageData object per route, computed once: the theme only reads it
 * (the Starlight approach: no back-and-forth between components).
 */
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import type { SidebarResult } from './build-sidebar.js';
import type { ResolvedPage } from './resolve-pages.js';

function documentTitle(title: string, config: ResolvedConfig, isHome: boolean): string {
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
