/**
 * Drops the whitespace-only text between block elements ("\n" after every paragraph, list
 * item and table cell). It renders as nothing, yet would be a string in every page's chunk.
 * Text inside <pre> is kept as is.
 */
import type { Node, Parent } from 'unist';

const PRESERVE = new Set(['pre', 'code']);

export function rehypeDropWhitespace() {
  return (tree: Node) => {
    const walk = (node: Parent) => {
      const name = (node as Parent & { tagName?: string; name?: string }).tagName ?? (node as { name?: string }).name;
      if (name && PRESERVE.has(name)) return;
      const inline = node.children.some((c) => c.type === 'text' && /\S/.test((c as Node & { value: string }).value));
      if (!inline)
        node.children = node.children.filter(
          (c) => !(c.type === 'text' && /^\s*$/.test((c as Node & { value: string }).value)),
        );
      for (const child of node.children) if ('children' in child) walk(child as Parent);
    };
    walk(tree as Parent);
  };
}
