/**
 * Plain Markdown trees and their text: the node builders the twins are made with, and the one
 * serialiser (mdast-util-to-markdown with GFM) every twin, llms.txt and llms-full.txt goes through,
 * so they all escape and format the same way.
 */
import type { InlineCode, Nodes, Parents, Text } from 'mdast';
import { defaultHandlers, toMarkdown, type Handle, type Info, type Options, type State } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';

/** A node of a plain Markdown tree (mdast without MDX), loosely typed: the twin builds them from untyped MDX trees. */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  [field: string]: unknown;
}

/**
 * A page's twin as the compile leaves it: its final text, or, for content that shows the page's
 * data (DocCardList, TOCInline), its tree with a PAGE_PART node where each shows it, written once
 * that data exists (twinDocument).
 */
export type TwinContent = string | { nodes: MdNode[] };

/** The node a component that shows the page's data leaves in the twin's tree: `part` says which, with its props. */
export const PAGE_PART = 'hubPagePart';
export type PagePartNode = MdNode & { type: typeof PAGE_PART; part: 'cards' | 'toc'; min?: number; max?: number };

export const text = (value: string): MdNode => ({ type: 'text', value });
export const strong = (children: MdNode[]): MdNode => ({ type: 'strong', children });
export const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value });
export const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const heading = (depth: number, children: MdNode[]): MdNode => ({
  type: 'heading',
  depth: Math.min(6, Math.max(1, depth)),
  children,
});
export const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
export const list = (items: MdNode[][]): MdNode => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children })),
});

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
/**
 * The character before that puts the text's first one at a line's start, after digits ("1." "1)"), after "]" ("](" ),
 * or next to "w." "p:" "s:".
 */
const UNSAFE_BEFORE = /^(?:$|[\s\d\]Wwps])/;
/** The character after that makes a last space a line's end, or a last ":" part of "http:/". */
const UNSAFE_AFTER = /^(?:$|[\s/])/;

/**
 * The default text handler (`state.safe`) tries each of ~50 escape patterns on every text (~8 %
 * of a page's compile); most texts are prose that no pattern can match. Those that start
 * with a letter are safe anywhere; others (after inline code or a link: ", and", ". See") are
 * safe after any character but UNSAFE_BEFORE's.
 */
const plainText: Handle = (node: Text, _parent, state, info) =>
  passesAsIs(node.value, info.before, info.after) ? node.value : state.safe(node.value, info);

/** Whether a text is written as it is between the characters `before` and `after` (see plainText). */
function passesAsIs(value: string, before: string, after: string): boolean {
  return (
    PLAIN_CHARACTERS.test(value) &&
    !NEEDS_CARE.test(value) &&
    (/^[A-Za-z\u00C0-\uFFFF]/.test(value) || !UNSAFE_BEFORE.test(before)) &&
    (/[^ :]$/.test(value) || !UNSAFE_AFTER.test(after))
  );
}

/**
 * The serialiser's escaping (`state.safe`: texts that plainText cannot pass, link URLs, code
 * fence info) runs each of its ~50 escape patterns, a regular expression each, on every value it
 * is given, and inline code runs those that look for a line break. A pattern can only match
 * where its character is (and a line-break pattern where a line ends), so each call gets only
 * the patterns that can: the same escapes, for a fraction of the work. Set up by the root, the
 * first node every serialisation handles.
 */
const root: Handle = (node, parent, state: State, info) => {
  const all = state.unsafe;
  const only = <T>(patterns: State['unsafe'], run: () => T): T => {
    state.unsafe = patterns;
    try {
      return run();
    } finally {
      state.unsafe = all;
    }
  };
  const safe = state.safe;
  state.safe = (value, config) => {
    const around = (config.before ?? '') + (value ?? '') + (config.after ?? '');
    return only(
      all.filter((pattern) => around.includes(pattern.character)),
      () => safe.call(state, value, config),
    );
  };
  const inlineCode = state.handlers.inlineCode as Handle & { peek?: Handle };
  state.handlers.inlineCode = Object.assign(
    (code: InlineCode, parent: Parents | undefined, _: State, info: Info) =>
      /[\r\n]/.test(code.value)
        ? inlineCode(code, parent, state, info)
        : only([], () => inlineCode(code, parent, state, info)),
    { peek: inlineCode.peek },
  );
  return defaultHandlers.root(node, parent, state, info);
};

// Made once: the serialiser compiles the extension's patterns on first use and keeps them on it.
const OPTIONS: Options = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
  extensions: [gfmToMarkdown()],
  handlers: { root, text: plainText },
};

/** Markdown text of a tree (or of a list of blocks). */
export function markdownOf(nodes: MdNode | MdNode[]): string {
  const root = Array.isArray(nodes) ? { type: 'root', children: nodes } : nodes;
  if (root.children?.length === 0) return '';
  return (root.type === 'root' ? plainBlocks(root.children ?? []) : null) ?? serialise(root);
}

/** The serialiser's text of a tree, always (markdownOf passes plain blocks by it). */
export function serialise(root: MdNode): string {
  return toMarkdown(root as unknown as Nodes, OPTIONS);
}

/**
 * A URL an autolink (`<url>`) holds as it is: a scheme, then nothing the serialiser escapes or that ends the autolink.
 */
const PLAIN_AUTOLINK = /^https?:\/\/[A-Za-z0-9._~%/-]+$/;
const isPlainAutolink = (node: MdNode): boolean =>
  node.type === 'link' &&
  !node.title &&
  typeof node.url === 'string' &&
  PLAIN_AUTOLINK.test(node.url) &&
  node.children?.length === 1 &&
  node.children[0].type === 'text' &&
  node.children[0].value === node.url;

/**
 * The text of blocks as simple as a twin's head and llms-full.txt's source lines (headings and
 * paragraphs of plain text and plain autolinks), as the serialiser writes them, without its
 * set-up for each call, which a build paid ~250 times (~10 ms); test/unit/markdown-twin.test.ts
 * compares the two. A text counts as plain as plainText decides, with nothing known before the
 * block (the strictest case). Null for anything else: the serialiser writes it.
 */
export function plainBlocks(blocks: MdNode[]): string | null {
  const lines: string[] = [];
  for (const block of blocks) {
    if ((block.type !== 'heading' && block.type !== 'paragraph') || !block.children?.length) return null;
    let line = block.type === 'heading' ? `${'#'.repeat(block.depth as number)} ` : '';
    const children = block.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (isPlainAutolink(child)) {
        line += `<${child.url as string}>`;
      } else if (
        child.type === 'text' &&
        child.value &&
        passesAsIs(child.value, i === 0 ? '' : line.slice(-1), i + 1 < children.length ? '<' : '')
      ) {
        if (i + 1 < children.length && !isPlainAutolink(children[i + 1])) return null;
        line += child.value;
      } else {
        return null;
      }
    }
    lines.push(line);
  }
  return lines.join('\n\n') + '\n';
}
