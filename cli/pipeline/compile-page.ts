/**
 * compilePage: one MDX page → a JS module plus everything the build needs about the page,
 * from a single parse: heading ids and TOC, highlighted code, admonitions, mermaid fences,
 * hashed images, rewritten and checked links, and the search sections.
 */
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { HubDocsError } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import type { CompileContext } from '../mdx/context.js';
import { remarkAdmonitions } from '../mdx/remark-admonitions.js';
import { remarkProductToken } from '../mdx/remark-product-token.js';
import { remarkFacts } from '../mdx/remark-facts.js';
import { protectFactTokens, type Facts } from './fact-token.js';
import { remarkHeadings } from '../mdx/remark-headings.js';
import { remarkCodeBlocks } from '../mdx/remark-code-blocks.js';
import { remarkLinks } from '../mdx/remark-links.js';
import { remarkImages } from '../mdx/remark-images.js';
import { remarkSearchSections } from '../mdx/remark-search-sections.js';
import { remarkDetectEsm } from '../mdx/remark-detect-esm.js';
import { remarkTableLabels } from '../mdx/remark-table-labels.js';
import { rehypeDropWhitespace } from '../mdx/rehype-drop-whitespace.js';

/** Bump when the compiler's output changes, so cached pages are recompiled. */
export const COMPILER_VERSION = '5';

/** What the plugins collected (see CompileContext), plus the module code. Plain data: it is cached as JSON and sent between threads. */
export type CompiledPage = Pick<CompileContext, 'h1' | 'firstParagraph' | 'toc' | 'anchors' | 'linkChecks' | 'images' | 'hasMermaid' | 'hasEsm' | 'sections'> & {
  code: string;
  /** Problems that do not stop the compile (broken links, missing images...), reported together. */
  errors: { message: string; line?: number; column?: number; hint?: string }[];
};

export interface CompilePageOptions {
  file: string;
  route: string;
  body: string;
  hasFrontMatterTitle: boolean;
  config: ResolvedConfig;
  routeOfFile: Map<string, string>;
  allRoutes: Set<string>;
  staticDir: string | null;
  /** The docs' `_facts.json`, flattened (none when absent). */
  facts?: Facts;
}

export async function compilePage(options: CompilePageOptions): Promise<CompiledPage> {
  const { source, customIds } = preprocess(options.body);
  const ctx: CompileContext = {
    file: options.file,
    route: options.route,
    config: options.config,
    routeOfFile: options.routeOfFile,
    allRoutes: options.allRoutes,
    staticDir: options.staticDir,
    customIds,
    errors: [],
    toc: [],
    anchors: [],
    linkChecks: [],
    images: [],
    hasMermaid: false,
    hasEsm: false,
    sections: [],
    firstParagraph: '',
    h1: null,
  };
  let code: string;
  try {
    const result = await compile(new VFile({ path: options.file, value: protectFactTokens(source) }), {
      remarkPlugins: [
        remarkGfm,
        remarkDetectEsm(ctx),
        remarkDirective,
        remarkAdmonitions(ctx),
        remarkFacts(ctx, options.facts ?? {}),
        remarkProductToken(ctx),
        [remarkHeadings(ctx, { takeH1: !options.hasFrontMatterTitle })],
        remarkCodeBlocks(ctx),
        remarkLinks(ctx),
        remarkImages(ctx),
        remarkTableLabels(),
        remarkSearchSections(ctx),
      ],
      rehypePlugins: [rehypeDropWhitespace],
      jsxImportSource: 'react',
      outputFormat: 'program',
      development: false,
    });
    code = String(result);
  } catch (cause) {
    const e = cause as { line?: number; column?: number; reason?: string; message?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const column = e.column ?? e.place?.column ?? e.place?.start?.column;
    if (line === undefined) {
      // Not a syntax error of the page but a failure of ours: keep the cause for the report.
      throw new HubDocsError(`compiling the page failed: ${e.message}`, { location: { file: options.file }, hint: 'this is likely a hub-docs bug; please report it with this page', cause });
    }
    throw new HubDocsError(`MDX syntax error: ${e.reason ?? e.message}`, {
      location: { file: options.file, line, column },
      hint: 'in MDX, "{", "}" and "<" start JavaScript or JSX: wrap literal ones in `inline code` or escape them as \\{ and \\<',
    });
  }
  return {
    code,
    h1: ctx.h1,
    firstParagraph: ctx.firstParagraph,
    toc: ctx.toc,
    anchors: ctx.anchors,
    linkChecks: ctx.linkChecks,
    images: ctx.images,
    hasMermaid: ctx.hasMermaid,
    hasEsm: ctx.hasEsm,
    sections: ctx.sections,
    errors: ctx.errors.map((e) => ({ message: e.message, line: e.location?.line, column: e.location?.column, hint: e.hint })),
  };
}

/**
 * Line-preserving rewrites of Docusaurus syntax that MDX 3 does not parse itself:
 * `:::note Title` → `:::note[Title]`, and `## Heading {#id}` → the id is recorded and the
 * braces blanked (MDX would read them as a JavaScript expression).
 */
export function preprocess(body: string): { source: string; customIds: Map<number, string> } {
  const customIds = new Map<number, string>();
  let inFence = false;
  const lines = body.split('\n').map((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return line;
    const admonition = /^(\s*:::+)([a-z]+) +([^[\s].*?)\s*$/.exec(line);
    if (admonition) return `${admonition[1]}${admonition[2]}[${admonition[3]}]`;
    const heading = /^(#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/.exec(line);
    if (heading) {
      customIds.set(i + 1, heading[2]);
      return heading[1];
    }
    return line;
  });
  return { source: lines.join('\n'), customIds };
}
