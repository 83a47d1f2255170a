/**
 * Plain Markdown trees and their text: the node builders the twins are made with, and the one
 * serialiser (mdast-util-to-markdown with GFM) every twin, llms.txt and llms-full.txt goes through,
 * so they all escape and format the same way.
 */
import type { Nodes, Text } from 'mdast';
import { toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
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

/**
 * Text that needs no escaping where it stands (see plainText): none of the characters an escape
 * is made for (mdast-util-to-markdown's `unsafe` list and GFM's), but for . : ( ) - ' " and the
 * space, which are escaped only at a line's start, after "]", in "www." or "http:/" (could
 * become links), at a line break, or in titles and destinations (no text node is there).
 */
const PLAIN_CHARACTERS = /^[^\0-\x1f!#&*+<=>@[\\\]_`|~]*$/;
const NEEDS_CARE = /[Ww]\.|:\//;
/** The character before that puts the text's first one at a line's start, after digits ("1." "1)"), after "]" ("](" ), or next to "w." "p:" "s:". */
const UNSAFE_BEFORE = /^(?:$|[\s\d\]Wwps])/;
/** The character after that makes a last space a line's end, or a last ":" part of "http:/". */
const UNSAFE_AFTER = /^(?:$|[\s/])/;

/**
 * The default text handler (`state.safe`) tries each of ~50 escape patterns on every text (~8 %
 * of a page's compile); most texts are prose that no pattern can match. Those that start
 * with a letter are safe anywhere; others (after inline code or a link: ", and", ". See") are
 * safe after any character but UNSAFE_BEFORE's.
 */
const plainText: Handle = (node: Text, _parent, state, info) => {
  const value = node.value;
  const plain =
    PLAIN_CHARACTERS.test(value) &&
    !NEEDS_CARE.test(value) &&
    (/^[A-Za-z\u00C0-\uFFFF]/.test(value) || !UNSAFE_BEFORE.test(info.before)) &&
    (/[^ :]$/.test(value) || !UNSAFE_AFTER.test(info.after));
  return plain ? value : state.safe(value, info);
};

// Made once: the serialiser compiles the extension's patterns on first use and keeps them on it.
const OPTIONS: Options = { bullet: '-', emphasis: '_', strong: '*', rule: '-', fences: true, listItemIndent: 'one', extensions: [gfmToMarkdown()], handlers: { text: plainText } };

/** Markdown text of a tree (or of a list of blocks). */
export function markdownOf(nodes: MdNode | MdNode[]): string {
  const root = Array.isArray(nodes) ? { type: 'root', children: nodes } : nodes;
  if (root.children?.length === 0) return '';
  return toMarkdown(root as unknown as Nodes, OPTIONS);
}
