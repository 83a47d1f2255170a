/**
 * Bundled by esbuild into the content renderer (cli/pipeline/renderers.ts), which the compile
 * workers load: it turns a page's content (its HTML tree, or its compiled MDX in function-body
 * form when it has code of its own) into the HTML of the page's content, once, at compile time. That HTML is final
 * (nothing in it needs React in the browser: diagrams become islands, code-block buttons work through one listener), so
 * the page is rendered around it and the browser hydrates around it too.
 */
import { renderToString } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ComponentType, ReactNode } from 'react';
import type { Root } from 'hast';
import { SiteContext } from '../../theme/context.js';
import { pageContext } from '../../theme/page-context.js';
import { mdxComponents } from '../../theme/components/mdx-components.js';
import { Mermaid } from '../../theme/components/Mermaid.js';
import * as apiComponents from '../../theme/components/api/index.js';
import * as docusaurus from '../../theme/components/docusaurus.js';
import * as tabs from '../../theme/components/Tabs.js';
import * as icons from '../../theme/components/docusaurus-icons.js';
import { compileTimeExports, type ComponentFile } from '../../theme/docusaurus-registry.js';
import { HighlightedCodeBlock } from './docusaurus-code-block.js';
import { treeContent } from './tree-content.js';
import { setCurrentMessages } from '../../theme/messages/current.js';

export { setHighlighter } from './highlighter.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { PageData } from '../../theme/types.js';

type MDXContent = ComponentType<{ components: Record<string, unknown> }>;

/**
 * The files that give Docusaurus' exports rendered at compile time (theme/docusaurus-registry.ts).
 * Only these are in this bundle: a file whose exports all have behaviour in the browser is not.
 */
export const COMPILE_TIME_FILES: Partial<Record<ComponentFile, Record<string, unknown>>> = {
  'docusaurus.tsx': docusaurus,
  'Tabs.tsx': tabs,
  'docusaurus-icons.tsx': icons,
};

/** Docusaurus' CodeBlock highlights here, as a Markdown fence does (the bundle's own is plain). */
const HIGHLIGHTED: Record<string, unknown> = { DocusaurusCodeBlock: HighlightedCodeBlock };

/** Docusaurus' components and hooks a page may use with no code of its own, by the names the registry gives them. */
export const docusaurusComponents: Record<string, unknown> = Object.fromEntries(
  compileTimeExports().map((e) => {
    const component = e.html === 'highlighted' ? HIGHLIGHTED[e.name] : COMPILE_TIME_FILES[e.file]?.[e.name];
    if (component === undefined)
      throw new Error(`content renderer: ${e.file} has no ${e.name} (theme/docusaurus-registry.ts)`);
    return [e.name, component];
  }),
);

/** What pages render with: the Markdown components, those of the API reference, and Docusaurus'. */
const components = { ...mdxComponents, ...apiComponents, Mermaid, ...docusaurusComponents };

/**
 * A page's content that needs no code of its own: its HTML tree (cli/mdx/rehype-take-tree.ts), or
 * the page compiled by @mdx-js/mdx with `outputFormat: 'function-body'`.
 */
export type StaticContent = { tree: Root } | { functionBody: string };

/**
 * The HTML of a page's content. `page`: the page's data, for content that shows it (DocCardList,
 * TOCInline: rendered once that data exists); null for content that does not (rendered at compile time).
 */
export function renderStatic(
  content: StaticContent,
  shared: SiteWideContext,
  route: string,
  page: PageData | null,
): string {
  const context = pageContext(shared, page, route);
  setCurrentMessages(shared.messages);
  return renderToString(<SiteContext.Provider value={context}>{elementOf(content)}</SiteContext.Provider>);
}

function elementOf(content: StaticContent): ReactNode {
  if ('tree' in content) return treeContent(content.tree, components);
  // The function-body form is the body of a function that receives the JSX runtime.
  const { default: Content } = new Function(content.functionBody)(jsxRuntime) as { default: MDXContent };
  return <Content components={components} />;
}
