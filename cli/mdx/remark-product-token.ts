/**
 * Replaces the product token in every piece of text a page shows: prose, inline code, code
 * blocks, image alt text, raw HTML and JSX string attributes. Link targets are left to
 * remark-links, which needs the token to find the linked file on disk.
 */
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import type { CompileContext } from './context.js';
import { replaceProductInPath, replaceProductInText } from '../content/product-token.js';

export function remarkProductToken(ctx: CompileContext) {
  const { product } = ctx.config;
  return () => (tree: Node) => {
    visit(tree, (node) => {
      const n = node as Node & { value?: unknown; alt?: unknown; url?: unknown; attributes?: { value?: unknown }[] };
      if (typeof n.value === 'string' && n.type !== 'mdxjsEsm') n.value = replaceProductInText(n.value, product);
      if (typeof n.alt === 'string') n.alt = replaceProductInText(n.alt, product);
      if (n.type === 'image' && typeof n.url === 'string') n.url = replaceProductInPath(n.url, product);
      for (const attribute of n.attributes ?? []) {
        if (typeof attribute.value === 'string') attribute.value = replaceProductInText(attribute.value, product);
      }
    });
  };
}
