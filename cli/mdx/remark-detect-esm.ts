/**
 * Notes whether the page has `import` or `export` statements of its own. Such a page may
 * render components hub-docs does not know, so its first load needs the page's chunk to
 * hydrate; any other page's HTML is final and hydrates without it (see PageData.hydrateFromHtml).
 */
import type { Node } from 'unist';
import type { CompileContext } from './context.js';

export function remarkDetectEsm(ctx: CompileContext) {
  return () => (tree: Node & { children?: Node[] }) => {
    // ESM is only allowed at the top level of an MDX document.
    ctx.hasEsm = (tree.children ?? []).some((node) => node.type === 'mdxjsEsm');
  };
}
