/**
 * Notes whether the page has `import` or `export` statements of its own, or uses a component
 * the site's src/theme/MDXComponents adds or replaces. Such a page may render components
 * hub-docs does not know, so its first load needs the page's chunk to hydrate; any other page's
 * HTML is final and hydrates without it (see PageData.hydrateFromHtml).
 */
import type { Node } from 'unist';
import type { CompileContext } from './context.js';

type JsxNode = Node & { name?: string | null; children?: JsxNode[] };

export function remarkDetectEsm(ctx: CompileContext, siteComponents: string[] = []) {
  const names = new Set(siteComponents);
  const usesSiteComponent = (node: JsxNode): boolean =>
    ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !!node.name && names.has(node.name)) ||
    (node.children ?? []).some(usesSiteComponent);
  return () => (tree: JsxNode) => {
    // ESM is only allowed at the top level of an MDX document.
    ctx.hasEsm =
      (tree.children ?? []).some((node) => node.type === 'mdxjsEsm') || (names.size > 0 && usesSiteComponent(tree));
  };
}
