/**
 * How MDX's own nodes (JSX, expressions, import/export) cross from the Markdown tree to the
 * HTML tree. @mdx-js/mdx lists them as remark-rehype's `passThrough`, which deep-copies each
 * one with a structured clone, the JavaScript syntax tree of every expression and attribute
 * value with it: ~5 % of a cold build's compile. Nothing reads the Markdown tree once it has
 * become HTML (the twin is made before, remark-markdown-twin.ts), so the nodes move over as
 * they are, a parent with its children converted. A handler comes before `passThrough`.
 */
import type { CompileOptions } from '@mdx-js/mdx';

type Handlers = NonNullable<NonNullable<CompileOptions['remarkRehypeOptions']>['handlers']>;
type Handler = NonNullable<Handlers['mdxJsxFlowElement']>;

const moveOver: Handler = (state, node) =>
  // MDX's node types are neither mdast's nor hast's: mdast-util-to-hast's own passThrough casts the same way.
  ('children' in node ? { ...node, children: state.all(node) } : node) as unknown as ReturnType<Handler>;

export const MDX_PASS_THROUGH_HANDLERS: Handlers = {
  mdxFlowExpression: moveOver,
  mdxJsxFlowElement: moveOver,
  mdxJsxTextElement: moveOver,
  mdxTextExpression: moveOver,
  mdxjsEsm: moveOver,
};
