/**
 * Plain Markdown trees and their text: the node builders the twins are made with, and the one
 * serialiser (mdast-util-to-markdown with GFM) every twin, llms.txt and llms-full.txt goes through,
 * so they all escape and format the same way.
 */
import type { Nodes } from 'mdast';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';

/** A node of a plain Markdown tree (mdast without MDX), loosely typed: the twin builds them from untyped MDX trees. */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  [field: string]: unknown;
}

export const text = (value: string): MdNode => ({ type: 'text', value });
export const strong = (children: MdNode[]): MdNode => ({ type: 'strong', children });
export const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value });
export const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const heading = (depth: number, children: MdNode[]): MdNode => ({ type: 'heading', depth: Math.min(6, Math.max(1, depth)), children });
export const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
export const list = (items: MdNode[][]): MdNode => ({ type: 'list', ordered: false, spread: false, children: items.map((children) => ({ type: 'listItem', spread: false, children })) });

/** `- [Title](url): description`, the llms.txt proposal's line for a page. */
export function pageLinkItem(title: string, url: string, description: string): MdNode[] {
  return [paragraph([link(url, [text(title)]), ...(description ? [text(`: ${description}`)] : [])])];
}

// Made once: the serialiser compiles the extension's patterns on first use and keeps them on it.
const OPTIONS: Options = { bullet: '-', emphasis: '_', strong: '*', rule: '-', fences: true, listItemIndent: 'one', extensions: [gfmToMarkdown()] };

/** Markdown text of a tree (or of a list of blocks). */
export function markdownOf(nodes: MdNode | MdNode[]): string {
  const root = Array.isArray(nodes) ? { type: 'root', children: nodes } : nodes;
  if (root.children?.length === 0) return '';
  return toMarkdown(root as unknown as Nodes, OPTIONS);
}
