/**
 * The page's Markdown twin (cli/twins/), made from the tree every other plugin made it into:
 * tokens and facts resolved, links rewritten to routes, images to their published URLs. It
 * runs before code fences become highlighted components, so they are still fences. The twin is
 * part of the compiled page (CompiledPage.markdown): cached with it, never made twice.
 */
import type { Node, Parent } from 'unist';
import type { CompileContext } from './context.js';
import { Converter } from '../twins/twin-tree.js';
import { componentsOfImports, DOCS_COMPONENTS, type PageImport } from '../twins/components.js';
import { API_COMPONENTS } from '../twins/api-components.js';
import { markdownOf, PAGE_PART, type MdNode } from '../twins/markdown.js';
import { twinUrls } from '../twins/twin-urls.js';

const COMPONENTS = { ...DOCS_COMPONENTS, ...API_COMPONENTS };

type Specifier = { type: string; local: { name: string }; imported?: { name?: string; value?: string } };
type Statement = { type: string; source?: { value: unknown }; specifiers?: Specifier[] };

/** The imports of a page with code of its own (a page with none has had them dropped, its elements renamed). */
function importsOf(tree: Parent): PageImport[] {
  const statements = tree.children.flatMap((node) =>
    node.type === 'mdxjsEsm' ? ((node.data as { estree?: { body: Statement[] } })?.estree?.body ?? []) : [],
  );
  return statements.flatMap((statement) => {
    const source = statement.source?.value;
    if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') return [];
    return (statement.specifiers ?? []).map((s) => ({
      source,
      local: s.local.name,
      name: s.type === 'ImportDefaultSpecifier' ? 'default' : (s.imported?.name ?? s.imported?.value ?? '*'),
    }));
  });
}

const hasPagePart = (nodes: MdNode[]): boolean =>
  nodes.some((node) => node.type === PAGE_PART || (node.children !== undefined && hasPagePart(node.children)));

export function remarkMarkdownTwin(ctx: CompileContext) {
  return () => (tree: Node) => {
    // A Markdown file a component imports is part of another page, not a page of its own.
    if (!ctx.makesTwin) return;
    const urls = twinUrls(ctx.config, ctx.route, (route) => route !== '/search' && ctx.allRoutes.has(route));
    const components = { ...COMPONENTS, ...componentsOfImports(importsOf(tree as Parent)) };
    const nodes = new Converter(urls, components).nodes((tree as Parent).children as unknown as MdNode[], true);
    // Content that shows the page's data keeps its tree: its twin is written once that data exists (twinDocument).
    ctx.markdown = hasPagePart(nodes) ? { nodes } : markdownOf(nodes);
  };
}
