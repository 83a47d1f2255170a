/**
 * The JSON contracts between the build (cli/) and the browser (runtime/), typed once.
 * cli/ writes these shapes; theme/ renders them; runtime/ loads them.
 */
import type { CodeThemeName } from './code-themes.js';

// ---------- Site configuration ----------

export interface NavbarItem {
  /** Text of the link. */
  label: string;
  /** An internal route ("/getting-started") or an absolute URL. */
  href: string;
  position?: 'left' | 'right';
}

export interface Logo {
  /** Path under the static folder or an absolute URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface SearchContext {
  /** Label shown in `See all results within "{label}"`. */
  label: string;
  /** Route prefix that belongs to the context, e.g. "/schema". */
  path: string;
}

/** What a writer puts in site.config.ts; everything optional has a default. */
export interface SiteConfig {
  title: string;
  tagline?: string;
  /** Public origin of the site, no trailing slash: "https://docs.example.com". */
  url: string;
  baseUrl?: string;
  favicon?: string;
  product: { name: string; slug: string };
  i18n?: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, { direction?: 'ltr' | 'rtl'; label?: string }> };
  navbar?: { title?: string; logo?: Logo; items?: NavbarItem[] };
  footer?: { logo?: Logo; copyright?: string; links?: NavbarItem[] };
  colorMode?: { defaultMode?: 'light' | 'dark'; disableSwitch?: boolean; respectPrefersColorScheme?: boolean };
  announcementBar?: { id: string; content: string; isCloseable?: boolean };
  prism?: { theme?: CodeThemeName; darkTheme?: CodeThemeName };
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  mermaid?: boolean;
  search?: { resultsLimit?: number; maxResults?: number; contextLength?: number; contexts?: SearchContext[] };
  /** gtag with a tracking id, or `sender`: a browser module whose default export is `(path: string) => void`. */
  analytics?: { trackingID?: string; sender?: string };
  docs?: { versionLabel?: string; editUrl?: string };
}

export interface ResolvedConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string | null;
  product: { name: string; slug: string };
  locale: { code: string; direction: 'ltr' | 'rtl' };
  navbar: { title: string; logo: Logo | null; items: NavbarItem[] };
  footer: { logo: Logo | null; copyright: string; links: NavbarItem[] };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar: { id: string; content: string; isCloseable: boolean } | null;
  prism: { theme: CodeThemeName; darkTheme: CodeThemeName };
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  mermaid: boolean;
  search: { resultsLimit: number; maxResults: number; contextLength: number; contexts: SearchContext[] };
  analytics: { trackingID: string | null; sender: string | null };
  docs: { versionLabel: string; versionName: string; editUrl: string | null };
}

// ---------- Navigation data ----------

/** A sidebar entry: a page link or a category of entries. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Route of the page. */
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's index page (doc or generated index), if it has one. */
  href: string | null;
  items: SidebarItem[];
}

export interface PageLink {
  title: string;
  href: string;
}

export interface TocItem {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
}

export interface CardItem {
  title: string;
  href: string;
  description: string;
}

export type PageKind = 'doc' | 'home' | 'generated-index' | 'search' | 'not-found';

/** Everything the theme needs to render one page; computed once by the build. */
export interface PageData {
  route: string;
  kind: PageKind;
  title: string;
  /** `<title>` text. */
  documentTitle: string;
  description: string;
  toc: TocItem[];
  breadcrumbs: PageLink[];
  previous: PageLink | null;
  next: PageLink | null;
  /** Cards of a generated category index page. */
  cards: CardItem[];
  hasMermaid: boolean;
  /**
   * The page's server HTML is final: no components of its own, only Markdown and hub-docs'
   * components. A first load then hydrates around that HTML (its data inline in the page)
   * without loading the page's chunk; diagrams become islands. Client navigation to the page
   * still renders it from its chunk.
   */
  hydrateFromHtml: boolean;
  /** Source file relative to the docs folder, for edit links and error overlays. */
  source: string | null;
  noindex: boolean;
}

/** What the browser knows about the whole site (bundled into the runtime entry). */
export interface SiteData {
  config: ClientConfig;
  sidebar: SidebarItem[];
  /**
   * URL of the search manifest: `{ "<language>": "<hashed index file>" }`. A small un-hashed
   * pointer, so `hub-docs index` can replace the index without rebuilding the runtime.
   */
  searchManifestUrl: string;
  /**
   * URLs of every chunk the search box's panel and engine need (from route-manifest.json; empty
   * on the server): preloaded all at once when the box wakes, instead of one import after another.
   */
  searchChunks: string[];
}

/** route-manifest.json: what the runtime needs of the bundle's file names, fetched once. */
export interface RouteManifest {
  /**
   * Route → URL of the page's chunk, then the chunks that chunk imports beyond the entry's, as
   * indices into `chunks`: the runtime prefetches them together (runtime/prefetch.ts), so a
   * client navigation finds all of the page's code in the HTTP cache.
   */
  routes: Record<string, [chunk: string, ...imports: number[]]>;
  /** URLs of the chunks page chunks import beyond the entry's (shared by many pages, so named once). */
  chunks: string[];
  /** See SiteData.searchChunks. */
  searchChunks: string[];
}

/** The part of ResolvedConfig the browser needs. */
export type ClientConfig = Omit<ResolvedConfig, 'analytics' | 'favicon'> & { analytics: { trackingID: string | null } };

// ---------- Search ----------

export type SearchDocumentType = 'title' | 'heading' | 'description' | 'keywords' | 'content';

export interface SearchDocument {
  /** Unique id within the index. */
  id: number;
  /** Id of the page's title document (the parent page). */
  parent: number;
  type: SearchDocumentType;
  /** Route plus hash: "/core-concepts/canonical-data#money". */
  url: string;
  /** Page title (for title documents) or heading text. */
  title: string;
  /** Breadcrumb of the page: category labels. */
  breadcrumb: string[];
  /** Text searched and shown as snippet. */
  text: string;
}

/**
 * The search index is a folder of small JSON files, so a query downloads only what it needs:
 * the head (this file, `index.json`: the term dictionary and where everything else is), then
 * the postings of the query's terms for the document types it reaches, then the documents of
 * the results it shows. theme/search/format.ts reads and writes these shapes.
 */
export interface SearchIndexHead {
  /** Format version (see SEARCH_INDEX_FORMAT). */
  v: 2;
  language: string;
  /** Names of the lunr search pipeline functions. */
  pipeline: string[];
  /** Number of documents (ids run from 0 to documents - 1, in route order). */
  documents: number;
  /** Documents per documents file: file `d<n>.json` holds ids n × docsPerShard up to the next file's. */
  docsPerShard: number;
  /**
   * Every indexed term, in code-unit order and front-coded: each entry is one character
   * (code 48 + the length of the prefix it shares with the previous term) and the rest of the term.
   */
  terms: string[];
  /** Per term, one character (code 64 + a bit mask of the document types, in SEARCH_DOCUMENT_TYPES order, that hold it). */
  types: string;
  /** Per postings group (POSTINGS_GROUPS: the types whose postings share files): the first term index of each of its files `p<group>-<n>.json`, ascending. */
  postings: number[][];
  /** Per configured search context path: the ranges [first, end) of document ids within it. */
  contexts: Record<string, [number, number][]>;
}

/**
 * A postings file: for each term it covers that has documents of the file's types, the gap from the
 * previous term index (the first from the file's first term), then per type of the group the
 * number of postings and per posting the gap from the previous document id and lunr's score of
 * the term in that document × 1000.
 */
export type SearchPostingsShard = number[];

/** A documents file. */
export interface SearchDocumentsShard {
  /** Per page with documents in this file: [id of its first document (its title), title, route, breadcrumb]. */
  pages: [number, string, string, string[]][];
  /** Per document: [type index, page index in `pages`, anchor ('' = none), title (null = the page's), text (null = the title)]. */
  docs: [number, number, string, string | null, string | null][];
}

/**
 * search-manifest.json: docs version name ("current") → language ("en") → the folder of that
 * index, relative to the manifest and ending in "/". Un-hashed, so `hub-docs index` can swap in
 * a new index without rebuilding the runtime; the folders' names carry their content's hash.
 */
export interface SearchManifest {
  indexes: Record<string, Record<string, string>>;
}

export const SEARCH_MANIFEST_FILE = 'search-manifest.json';
