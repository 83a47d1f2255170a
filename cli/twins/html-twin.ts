/**
 * The Markdown twin of a page whose content is its own React (a custom page of src/pages in
 * JavaScript): there is no Markdown source, so the twin is what the page shows, its server HTML
 * turned into Markdown (hast-util-to-mdast: headings, paragraphs, lists, tables, code, links,
 * images). Its links and images then go where a doc twin's go (twinUrls): a page of the site to
 * that page's twin, anything else to its absolute URL.
 */
import type { Nodes as HastNodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { markdownOf, type MdNode } from './markdown.js';
import type { TwinUrls } from './twin-tree.js';

/** Elements a reader does not read as text: controls and what only scripts use. */
const LEFT_OUT = new Set(['button', 'input', 'select', 'textarea', 'form', 'svg', 'noscript', 'template', 'dialog']);

function withoutControls(node: HastNodes): void {
  if (!('children' in node)) return;
  // React's text separators (<!-- -->) are comments, no part of the text.
  node.children = node.children.filter(
    (child) => child.type !== 'comment' && (child.type !== 'element' || !LEFT_OUT.has(child.tagName)),
  ) as typeof node.children;
  for (const child of node.children) withoutControls(child);
}

function rewriteUrls(node: MdNode, urls: TwinUrls): void {
  if (node.type === 'link' && typeof node.url === 'string') node.url = urls.link(node.url);
  if (node.type === 'image' && typeof node.url === 'string') node.url = urls.file(node.url);
  for (const child of node.children ?? []) rewriteUrls(child, urls);
}

const textOf = (node: MdNode): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

/**
 * The twin's body (without its `# Title`, which twinDocument writes) from the page's rendered
 * HTML; a first `<h1>` that only repeats the title is left out.
 */
export function htmlTwin(html: string, title: string, urls: TwinUrls): string {
  const tree = fromHtml(html, { fragment: true });
  withoutControls(tree);
  const root = toMdast(tree) as MdNode;
  const children = root.children ?? [];
  const first = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (first >= 0 && textOf(children[first]).trim() === title.trim()) children.splice(first, 1);
  rewriteUrls(root, urls);
  return markdownOf(children);
}
