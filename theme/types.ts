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

/** An API reference generated from an OpenAPI document. */
export interface OpenApiEntry {
  /** The OpenAPI 3.0/3.1 file (YAML or JSON), relative to the config file. */
  spec: string;
  /** Route of the reference's overview page; its tag and operation pages go below it. */
  route: string;
  /** Title of the overview page and of its sidebar category. */
  label?: string;
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
  openapi?: OpenApiEntry[];
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
  openapi: Required<OpenApiEntry>[];
}

// ---------- Navigation data ----------

/** A sidebar entry: a page link or a category of entries. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Route of the page. */
  href: string;
  /** A short label shown before the link text, such as an operation's HTTP method. */
  badge?: string;
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
  /** Route → URL of the page's chunk. */
  routes: Record<string, string>;
  /** See SiteData.searchChunks. */
  searchChunks: string[];
}

/** The part of ResolvedConfig the browser needs. */
export type ClientConfig = Omit<ResolvedConfig, 'analytics' | 'favicon' | 'openapi'> & { analytics: { trackingID: string | null } };

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
 * One entry of a search index file: the documents and the serialised index, packed (see
 * theme/search/pack.ts: lunr's index is rebuilt from terms, postings and lengths on load).
 */
export interface SearchIndexEntry {
  /** Format version. */
  v: 1;
  language: string;
  /** Names of the lunr search pipeline functions. */
  pipeline: string[];
  /** Per page: [title, route, breadcrumb]. */
  pages: [string, string, string[]][];
  /** Per document: [type index, page index, anchor ('' = none), title (null = the page's), text (null = the title)]. */
  docs: [number, number, string, string | null, string | null][];
  /** Per term, sorted: [term, ...postings]; a posting is the doc-id gap, or -(gap + 1) followed by the term frequency when it is above 1. */
  terms: (string | number)[][];
  /** Token count of each document's text. */
  lengths: number[];
}

export type SearchIndexFile = SearchIndexEntry[];

/** search-manifest.json: language → index file name (relative to the manifest). */
export type SearchManifest = Record<string, string>;

export const SEARCH_MANIFEST_FILE = 'search-manifest.json';
