/**
 * The page's Markdown twin (cli/twins/), made from the tree every other plugin made it into:
 * tokens and facts resolved, links rewritten to routes, images to their published URLs. It
 * runs before code fences become highlighted components, so they are still fences. The twin is
 * part of the compiled page (CompiledPage.markdown): cached with it, never made twice.
 */
import type { Node, Parent } from 'unist';
import type { CompileContext } from './context.js';
import { Converter } from '../twins/twin-tree.js';
import { DOCS_COMPONENTS } from '../twins/components.js';
import { API_COMPONENTS } from '../twins/api-components.js';
import { markdownOf, PAGE_PART, type MdNode } from '../twins/markdown.js';
import { twinUrls } from '../twins/twin-urls.js';

const COMPONENTS = { ...DOCS_COMPONENTS, ...API_COMPONENTS };

const hasPagePart = (nodes: MdNode[]): boolean => nodes.some((node) => node.type === PAGE_PART || (node.children !== undefined && hasPagePart(node.children)));

export function remarkMarkdownTwin(ctx: CompileContext) {
  return () => (tree: Node) => {
    // A Markdown file a component imports is part of another page, not a page of its own.
    if (ctx.keepKnownImports) return;
    const urls = twinUrls(ctx.config, ctx.route, (route) => route !== '/search' && ctx.allRoutes.has(route));
    const nodes = new Converter(urls, COMPONENTS).nodes((tree as Parent).children as unknown as MdNode[], true);
    // Content that shows the page's data keeps its tree: its twin is written once that data exists (twinDocument).
    ctx.markdown = hasPagePart(nodes) ? { nodes } : markdownOf(nodes);
  };
}
