/**
 * Collects the page's text by section (split at h2/h3) for the search index, from the same
 * tree the page is compiled from: no second parse of the HTML. Code blocks and diagrams
 * are not indexed (they are JSX elements without text children by now).
 */
import type { Node, Parent } from 'unist';
import type { CompileContext, SearchSection } from './context.js';

interface Heading extends Parent {
  depth: number;
  data?: { hProperties?: { id?: string } };
}

// Block-level children are joined with a space so "| a | b |" does not become "ab".
const INLINE_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

function textOf(node: Node): string {
  const n = node as Node & { value?: unknown; children?: Node[] };
  if (
    n.type === 'code' ||
    n.type === 'mdxjsEsm' ||
    n.type === 'mdxFlowExpression' ||
    n.type === 'mdxTextExpression' ||
    n.type === 'image'
  )
    return '';
  if (typeof n.value === 'string') return n.value;
  if (!n.children) return '';
  return n.children.map(textOf).join(INLINE_PARENTS.has(n.type) ? '' : ' ');
}

const headingText = (heading: Heading) => textOf(heading).trim();

export function remarkSearchSections(ctx: CompileContext) {
  return () => (tree: Node) => {
    let current: SearchSection = { heading: null, anchor: null, level: 1, text: '' };
    const sections = [current];
    for (const node of (tree as Parent).children) {
      if (node.type === 'heading' && (node as Heading).depth <= 3) {
        const heading = node as Heading;
        current = {
          heading: headingText(heading),
          anchor: heading.data?.hProperties?.id ?? null,
          level: heading.depth,
          text: '',
        };
        sections.push(current);
        continue;
      }
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') continue;
      const text = node.type === 'heading' ? headingText(node as Heading) : textOf(node);
      if (!ctx.firstParagraph && node.type === 'paragraph') ctx.firstParagraph = text.trim();
      if (text.trim()) current.text += (current.text ? ' ' : '') + text.replace(/\s+/g, ' ').trim();
    }
    ctx.sections = sections.filter((s) => s.heading !== null || s.text !== '');
  };
}
