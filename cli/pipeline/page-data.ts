/**
 * One PageData object per route, computed once: the theme only reads it
 * (the Starlight approach: no back-and-forth between components).
 */
import type { CardItem, PageData, PageLink, ResolvedConfig, SidebarItem } from '../../theme/types.js';
import { tagCards, tagPageTitle, type SiteTags } from './tags.js';
import { DEFAULT_SIDEBAR, type SidebarResult } from './build-sidebar.js';
import type { ResolvedPage } from './resolve-pages.js';
import { translate, type Messages } from '../../theme/messages/format.js';
import type { ProbedPage } from '../pages/probe-pages.js';

/** A meta description: at most 160 characters, cut at a word. */
export function shorten(text: string): string {
  return text.length > 160 ? text.slice(0, text.lastIndexOf(' ', 157)) + '…' : text;
}

/**
 * The page-data factory of every kind of page (docs, generated indexes, tag pages, the home page,
 * search and 404, the API reference's): what every page has by default, its document title (the
 * site's title on the home page, else "title | site"), and what the page says itself.
 */
export function pageData(
  fields: Pick<PageData, 'route' | 'kind' | 'title' | 'description'> & Partial<PageData>,
  config: ResolvedConfig,
): PageData {
  const { route, kind, title, description, documentTitle: untitled, ...own } = fields;
  // A custom page whose Layout gives no title is titled as the site (Docusaurus' Layout without title).
  const documentTitle =
    untitled ?? (kind === 'home' ? config.title : `${title} ${config.titleDelimiter} ${config.title}`);
  // version, alternates and canonical are set once every docs version's pages are known
  // (cli/versions/version-pages.ts).
  return { ...PAGE_DEFAULTS, tools: { top: '', end: '' }, route, kind, title, documentTitle, description, ...own };
}

/** What a page has unless it says otherwise (tools: see pageTools). */
const PAGE_DEFAULTS: Omit<PageData, 'route' | 'kind' | 'title' | 'documentTitle' | 'description' | 'tools'> = {
  lead: null,
  toc: [],
  breadcrumbs: [],
  previous: null,
  next: null,
  cards: [],
  tags: [],
  sidebar: null,
  hideTitle: false,
  hasMermaid: false,
  hydrateFromHtml: true,
  source: null,
  noindex: false,
  image: null,
  version: null,
  alternates: {},
  canonical: null,
  editUrl: null,
  lastUpdated: null,
};

/** What the previous/next links of a page need to know of the others (front matter `pagination_*`). */
export interface PaginationTargets {
  /** A doc's link by its id (`pagination_next: other-doc`). */
  byId(id: string): PageLink | null;
  /** A page's `pagination_label`, its title in other pages' links. */
  labelOf(route: string): string | undefined;
}

/**
 * A doc page's data. Front matter can hide the title, set the TOC levels, choose the sidebar
 * (`displayed_sidebar`), and replace the previous/next links (`pagination_prev/next`: a doc
 * id or null); `pagination_label` is the page's title in other pages' links.
 */
export function docPageData(
  resolved: ResolvedPage,
  config: ResolvedConfig,
  sidebar: SidebarResult,
  pages: PaginationTargets,
  tags: PageLink[],
): PageData {
  const { route, compiled, title } = resolved;
  const fm = route.doc.frontMatter;
  const nav = sidebar.navigation.get(route.route);
  const isHome = route.route === '/';
  const link = (target: PageLink | null | undefined) =>
    target ? { title: pages.labelOf(target.href) ?? target.title, href: target.href } : null;
  const override = (id: string | null | undefined, fallback: PageLink | null | undefined) =>
    id === null ? null : id !== undefined ? pages.byId(id) : link(fallback);
  const [min, max] = [
    fm.toc_min_heading_level ?? config.toc.minHeadingLevel,
    fm.toc_max_heading_level ?? config.toc.maxHeadingLevel,
  ];
  return pageData(
    {
      route: route.route,
      kind: isHome ? 'home' : 'doc',
      title,
      description: resolved.description,
      lead: fm.description !== undefined ? resolved.description : null,
      hideTitle: fm.hide_title,
      toc: fm.hide_table_of_contents ? [] : compiled.toc.filter((t) => t.level >= min && t.level <= max),
      breadcrumbs: nav?.breadcrumbs ?? [],
      // A category's own page lists the category's items where it shows <DocCardList />.
      cards: sidebar.cards.get(route.route) ?? [],
      tags,
      previous: override(fm.pagination_prev, nav?.previous),
      next: override(fm.pagination_next, nav?.next),
      sidebar: fm.displayed_sidebar !== undefined ? fm.displayed_sidebar : (sidebar.sidebarOf.get(route.route) ?? null),
      hasMermaid: compiled.hasMermaid,
      // Content with no code of its own is final HTML (made at compile time, or once this data exists).
      hydrateFromHtml: compiled.code === null,
      source: route.doc.relPath,
      noindex: fm.unlisted,
      image: fm.image ?? null,
    },
    config,
  );
}

export function generatedIndexPageData(route: string, config: ResolvedConfig, sidebar: SidebarResult): PageData {
  const meta = sidebar.generatedTitles.get(route) ?? { title: route, description: '' };
  const nav = sidebar.navigation.get(route);
  return pageData(
    {
      route,
      kind: 'generated-index',
      title: meta.title,
      description: meta.description,
      lead: meta.description,
      breadcrumbs: nav?.breadcrumbs ?? [],
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      cards: sidebar.cards.get(route) ?? [],
      sidebar: sidebar.sidebarOf.get(route) ?? null,
    },
    config,
  );
}

/**
 * The home page of docs that have none of their own (no page at "/", as in a Docusaurus project
 * whose landing page is not part of its docs): the site's title and tagline, and a card per
 * top-level item of the first sidebar, so "/" is never a dead end.
 */
export function homeIndexPageData(
  config: ResolvedConfig,
  sidebar: SidebarResult,
  descriptions: (route: string) => string | undefined,
): PageData {
  const firstLink = (item: SidebarItem): string | null =>
    item.type === 'html'
      ? null
      : item.type === 'link'
        ? item.href
        : (item.href ?? item.items.map(firstLink).find((href) => href !== null) ?? null);
  const items = sidebar.sidebars[DEFAULT_SIDEBAR] ?? Object.values(sidebar.sidebars)[0] ?? [];
  const cards = items.flatMap((item) => {
    const href = firstLink(item);
    return href && item.type !== 'html' ? [{ title: item.label, href, description: descriptions(href) ?? '' }] : [];
  });
  return pageData(
    {
      route: '/',
      kind: 'home',
      title: config.title,
      description: config.tagline,
      lead: config.tagline || null,
      next: cards[0] ? { title: cards[0].title, href: cards[0].href } : null,
      cards,
    },
    config,
  );
}

/** The page listing every tag, and each tag's page listing its docs (see tags.ts). */
export function tagPagesData(
  site: SiteTags,
  config: ResolvedConfig,
  docs: (route: string) => CardItem,
  messages: Messages,
): PageData[] {
  const tags = translate(messages, 'theme.tags.tagsPageTitle');
  const description = translate(messages, 'hub.tags.tagsPageDescription', { siteTitle: config.title });
  const index = pageData(
    { route: site.indexRoute, kind: 'generated-index', title: tags, description, cards: tagCards(site, messages) },
    config,
  );
  const breadcrumbs = [{ title: tags, href: site.indexRoute }];
  return [
    index,
    ...[...site.tags.values()].map((tag) => {
      const title = tagPageTitle(tag, messages);
      return pageData(
        {
          route: tag.route,
          kind: 'generated-index',
          title,
          description: title,
          breadcrumbs,
          cards: tag.docs.map((doc) => docs(doc.route)),
        },
        config,
      );
    }),
  ];
}

export function specialPageData(kind: 'search' | 'not-found', config: ResolvedConfig, messages: Messages): PageData {
  const title = translate(messages, kind === 'search' ? 'theme.SearchPage.emptyResultsTitle' : 'theme.NotFound.title');
  return pageData(
    {
      route: kind === 'search' ? '/search' : '/404',
      kind,
      title,
      description:
        kind === 'search'
          ? translate(messages, 'hub.SearchPage.description', { siteTitle: config.title })
          : translate(messages, 'theme.NotFound.p1'),
      // The search page is its own chunk's component.
      hydrateFromHtml: kind === 'not-found',
      noindex: true,
    },
    config,
  );
}

/**
 * A custom page's data (src/pages). A component's title and description are its Layout's or
 * Head's (none: the site's title, and the page is the site's home in the document title, as in
 * Docusaurus; a Head's `<title>` is the document title as written); a Markdown page's are its
 * front matter's, else its first heading's, and it shows its TOC in the doc layout, without a
 * sidebar.
 */
export function customPageData(page: ProbedPage, config: ResolvedConfig): PageData {
  const { source, probe } = page;
  const fm = source.frontMatter;
  const markdown = source.kind === 'markdown';
  const title = (markdown ? (fm?.title ?? page.heading ?? probe.title) : probe.title) ?? null;
  const description =
    (markdown ? fm?.description : undefined) ??
    probe.description ??
    (page.sections.find((s) => s.heading === null)?.text
      ? shorten(page.sections.find((s) => s.heading === null)!.text)
      : config.tagline);
  return pageData(
    {
      route: source.route,
      kind: 'page',
      title: title ?? config.title,
      ...(probe.documentTitle !== undefined && !markdown
        ? { documentTitle: probe.documentTitle }
        : title === null
          ? { documentTitle: config.title }
          : {}),
      description,
      // A Markdown page with a heading of its own shows it (create-docusaurus' markdown-page.md has both); else its
      // title.
      hideTitle: !markdown || fm?.title === undefined || page.heading !== null,
      toc: markdown && !fm?.hide_table_of_contents ? page.toc : [],
      hydrateFromHtml: false,
      source: null,
      noindex: fm?.unlisted ?? false,
      image: fm?.image ?? null,
      layout: { markdown, noFooter: probe.noFooter ?? false, wrapperClassName: probe.wrapperClassName ?? null },
    },
    config,
  );
}
