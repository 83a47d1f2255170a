/**
 * The prepared site as the stages after it see it (build.ts makes it): its pages, its docs
 * versions, and what the build does while it prepares it. Types only, in a module of their own
 * so the stages can name them without importing build.ts, which imports them.
 */
import type { PageData, ResolvedConfig, Sidebars, SiteAssets, SiteData } from '../theme/types.js';
import type { Routes } from './pipeline/resolve-routes.js';
import type { SidebarResult } from './pipeline/build-sidebar.js';
import type { Renderers } from './pipeline/renderers.js';
import type { MarkdownModules } from './pipeline/bundle.js';
import type { PageContent } from './pipeline/render-pages.js';
import type { VersionPlan } from './versions/docs-versions.js';
import type { SearchSection } from './mdx/context.js';
import type { CompiledPage } from './pipeline/compile-page.js';
import type { TwinContent } from './twins/markdown.js';
import type { HubDocsError } from './errors.js';
import type { RedirectPage } from './pipeline/client-redirects.js';
import type { LocalePlan } from './locales/locale-plan.js';
import type { Translation } from './locales/translated-docs.js';
import type { Messages } from '../theme/messages/format.js';
import type { ThemeOverrides } from './pages/theme-overrides.js';

/** One page of the site, as every stage after the sidebar sees it. */
export interface SitePage {
  data: PageData;
  content: PageContent;
  /** The source file (null for pages hub-docs makes: generated index, search, 404). */
  file: string | null;
  /** Folder its relative imports resolve from. */
  resolveDir: string;
  keywords: string[];
  sections: SearchSection[];
  /** The content's Markdown twin (CompiledPage.markdown); null for pages hub-docs makes. */
  markdown: TwinContent | null;
}

/** One docs version of the site (a site without versions has one: "current"). */
export interface PreparedVersion {
  plan: VersionPlan;
  routes: Routes;
  sidebar: SidebarResult;
  /** Its sidebars as its sidebar file holds them (sidebarFileOf), by their site-wide ids (sidebarKey). */
  sidebars: Sidebars;
}

export interface PreparedSite {
  config: ResolvedConfig;
  configFile: string;
  /** The current version's docs folder. */
  docsDir: string;
  staticDir: string;
  /** The docs versions, newest first (site.versions in the same order). */
  versions: PreparedVersion[];
  /** Absolute source file → route, over every version. */
  sources: Map<string, string>;
  renderers: Renderers;
  /** What the browser knows of the site. */
  site: SiteData;
  assets: SiteAssets;
  /** What the theme says, in the site's locale (cli/i18n/code-translations.ts). */
  messages: Messages;
  /** Every route's page, sorted by route. */
  pages: SitePage[];
  /** Images the pages show: output path → source file. */
  images: Map<string, string>;
  /** Redirect pages (clientRedirects), written beside the pages. */
  redirects: RedirectPage[];
  /** The site's src/theme Root and MDXComponents (cli/pages/theme-overrides.ts). */
  overrides: ThemeOverrides;
  /** How many pages were compiled (the rest came from the cache). */
  recompiled: number;
  /** Files outside the docs folder the site is made from (OpenAPI documents, released versions): serve watches them. */
  watchFiles: string[];
  /** Problems that do not stop the build, each naming the file to edit: reported together. */
  warnings: HubDocsError[];
  /** Compiles a Markdown file a component of the site imports (the bundler asks for it). */
  compileMarkdown: MarkdownModules;
  /** Other files the site's pages make (the blog's feeds): path in the output → contents. */
  files: { path: string; contents: string }[];
  /** The site's folder in the cache, where builds keep what the next one can reuse; null with --no-cache. */
  cacheFolder: string | null;
  /** The locale these pages are in (cli/locales/locale-plan.ts). */
  locale: LocalePlan;
  /**
   * In a locale other than the default: each translation file → its hash and the default locale's page it translates.
   */
  translations: Map<string, Translation>;
}

/** What build() does while the site is prepared: once the pages are counted, and as each is compiled. */
export interface PrepareHooks {
  beforeCompile?(pageCount: number): void;
  compiled?(page: CompiledPage, config: ResolvedConfig): void;
}
