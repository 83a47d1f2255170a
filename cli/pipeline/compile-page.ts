/**
 * compilePage: one MDX page → its content, plus everything the build needs about the page,
 * from a single parse: heading ids and TOC, highlighted code, admonitions, mermaid fences,
 * hashed images, rewritten and checked links, and the search sections. A page without
 * `import`/`export` statements of its own (most pages) is rendered to its final content HTML
 * here, by the content renderer; a page with them becomes a JS module for the bundler.
 */
import { hash } from 'node:crypto';
import { compile, type CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { HubDocsError } from '../errors.js';
import type { SiteWideContext } from '../../theme/context.js';
import { keepRendererCache, loadRenderer, type ContentRenderer, type RendererFile } from './renderers.js';
import type { CompileConfig, CompileContext, CompileProblem } from '../mdx/context.js';
import type { StaticContent } from '../render/content-entry.js';
import { PARTIAL_FILE, remarkPartials } from '../mdx/remark-partials.js';
import { prepareSource } from '../mdx/prepare-source.js';
import { remarkAdmonitions } from '../mdx/remark-admonitions.js';
import { remarkGfmPage } from '../mdx/remark-gfm-page.js';
import { remarkProductToken } from '../mdx/remark-product-token.js';
import { remarkFacts } from '../mdx/remark-facts.js';
import type { Facts } from '../content/fact-token.js';
import { remarkHeadings } from '../mdx/remark-headings.js';
import { remarkCodeBlocks } from '../mdx/remark-code-blocks.js';
import { highlightToHtml, loadPrism, resolveLanguage } from '../mdx/highlight.js';
import { remarkLinks } from '../mdx/remark-links.js';
import { remarkImages } from '../mdx/remark-images.js';
import { remarkSearchSections } from '../mdx/remark-search-sections.js';
import remarkComment from '@slorber/remark-comment';
import { remarkDetectEsm } from '../mdx/remark-detect-esm.js';
import { remarkKnownImports } from '../mdx/remark-known-imports.js';
import { knownExports } from '../mdx/known-modules.js';
import { remarkTableLabels } from '../mdx/remark-table-labels.js';
import { rehypeDropWhitespace } from '../mdx/rehype-drop-whitespace.js';
import { rehypeTakeTree, TreeTaken } from '../mdx/rehype-take-tree.js';
import type { Node } from 'unist';
import type { Root } from 'hast';
import { remarkMarkdownTwin } from '../mdx/remark-markdown-twin.js';
import { MDX_PASS_THROUGH_HANDLERS } from '../mdx/mdx-pass-through.js';

/**
 * What the plugins collected (see CompileContext), plus the module code. Plain data: it is cached as JSON and sent
 * between threads.
 */
export type CompiledPage = Pick<
  CompileContext,
  | 'h1'
  | 'firstParagraph'
  | 'toc'
  | 'anchors'
  | 'linkChecks'
  | 'brokenLinks'
  | 'images'
  | 'dependencies'
  | 'hasMermaid'
  | 'hasEsm'
  | 'sections'
  | 'markdown'
  | 'readsPage'
  | 'rendersCodeBlock'
> & {
  /**
   * The content's final HTML: pages without imports or exports of their own. Null also for a page
   * from the compile cache of a one-shot build, which leaves it in `htmlFile` (contentHtml).
   */
  html: string | null;
  /** The hash of that HTML (null: the page has no HTML, but `code`): what the render's reuse key needs of it. */
  htmlHash: string | null;
  /** Where the compile cache keeps the HTML of a page it did not read it for (a rebuild renders few pages). */
  htmlFile?: string;
  /** With PageJob.excerptBefore: the final HTML of the content before that line (null: none, or no final HTML). */
  excerptHtml: string | null;
  /** The page as a JS module (default export: the content component): pages with imports or exports of their own. */
  code: string | null;
  /**
   * Content without code of its own that shows the page's data (DocCardList, TOCInline): its tree
   * or function body, rendered to final HTML once that data exists (render-pages.ts), not here.
   */
  deferred: StaticContent | null;
  /** Problems that do not stop the compile (missing images, unknown facts...), reported together. */
  errors: CompileProblem[];
  /** See CompileContext.unusedDirectives. */
  unusedDirectives: CompileProblem[];
};

/** What differs from page to page. */
export interface PageJob {
  file: string;
  route: string;
  body: string;
  hasFrontMatterTitle: boolean;
  /** How the page's Markdown is read: as MDX, or as CommonMark with raw HTML (Docusaurus' "md" format). */
  markdownFormat: 'md' | 'mdx';
  /** Compile to a module whatever the page imports (a Markdown file a component imports): no HTML. */
  asModule?: boolean;
  /** With asModule: the file is a page too (a Markdown custom page), so its Markdown twin is made as a doc's. */
  pageTwin?: boolean;
  /**
   * A line of the body (a blog post's truncate marker): the content before it is also rendered,
   * from the same compile, as the excerpt the blog's lists show (CompiledPage.excerptHtml).
   */
  excerptBefore?: number;
}

/** What every page of a build shares (sent to each compile worker once, not with every page). */
export type SiteCompileContext = Omit<CompilePageOptions, keyof PageJob>;

export interface CompilePageOptions extends PageJob {
  config: CompileConfig;
  routeOfFile: Map<string, string>;
  allRoutes: Set<string>;
  staticDir: string | null;
  docsDir: string;
  siteDir: string;
  /**
   * The cache's folder of API spec downloads (cli/openapi/download.ts): a worker thread cannot know the command's cache
   * folder.
   */
  downloadsDir: string;
  /** The docs' `_facts.json`, flattened (none when absent). */
  facts?: Facts;
  /** Renders the content of pages without imports of their own. */
  renderer: RendererFile;
  /** What the content is rendered with (no sidebar: content never shows it). */
  shared: SiteWideContext;
  /** Components the site's src/theme/MDXComponents adds or replaces: a page that uses one is a module. */
  siteComponents?: string[];
  /**
   * Leave the content unrendered (in `deferred`, as content that shows the page's data): a page
   * every locale shares is compiled once and rendered in each locale's words (cli/locales/shared-compile.ts).
   */
  renderLater?: boolean;
}

/**
 * Whether the page has ESM of its own: an `export`, or an `import` of something other than a
 * known module (see known-modules.ts), at the start of a line outside code fences (where MDX
 * reads ESM). A guess from the text, to compile once in the right form; MDX's parse decides.
 */
export function hasOwnEsm(body: string): boolean {
  let fence: string | null = null;
  let statement: string | null = null;
  for (const line of body.split('\n')) {
    if (statement !== null) {
      statement += '\n' + line;
    } else {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
      if (fence !== null || marker) continue;
      if (/^export\b/.test(line)) return true;
      if (!/^import\b/.test(line)) continue;
      statement = line;
    }
    const source = /(?:\bfrom\s*|^import\s*)(['"])([^'"]+)\1/m.exec(statement)?.[2];
    if (source === undefined) continue; // an import over several lines: read on
    // A partial (a Markdown file) becomes part of the page; a known module's components are the theme's.
    if (!knownExports(source) && !PARTIAL_FILE.test(source)) return true;
    statement = null;
  }
  return statement !== null;
}

export async function compilePage(options: CompilePageOptions): Promise<CompiledPage> {
  const first = await compileMdx(
    options,
    options.asModule || (options.markdownFormat === 'mdx' && hasOwnEsm(options.body)) ? 'program' : 'function-body',
  );
  // The line check and MDX disagree only on unusual input: MDX decides (a page whose tree was taken has no ESM,
  // whatever the guess).
  const { ctx, content } =
    options.asModule || first.content.tree || first.ctx.hasEsm === (first.format === 'program')
      ? first
      : await compileMdx(options, first.ctx.hasEsm ? 'program' : 'function-body');
  let html: string | null = null;
  let excerptHtml: string | null = null;
  const staticContent: StaticContent | null =
    ctx.hasEsm || options.asModule
      ? null
      : content.tree
        ? { tree: content.tree as Root }
        : { functionBody: content.code! };
  // Content that shows the page's data waits for it; the rest is final HTML now.
  const deferred = staticContent && (ctx.readsPage || options.renderLater) ? staticContent : null;
  if (staticContent && !deferred) {
    const render = { ...options, rendersCodeBlock: ctx.rendersCodeBlock };
    html = await renderContent(staticContent, render);
    if (options.excerptBefore !== undefined && 'tree' in staticContent)
      excerptHtml = await renderContent({ tree: treeBefore(staticContent.tree, options.excerptBefore) }, render);
  }
  return {
    html,
    excerptHtml,
    htmlHash: html === null ? null : htmlHash(html),
    code: ctx.hasEsm || options.asModule ? (content.code ?? null) : null,
    deferred,
    readsPage: ctx.readsPage,
    rendersCodeBlock: ctx.rendersCodeBlock,
    h1: ctx.h1,
    firstParagraph: ctx.firstParagraph,
    toc: ctx.toc,
    anchors: ctx.anchors,
    linkChecks: ctx.linkChecks,
    brokenLinks: ctx.brokenLinks,
    images: ctx.images,
    dependencies: ctx.dependencies,
    hasMermaid: ctx.hasMermaid,
    hasEsm: ctx.hasEsm,
    sections: ctx.sections,
    markdown: ctx.markdown,
    errors: ctx.errors.map((e) => ({
      message: e.message,
      line: e.location?.line,
      column: e.location?.column,
      hint: e.hint,
      ...(e.location && e.location.file !== options.file ? { file: e.location.file } : {}),
    })),
    unusedDirectives: ctx.unusedDirectives.map(({ file, ...d }) => ({
      ...d,
      ...(file && file !== options.file ? { file } : {}),
    })),
  };
}

/** A compiled page's content without code of its own (not showing the page's data) as its final HTML. */
export async function renderContent(
  content: StaticContent,
  options: Pick<CompilePageOptions, 'renderer' | 'shared' | 'route' | 'file'> & { rendersCodeBlock: boolean },
): Promise<string> {
  const renderer = await loadRenderer<ContentRenderer>(options.renderer);
  renderer.setHighlighter({ highlightToHtml, resolveLanguage });
  if (options.rendersCodeBlock) await loadPrism();
  try {
    const html = renderer.renderStatic(content, options.shared, options.route, null);
    keepRendererCache(options.renderer);
    return html;
  } catch (cause) {
    throw new HubDocsError(`rendering the page failed: ${(cause as Error).message}`, {
      location: { file: options.file },
      hint: 'a component on this page throws while rendering',
      cause,
    });
  }
}

/** The hash of a page's HTML (CompiledPage.htmlHash). */
export function htmlHash(html: string): string {
  return hash('sha256', html, 'hex');
}

/**
 * The content before a line of the body: the top-level nodes up to the first that reaches it (the
 * truncate marker's own node, or a block it is inside). Nodes the compile made keep their place.
 */
export function treeBefore(tree: Root, line: number): Root {
  const end = tree.children.findIndex((node) => node.position !== undefined && node.position.end.line >= line);
  return end < 0 ? tree : { ...tree, children: tree.children.slice(0, end) };
}

/**
 * What MDX's compile gave: the page as JavaScript, or, for a page that needs no code of its own, its HTML tree
 * (rehype-take-tree.ts).
 */
type MdxOutput = { code: string; tree?: undefined } | { tree: Node; code?: undefined };

async function compileMdx(
  options: CompilePageOptions,
  format: 'program' | 'function-body',
): Promise<{ ctx: CompileContext; content: MdxOutput; format: typeof format }> {
  const customIds = new Map<string, string>();
  const source = prepareSource(options.body, options.file, customIds);
  const ctx: CompileContext = {
    file: options.file,
    route: options.route,
    config: options.config,
    routeOfFile: options.routeOfFile,
    allRoutes: options.allRoutes,
    staticDir: options.staticDir,
    docsDir: options.docsDir,
    siteDir: options.siteDir,
    downloadsDir: options.downloadsDir,
    customIds,
    errors: [],
    unusedDirectives: [],
    brokenLinks: [],
    toc: [],
    anchors: [],
    linkChecks: [],
    images: [],
    dependencies: [],
    keepKnownImports: options.asModule === true,
    makesTwin: options.asModule !== true || options.pageTwin === true,
    hasMermaid: false,
    rendersCodeBlock: false,
    hasEsm: false,
    sections: [],
    firstParagraph: '',
    h1: null,
    readsPage: false,
    markdown: '',
  };
  let content: MdxOutput;
  // Loaded for CommonMark pages only (parse5 and its entity tables: ~5 ms of a rebuild's start); most sites have none.
  const rehypeRaw = options.markdownFormat === 'md' ? (await import('rehype-raw')).default : null;
  try {
    const result = await compile(new VFile({ path: options.file, value: source }), {
      remarkPlugins: [
        remarkGfmPage(source),
        remarkPartials(ctx),
        remarkKnownImports(ctx),
        remarkDetectEsm(ctx, options.siteComponents ?? []),
        remarkDirective,
        remarkAdmonitions(ctx),
        remarkFacts(ctx, options.facts ?? {}),
        remarkProductToken(ctx),
        [remarkHeadings(ctx, { takeH1: !options.hasFrontMatterTitle })],
        remarkLinks(ctx),
        remarkImages(ctx),
        // Before code fences become components: the twin keeps them as fences.
        remarkMarkdownTwin(ctx),
        remarkCodeBlocks(ctx),
        remarkTableLabels(),
        remarkSearchSections(ctx),
        // HTML comments in MDX, as Docusaurus accepts them (they are dropped).
        ...(options.markdownFormat === 'mdx' ? [remarkComment] : []),
      ],
      remarkRehypeOptions: { handlers: MDX_PASS_THROUGH_HANDLERS },
      // CommonMark keeps its raw HTML, as in Docusaurus' "md" format.
      rehypePlugins: [
        ...(rehypeRaw
          ? [
              [
                rehypeRaw,
                {
                  passThrough: [
                    'mdxFlowExpression',
                    'mdxJsxFlowElement',
                    'mdxJsxTextElement',
                    'mdxTextExpression',
                    'mdxjsEsm',
                  ],
                },
              ] as NonNullable<CompileOptions['rehypePlugins']>[number],
            ]
          : []),
        rehypeDropWhitespace,
        // Last: a page rendered here from its tree leaves the compile before it becomes JavaScript.
        ...(options.asModule ? [] : [rehypeTakeTree(() => ctx.hasEsm)]),
      ],
      format: options.markdownFormat,
      jsxImportSource: 'react',
      outputFormat: format,
      development: false,
    });
    content = { code: String(result) };
  } catch (cause) {
    if (cause instanceof TreeTaken) return { ctx, content: { tree: cause.tree }, format };
    const e = cause as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const column = e.column ?? e.place?.column ?? e.place?.start?.column;
    if (line === undefined) {
      // Not a syntax error of the page but a failure of ours: keep the cause for the report.
      throw new HubDocsError(`compiling the page failed: ${e.message}`, {
        location: { file: options.file },
        hint: 'this is likely a hub-docs bug; please report it with this page',
        cause,
      });
    }
    const markdownFile = options.file.endsWith('.md');
    throw new HubDocsError(`MDX syntax error: ${e.reason ?? e.message}`, {
      location: { file: options.file, line, column },
      hint:
        'in MDX, "{", "}" and "<" start JavaScript or JSX: wrap literal ones in `inline code` or escape them as \\{ and \\<' +
        (markdownFile
          ? "; .md files are MDX too (as in Docusaurus 3): to read them as CommonMark, set markdown.format to 'detect' in the config, or format: md in the page's front matter"
          : ''),
    });
  }
  return { ctx, content, format };
}
