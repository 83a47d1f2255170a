/**
 * What the remark plugins of one page compile collect: everything downstream needs comes
 * out of this single parse (TOC, anchors, links to check, assets, search sections).
 */
import type { TwinContent } from '../twins/markdown.js';
import type { ResolvedConfig, TocItem } from '../../theme/types.js';
import type { HubDocsError } from '../errors.js';

export interface LinkCheck {
  /** Target route ("/schema/company") and anchor (without "#"), checked once all pages are compiled. */
  route: string;
  anchor: string;
  line?: number;
  column?: number;
  /** The partial the link is written in, when not the page itself. */
  file?: string;
}

/** A problem found while compiling, as plain data (it crosses worker threads); `file` only when not the page's own. */
export interface CompileProblem {
  message: string;
  line?: number;
  column?: number;
  hint?: string;
  file?: string;
}

export interface ImageAsset {
  /** Absolute source path. */
  source: string;
  /** Output path relative to the site root, e.g. "assets/img/hub-and-spoke-1a2b3c4d.svg". */
  output: string;
}

export interface SearchSection {
  /** Heading text, or null for the text before the first heading. */
  heading: string | null;
  anchor: string | null;
  level: number;
  text: string;
}

/**
 * The config as compiling sees it: no functions (it crosses to the worker threads), and none of
 * what only the page around the content shows (the navbar, the footer, the locale), in which a
 * site's locales differ: the compile of a page no locale translates is then the same in all of
 * them but for the base URL (cli/locales/shared-compile.ts), and its cache key says so.
 */
export type CompileConfig = Omit<ResolvedConfig, 'build' | 'navbar' | 'footer' | 'locale'> & {
  build: Omit<ResolvedConfig['build'], 'editUrl'>;
};

export function compileConfig(config: ResolvedConfig): CompileConfig {
  const { editUrl: _editUrl, ...build } = config.build;
  const { navbar: _navbar, footer: _footer, locale: _locale, ...compiled } = config;
  return { ...compiled, build };
}

export interface CompileContext {
  file: string;
  route: string;
  config: CompileConfig;
  /** Route of every known page: to resolve and check links. */
  routeOfFile: Map<string, string>;
  allRoutes: Set<string>;
  staticDir: string | null;
  /** The docs folder and the site's folder (the config's): where links to page files are also looked for. */
  docsDir: string;
  siteDir: string;
  /** The cache's folder of API spec downloads (cli/openapi/download.ts), which pages may link to. */
  downloadsDir: string;
  /** Custom heading ids from `## Title {#id}`, by file and line (customIdKey). */
  customIds: Map<string, string>;
  // Collected:
  errors: HubDocsError[];
  /** Directives nothing handles (an unknown admonition): warnings, errors or nothing, as `markdown.hooks` says. */
  unusedDirectives: CompileProblem[];
  /** Links to no page: errors, warnings or nothing, as the config's `onBrokenLinks` says. */
  brokenLinks: CompileProblem[];
  toc: TocItem[];
  anchors: string[];
  linkChecks: LinkCheck[];
  images: ImageAsset[];
  /** Files the page's content is made from besides its own (partials), with the hash of their bytes. */
  dependencies: { file: string; hash: string }[];
  hasMermaid: boolean;
  /**
   * The content renders Docusaurus' `<CodeBlock>` (imported from `@theme/CodeBlock`), which highlights as it renders.
   */
  rendersCodeBlock: boolean;
  /** Compiled to a module (not to HTML): imports of known modules stay, for the bundler to resolve. */
  keepKnownImports: boolean;
  /** The content is a page's, whose Markdown twin is made (not a Markdown file a component imports). */
  makesTwin: boolean;
  /** The page has `import`/`export` statements of its own. */
  hasEsm: boolean;
  sections: SearchSection[];
  firstParagraph: string;
  /** Text of a leading `# Title` (removed from the page), used when front matter has no title. */
  h1: string | null;
  /**
   * The content shows the page's data (DocCardList, TOCInline): it is rendered once that data exists (render-pages.ts),
   * not here.
   */
  readsPage: boolean;
  /** The content's Markdown twin (remark-markdown-twin.ts): plain CommonMark + GFM, without the title. */
  markdown: TwinContent;
}
