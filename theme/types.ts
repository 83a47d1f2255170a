/**
 * The JSON contracts between the build (cli/) and the browser (runtime/), typed once.
 * cli/ writes these shapes; theme/ renders them; runtime/ loads them.
 */
import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { siteConfigSchema } from './config-schema.js';

// ---------- Site configuration ----------

/** What a writer puts in site.config.ts (theme/config-schema.ts declares each field once). */
export type { SiteConfig, LocaleLink, SiteLocale } from './config-schema.js';
/** The config with every default filled in: all the build and the theme ever read. */
export type ResolvedConfig = z.output<typeof siteConfigSchema>;
/** A navbar or footer link as the theme shows it: `docId` links resolved to their route and label. */
export interface NavbarItem {
  label: string;
  /** An internal route ("/getting-started") or an absolute URL. */
  href: string;
  position: 'left' | 'right';
  /** A route of the same site that this build does not make (a blog): the browser, not the router, opens it. */
  outside?: true;
  /**
   * A link to a doc (`docId`, `sidebarId`): its route in each docs version that has it, by version name (`href` is the
   * last version's).
   */
  versions?: Record<string, string>;
  /** Class name(s) the config gives the link. */
  className?: string;
  /** Its accessible name, when its label is not (an icon link: `label` is then ""). */
  ariaLabel?: string;
}
/** HTML in the navbar (config `{ type: 'html', value }`) or the footer (config `{ html }`), shown as it is. */
export interface HtmlItem {
  type: 'html';
  value: string;
  position: 'left' | 'right';
  className?: string;
}
/** The navbar's docs version dropdown (config `{ type: 'docsVersionDropdown' }`). */
export interface VersionDropdownItem {
  type: 'docsVersionDropdown';
  position: 'left' | 'right';
  itemsBefore: NavbarItem[];
  itemsAfter: NavbarItem[];
  /** Never marked active. */
  activeClassDisabled: boolean;
}
/** The navbar's locale dropdown (config `{ type: 'localeDropdown' }`): the locales are ClientConfig.locale.locales. */
export interface LocaleDropdownItem {
  type: 'localeDropdown';
  position: 'left' | 'right';
  itemsBefore: NavbarItem[];
  itemsAfter: NavbarItem[];
}
/** A dropdown of links in the navbar (config `{ type: 'dropdown' }`): a button that opens a menu of its links. */
export interface LinkDropdownItem {
  type: 'dropdown';
  label: string;
  position: 'left' | 'right';
  items: NavbarItem[];
}
export type Logo = NonNullable<ResolvedConfig['navbar']['logo']>;
/** An API reference generated from an OpenAPI document. */
export type OpenApiEntry = ResolvedConfig['openapi'][number];
/** A search context: results under `path` can be shown within or outside it. */
export type SearchContext = ResolvedConfig['search']['contexts'][number];

// ---------- Navigation data ----------

/** A sidebar entry: a page link, a category of entries, or a piece of HTML (a sidebars file's `html` item). */
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Route of the page, or an absolute URL (a sidebars file's `link` item). */
  href: string;
  /** A short label shown before the link text, such as an operation's HTTP method. */
  badge?: string;
  className?: string;
  /** Its translation key when not its label (Docusaurus' `key`): `sidebar.<id>.link.<key>` in current.json. */
  key?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's index page (doc or generated index), if it has one. */
  href: string | null;
  items: SidebarItem[];
  /** Closed at first unless it holds the page being read (the default); false: open at first. */
  collapsed?: boolean;
  /** False: always open, with no toggle. */
  collapsible?: boolean;
  className?: string;
  /**
   * Its translation key when not its label (Docusaurus' `key`, which tells apart two categories of
   * the same label): `sidebar.<id>.category.<key>` in current.json.
   */
  key?: string;
}

export interface SidebarHtml {
  type: 'html';
  /** HTML as the sidebars file gives it (the site's own markup). */
  value: string;
  className?: string;
}

/** sidebar.json: each sidebar by its id (one, "default", for docs without a sidebars file). */
export type Sidebars = Record<string, SidebarItem[]>;

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

/**
 * `blog-post`: a post; `blog-list`: a page of the blog that lists posts, tags or authors (its content is final HTML);
 * `page`: a custom page of the site (src/pages: a React component, or Markdown in the doc layout without a sidebar).
 */
export type PageKind = 'doc' | 'home' | 'generated-index' | 'search' | 'not-found' | 'blog-post' | 'blog-list' | 'page';

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
  /** Cards of a generated category index page (and of the tags pages). */
  cards: CardItem[];
  /** The page's tags (front matter `tags`), each linking to its tag's page. */
  tags: PageLink[];
  /** Id of the sidebar the page shows (see Sidebars); null: none. */
  sidebar: string | null;
  /**
   * The lead paragraph under the title: a description the writer gave (not one taken from the content, which would
   * repeat it).
   */
  lead: string | null;
  /** The title is not shown above the content (front matter `hide_title`). */
  hideTitle: boolean;
  /** The social card image (og:image), as the front matter gives it. */
  image: string | null;
  hasMermaid: boolean;
  /**
   * The page's server HTML is final: no components of its own, only Markdown and hub-docs'
   * components. A first load then hydrates around that HTML (its data inline in the page)
   * without loading the page's chunk; diagrams become islands; client navigation to the page
   * fetches its HTML.
   */
  hydrateFromHtml: boolean;
  /** Source file relative to the docs folder, for edit links and error overlays. */
  source: string | null;
  noindex: boolean;
  /** "Edit this page" URL (config `docs.editUrl`, front matter `custom_edit_url`); null: no link. */
  editUrl: string | null;
  /**
   * When the page last changed: the last commit of its file, or front matter `last_update.date`; null: unknown or not
   * shown.
   */
  lastUpdated: {
    /** ISO 8601, for machines (`<time datetime>`, dateModified, lastmod). */
    date: string;
    /** "14 Mar 2025", for readers. */
    text: string;
  } | null;
  /**
   * Static HTML around the content (cli/render/page-tools.ts): `top`, under the title, the
   * Markdown twin's actions; `end`, the feedback control, edit link and last update. Markup in
   * the data, so drawing it costs the browser no code.
   */
  tools: { top: string; end: string };
  /**
   * Name of the docs version the page belongs to (see SiteData.versions); null for pages of none (search, 404, a made
   * home page).
   */
  version: string | null;
  /**
   * The same page in the site's other docs versions, by version name: the doc with the same id, or the generated index
   * at the same path.
   */
  alternates: Record<string, string>;
  /**
   * Route of the page `<link rel="canonical">` names, when not the page itself (an old version's page: the last
   * version's).
   */
  canonical: string | null;
  /** A blog post's byline under its title (date, reading time, authors): static HTML, as `tools`. */
  byline?: string;
  /**
   * Only on a page of a locale that has no translation of it (cli/locales/untranslated-notice.ts):
   * the default locale's page is shown, in its language (`lang`), under a notice in the reader's
   * language linking to the original (`href`, with the base URL).
   */
  untranslated?: { lang: string; href: string; notice: string; original: string };
  /**
   * Custom pages only (kind "page"): Markdown, shown in the doc layout, or a component, shown
   * alone; what its `@theme/Layout` asked for (no footer, a class on the main wrapper).
   */
  layout?: { markdown: boolean; noFooter: boolean; wrapperClassName: string | null };
}

/** A docs version as the browser knows it (Docusaurus' version metadata), newest first in SiteData.versions. */
export interface DocsVersion {
  /** "current" for the docs folder, else its name in versions.json. */
  name: string;
  label: string;
  /** Route of the version's root ("/" for the one at the docs root, "/next", "/1.x"). */
  path: string;
  /**
   * Route of its main page (the page at its root, else its first sidebar's first doc): where the dropdown goes when the
   * page being read has no counterpart.
   */
  mainDoc: string;
  /** The last version: the one at the docs root, the others' banner links to it. */
  isLast: boolean;
  /** The banner above its pages (null: none). */
  banner: 'unreleased' | 'unmaintained' | null;
  /** Show "Version: <label>" above its pages. */
  badge: boolean;
  /** Class name of its pages. */
  className: string;
  /**
   * The search contexts (config search.contexts, routes of the last version) with their paths under this version's
   * root.
   */
  searchContexts: SearchContext[];
}

/** What the browser knows about the whole site (bundled into the runtime entry). */
export interface SiteData {
  config: ClientConfig;
  /**
   * URL of the search manifest: `{ "<language>": "<hashed index file>" }`. A small un-hashed
   * pointer, so `hub-docs index` can replace the index without rebuilding the runtime.
   */
  searchManifestUrl: string;
  /** The docs versions, newest first ("current" first when it is built); one for a site without versions. */
  versions: DocsVersion[];
}

/** URLs of what the lazy parts of the page load: mermaid's prebuilt ESM build. */
export interface SiteAssets {
  mermaid: string;
}

/**
 * The `hub:site` module the build generates for the runtime: this object as its default
 * export (serialised once, as JSON), plus `loadSender` (code, so not part of it). Nothing in it
 * depends on the pages, so a content edit leaves the runtime as it was: the sidebar and the
 * route manifest come from sidebar.json and route-manifest.json, whose URLs each page gives
 * (PageUrls).
 */
export interface SiteModule {
  /** The docs versions are in route-manifest.json (RouteManifest.versions), data rather than code the page runs. */
  site: Omit<SiteData, 'versions'>;
  assets: SiteAssets;
}

/**
 * The URLs of the JSON every page's runtime fetches before hydrating, versioned by their
 * content: attributes of the page's root element (`#__hub`), preloaded by its head.
 */
export interface PageUrls {
  /** sidebar.json (SidebarItem[]). */
  sidebar: string;
  /** route-manifest.json (RouteManifest). */
  manifest: string;
}

/** A page's chunk: its content component and its PageData. */
export interface PageModule {
  default: ComponentType;
  page: PageData;
}

/** route-manifest.json: what the runtime needs of the bundle's file names, and the docs versions, fetched once. */
export interface RouteManifest {
  /** SiteData.versions. */
  versions: DocsVersion[];
  /**
   * Route → URL of the page's chunk, then the chunks that chunk imports beyond the entry's, as
   * indices into `chunks`, for the pages that have one (components of their own, the search
   * page): the runtime prefetches them together (runtime/prefetch.ts), so a client navigation
   * finds all of the page's code in the HTTP cache. Any other page is fetched as HTML.
   */
  routes: Record<string, [chunk: string, ...imports: number[]]>;
  /** URLs of the chunks page chunks import beyond the entry's (shared by many pages, so named once). */
  chunks: string[];
  /**
   * The routes of pages whose last segment has an extension ("/blog/release-1.2", "/docs/v2.x/intro",
   * "/foo.bar"), sorted: pages, though their URL looks like a file's. The router shows them in place;
   * a link to any other such URL ("/files/x.pdf") is a file, which the browser opens.
   */
  fileLikeRoutes: string[];
  /** See SiteData.searchChunks. */
  searchChunks: string[];
  /**
   * URLs of the chunks of the islands (runtime/islands.tsx: React and the islands' code): fetched ahead when an island
   * is about to be needed, run when it is.
   */
  islandChunks: string[];
}

/** What `hub-docs serve` tells open pages over its event stream (/__hub/events). */
export interface BuildEvent {
  type: 'reload' | 'error' | 'ok';
  /** For errors: the message as printed in the terminal. */
  message?: string;
  /** For errors: the routes of the broken pages ([] = the whole site is affected). */
  routes?: string[];
}

/** The part of ResolvedConfig the browser needs (the docs versions are SiteData.versions). */
export type ClientConfig = Omit<
  ResolvedConfig,
  | 'analytics'
  | 'favicon'
  | 'openapi'
  | 'llms'
  | 'feedback'
  | 'build'
  | 'navbar'
  | 'footer'
  | 'search'
  | 'docs'
  | 'customFields'
> & {
  /** Docusaurus' customFields, only when the site has some. */
  customFields?: Record<string, unknown>;
  analytics: { trackingID: string | null };
  /** The search contexts are each docs version's (DocsVersion.searchContexts). */
  search: Omit<ResolvedConfig['search'], 'contexts'>;
  navbar: Omit<ResolvedConfig['navbar'], 'items'> & {
    items: (NavbarItem | LinkDropdownItem | VersionDropdownItem | LocaleDropdownItem | HtmlItem)[];
  };
  footer: Omit<ResolvedConfig['footer'], 'links'> & { links: (NavbarItem | HtmlItem)[] };
};

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
 * the results it shows (their files beside the folder, see DOCUMENTS_DIR). theme/search/format.ts
 * reads and writes these shapes.
 */
export interface SearchIndexHead {
  /** Format version (see SEARCH_INDEX_FORMAT). */
  v: 4;
  language: string;
  /** Names of the lunr search pipeline functions. */
  pipeline: string[];
  /** Number of documents (ids run from 0 to documents - 1, in route order). */
  documents: number;
  /** Documents per documents file: the nth file holds ids n × docsPerShard up to the next file's. */
  docsPerShard: number;
  /** Per documents file, the hash of its content, which names it (documentsFile: `../documents/<hash>.json`). */
  documentsFiles: string[];
  /**
   * Every indexed term, in code-unit order and front-coded: each entry is one character
   * (code 48 + the length of the prefix it shares with the previous term) and the rest of the term.
   */
  terms: string[];
  /**
   * Per term, one character (code 64 + a bit mask of the document types, in SEARCH_DOCUMENT_TYPES order, that hold it,
   * and WORD_BIT when the term is also an indexed word as it stands).
   */
  types: string;
  /**
   * The word list: every word of the documents as written (lower-cased, before stemming: what a
   * reader's misspelling is near), letters only, for typo tolerance. Per file `w-<n>.json`
   * (SearchWordsShard), the length of its words in code points and its first word; files in order
   * of length, then of their words.
   */
  words: [number, string][];
  /**
   * Names of the lunr pipeline functions that make a word of a token (the index pipeline's functions before the
   * stemmer).
   */
  wordPipeline: string[];
  /**
   * Per postings group (POSTINGS_GROUPS: the types whose postings share files): the first term index of each of its
   * files `p<group>-<n>.json`, ascending.
   */
  postings: number[][];
  /** Per configured search context path: the ranges [first, end) of document ids within it. */
  contexts: Record<string, [number, number][]>;
}

/**
 * A postings file: for each term it covers that has documents of the file's types, the gap from the
 * previous term index (the first from the file's first term), then per type of the group the
 * number of postings and per posting the gap from the previous document id and lunr's score of
 * the term in that document × 1000 (and for titles and headings, the term's place among the
 * document's distinct terms).
 */
export type SearchPostingsShard = number[];

/**
 * A word list file: its words, front-coded as `terms`; per word the gap from the previous word's stem (a term index);
 * per word a digit, how common it is (WordList in theme/search/format.ts).
 */
export type SearchWordsShard = [string[], number[], string];

/** A documents file. */
export interface SearchDocumentsShard {
  /** Per page with documents in this file: [id of its first document (its title), title, route, breadcrumb]. */
  pages: [number, string, string, string[]][];
  /**
   * Per document: [type index, page index in `pages`, anchor ('' = none), title (null = the page's), text (null = the
   * title)].
   */
  docs: [number, number, string, string | null, string | null][];
}

/**
 * search-manifest.json: docs version name ("current", "1.x") → language ("en") → the folder of that
 * index, relative to the manifest and ending in "/". Un-hashed, so `hub-docs index` can swap in
 * a new index without rebuilding the runtime; the folders' names carry their content's hash.
 */
export interface SearchManifest {
  indexes: Record<string, Record<string, string>>;
  /** The last docs version (the one at the docs root): what `hub-docs search` searches unless told otherwise. */
  lastVersion?: string;
}

export const SEARCH_MANIFEST_FILE = 'search-manifest.json';
