/**
 * One PageData object per route, computed once: the theme only reads it
 * (the Starlight approach: no back-and-forth between components).
 */
import path from 'node:path';
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import type { CompiledPage } from './compile-page.js';
import type { DocRoute } from './resolve-routes.js';
import type { SidebarResult } from './build-sidebar.js';
import { replaceProductInText } from './product-token.js';

export function docTitle(route: DocRoute, compiled: CompiledPage, config: ResolvedConfig): string {
  const fm = route.doc.frontMatter;
  if (fm.title) return replaceProductInText(fm.title, config.product);
  if (compiled.h1) return compiled.h1;
  const base = path.posix.basename(route.doc.relPath).replace(/\.mdx?$/, '');
  const name = route.isFolderIndex ? path.posix.basename(path.posix.dirname(route.doc.relPath)) : base;
  const text = replaceProductInText(name, config.product).replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function docDescription(route: DocRoute, compiled: CompiledPage, config: ResolvedConfig): string {
  const fm = route.doc.frontMatter.description;
  if (fm) return replaceProductInText(fm, config.product);
  return shorten(compiled.firstParagraph);
}

/** A meta description: at most 160 characters, cut at a word. */
export function shorten(text: string): string {
  return text.length > 160 ? text.slice(0, text.lastIndexOf(' ', 157)) + '…' : text;
}

export function documentTitle(title: string, config: ResolvedConfig, isHome: boolean): string {
  return isHome ? config.title : `${title} | ${config.title}`;
}

export function docPageData(route: DocRoute, compiled: CompiledPage, config: ResolvedConfig, sidebar: SidebarResult): PageData {
  const title = docTitle(route, compiled, config);
  const nav = sidebar.navigation.get(route.route);
  const isHome = route.route === '/';
  return {
    route: route.route,
    kind: isHome ? 'home' : 'doc',
    title,
    documentTitle: documentTitle(title, config, isHome),
    description: docDescription(route, compiled, config),
    toc: route.doc.frontMatter.hide_table_of_contents ? [] : compiled.toc,
    breadcrumbs: nav?.breadcrumbs ?? [],
    previous: nav?.previous ?? null,
    next: nav?.next ?? null,
    cards: [],
    hasMermaid: compiled.hasMermaid,
    hydrateFromHtml: !compiled.hasEsm,
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
