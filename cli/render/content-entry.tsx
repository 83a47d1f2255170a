/**
 * Bundled by esbuild into the content renderer (cli/pipeline/renderers.ts), which the compile
 * workers load: it turns a page's content (its HTML tree, or its compiled MDX in function-body
 * form when it has code of its own) into the HTML of the page's content, once, at compile time. That HTML is final (nothing in it needs React in
 * the browser: diagrams become islands, code-block buttons work through one listener), so
 * the page is rendered around it and the browser hydrates around it too.
 */
import { renderToString } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ComponentType, ReactNode } from 'react';
import type { Root } from 'hast';
import { SiteContext, type SiteContextValue } from '../../theme/context.js';
import { lastVersionOf } from '../../theme/versions.js';
import { mdxComponents } from '../../theme/components/mdx-components.js';
import { Mermaid } from '../../theme/components/Mermaid.js';
import * as apiComponents from '../../theme/components/api/index.js';
import * as docusaurus from '../../theme/components/docusaurus.js';
import { HighlightedCodeBlock } from './docusaurus-code-block.js';
import { treeContent } from './tree-content.js';

export { setHighlighter } from './highlighter.js';
import type { SiteWideContext } from '../../theme/context.js';

type MDXContent = ComponentType<{ components: Record<string, unknown> }>;

/** What pages render with: the Markdown components, and those a page may import from a known module (cli/mdx/known-modules.ts). */
const components = {
  ...mdxComponents,
  ...apiComponents,
  Mermaid,
  // Docusaurus' components and hooks, by the names cli/mdx/known-modules.ts gives them.
  DocusaurusAdmonition: docusaurus.Admonition,
  DocusaurusCodeBlock: HighlightedCodeBlock,
  Details: docusaurus.Details,
  ThemedImage: docusaurus.ThemedImage,
  DocCardList: docusaurus.DocCardList,
  TOCInline: docusaurus.TOCInline,
  Link: docusaurus.Link,
  Head: docusaurus.Head,
  useBaseUrl: docusaurus.useBaseUrl,
  useBaseUrlUtils: () => ({ withBaseUrl: docusaurus.useBaseUrl }),
  useDocusaurusContext: docusaurus.useDocusaurusContext,
  useCurrentSidebarCategory: docusaurus.useCurrentSidebarCategory,
  useActiveVersion: docusaurus.useActiveVersion,
  Translate: docusaurus.Translate,
  Heading: docusaurus.Heading,
};

/** `code`: a page compiled by @mdx-js/mdx with `outputFormat: 'function-body'` and no imports of its own. */
export function renderContent(code: string, shared: SiteWideContext, route: string): string {
  // The function-body form is the body of a function that receives the JSX runtime.
  const { default: Content } = new Function(code)(jsxRuntime) as { default: MDXContent };
  return renderInContext(<Content components={components} />, shared, route);
}

/** `tree`: the HTML tree of a page that needs no code of its own (cli/mdx/rehype-take-tree.ts). */
export function renderTree(tree: Root, shared: SiteWideContext, route: string): string {
  return renderInContext(treeContent(tree, components), shared, route);
}

function renderInContext(content: ReactNode, shared: SiteWideContext, route: string): string {
  const context: SiteContextValue = { ...shared, route, sidebarId: null, version: null, alternates: {}, docsVersion: lastVersionOf(shared.site.versions), location: { pathname: route, search: '', hash: '' }, navigate: () => {} };
  return renderToString(<SiteContext.Provider value={context}>{content}</SiteContext.Provider>);
}
