/**
 * The Markdown twin of a page's content: its compiled tree (MDX's mdast as our remark plugins
 * leave it: tokens and facts resolved, links rewritten to routes, images to their published
 * URLs) turned into plain CommonMark + GFM. Imports, exports and expressions go; each JSX
 * element becomes what it means in Markdown (components.ts, api-components.ts), or its
 * children when it means nothing more; links to pages point at their twins and every URL is
 * absolute, so the text works wherever it is pasted.
 */
import { toString } from 'mdast-util-to-string';
import { heading, inlineCode, paragraph, strong, text, type MdNode } from './markdown.js';
import { expressionValue, isJsx, type JsxNode } from './jsx-attributes.js';

export interface TwinUrls {
  /**
   * A link's URL as the page's HTML has it (routes under the base URL) → the twin's: a page's twin, or an absolute URL.
   */
  link(url: string): string;
  /** A route as the config and `<Link to>` write it (without the base URL) → the same. */
  route(route: string): string;
  /** An image's or file's URL as the page has it → its absolute URL. */
  file(url: string): string;
}

/** What a component means in Markdown: the nodes that replace it (blocks or phrasing, as its place needs). */
export type ComponentTwin = (node: JsxNode, convert: Converter) => MdNode[];

/** Parents whose children are blocks: loose inline content in them is wrapped in paragraphs. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

export class Converter {
  /** Depth of the heading the content being converted sits under: a component's own headings (a tab's) go one below. */
  depth = 1;
  /** Text of that heading (a component repeats no label the heading already gives). */
  headingText = '';

  constructor(
    readonly urls: TwinUrls,
    private readonly components: Record<string, ComponentTwin>,
  ) {}

  /** A list of nodes converted; `flow`: they are blocks, so loose inline nodes become paragraphs. */
  nodes(nodes: MdNode[], flow: boolean): MdNode[] {
    return this.convert(nodes, flow ? 'flow' : 'phrasing');
  }

  /** `other`: the children of a list or table (items, rows, cells), taken as they come. */
  private convert(nodes: MdNode[], context: 'flow' | 'phrasing' | 'other'): MdNode[] {
    const out = nodes.flatMap((node) => this.node(node));
    if (context === 'flow') return asBlocks(out);
    return context === 'phrasing' ? asPhrasing(out) : out;
  }

  /** The nodes of a JSX element's children, as blocks when it is a block element. */
  children(node: JsxNode): MdNode[] {
    return this.nodes(node.children, node.type === 'mdxJsxFlowElement');
  }

  /**
   * Content under a heading of its own one level below the current one (a tab, a sample), the depth kept for what
   * follows.
   */
  section(label: MdNode[], content: () => MdNode[]): MdNode[] {
    const [depth, headingText] = [this.depth, this.headingText];
    const own = heading(depth + 1, label);
    this.depth = depth + 1;
    this.headingText = toString(own);
    try {
      return [own, ...content()];
    } finally {
      [this.depth, this.headingText] = [depth, headingText];
    }
  }

  private node(node: MdNode): MdNode[] {
    switch (node.type) {
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // `{'text'}` is text; anything computed cannot be known without running the page.
        const value = expressionValue(node);
        return typeof value === 'string' || typeof value === 'number' ? [text(String(value))] : [];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node as JsxNode);
      case 'heading': {
        const converted = { type: 'heading', depth: node.depth, children: this.nodes(node.children ?? [], false) };
        this.depth = node.depth as number;
        this.headingText = toString(converted);
        return [converted];
      }
      case 'link':
        return [
          {
            type: 'link',
            url: this.urls.link(node.url as string),
            title: node.title ?? null,
            children: this.nodes(node.children ?? [], false),
          },
        ];
      case 'definition':
        return [
          {
            type: 'definition',
            identifier: node.identifier,
            label: node.label,
            url: this.urls.link(node.url as string),
            title: node.title ?? null,
          },
        ];
      case 'image':
        return [
          { type: 'image', url: this.urls.file(node.url as string), alt: node.alt ?? '', title: node.title ?? null },
        ];
      case 'code': {
        // The language stays, and of the meta string the title (highlighted lines are for the eye).
        const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(String(node.meta ?? ''));
        return [
          {
            type: 'code',
            lang: node.lang ?? null,
            meta: title ? `title="${title[1] ?? title[2] ?? title[3]}"` : null,
            value: node.value,
          },
        ];
      }
      default:
        if (!node.children) return [{ ...node, position: undefined, data: undefined }];
        return [
          {
            ...node,
            position: undefined,
            data: undefined,
            children: this.convert(
              node.children,
              FLOW_PARENTS.has(node.type) ? 'flow' : PHRASING_PARENTS.has(node.type) ? 'phrasing' : 'other',
            ),
          },
        ];
    }
  }

  private element(node: JsxNode): MdNode[] {
    const own =
      node.name !== null && Object.hasOwn(this.components, node.name) ? this.components[node.name] : undefined;
    return own ? own(node, this) : this.children(node);
  }
}

/** Blocks: runs of inline nodes (from an unwrapped element, a literal expression) become paragraphs. */
export function asBlocks(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || /\S/.test(n.value ?? ''))) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/**
 * Inline content from blocks (where only inline content may go: a heading, a table cell): paragraphs joined by spaces.
 */
export function asPhrasing(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  let afterBlock = false;
  nodes.forEach((node, i) => {
    const inline = PHRASING.has(node.type);
    if (i > 0 && (!inline || afterBlock)) out.push(text(' '));
    afterBlock = !inline;
    if (inline) {
      // Text after a line break starts the next line: its leading spaces are layout, not content.
      const afterBreak = out[out.length - 1]?.type === 'break' && node.type === 'text';
      out.push(afterBreak ? text((node.value ?? '').trimStart()) : node);
    } else out.push(...(node.type === 'code' ? [inlineCode(node.value ?? '')] : asPhrasing(node.children ?? [])));
  });
  return out;
}

/** A paragraph that starts with a bold label (`**Note:** …`), or the label alone. */
export function labelled(label: string, blocks: MdNode[]): MdNode[] {
  const [first, ...rest] = blocks;
  if (first?.type === 'paragraph')
    return [paragraph([strong([text(label)]), text(' '), ...(first.children ?? [])]), ...rest];
  return [paragraph([strong([text(label)])]), ...blocks];
}

/** A JSX element's children that are elements named `name` (Tabs' TabItems), and the rest. */
export function childElements(node: JsxNode, name: string): JsxNode[] {
  return node.children.filter((child): child is JsxNode => isJsx(child) && child.name === name);
}
