/**
 * `:::note|tip|info|warning|danger [Title]` container directives → <Admonition>. Any other
 * directive is what Docusaurus 3 calls an unused directive (its PR 9394): a warning at its
 * line and column, and its content still shown. A bare text directive (":smile:", ":30" in
 * "10:30") is just text, silently, as in Docusaurus.
 */
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Node, Parent } from 'unist';
import type { CompileContext } from './context.js';
import { where, jsxElement } from './mdast-helpers.js';
import { editBound, editDistance } from '../../theme/search/typos.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
// Docusaurus' older names, accepted so existing docs build unchanged.
const ALIASES: Record<string, (typeof ADMONITION_TYPES)[number]> = {
  caution: 'warning',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

interface Directive extends Parent {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
}

const PREFIX = { containerDirective: ':::', leafDirective: '::', textDirective: ':' } as const;

const isLabel = (node: Node) => (node as Node & { data?: { directiveLabel?: boolean } }).data?.directiveLabel === true;

export function remarkAdmonitions(ctx: CompileContext) {
  return () => (tree: Node) => {
    visit(tree, (node, index, maybeParent) => {
      const parent = maybeParent as Parent | undefined;
      if (!(node.type in PREFIX) || !parent || index === undefined) return;
      const directive = node as Directive;
      const type = directive.type === 'containerDirective' ? admonitionType(directive.name) : undefined;
      if (!type) {
        parent.children.splice(index, 1, ...unusedDirective(ctx, directive));
        // One text node where the directive's text meets its neighbours' (no React text separators in the HTML).
        parent.children = joinTexts(parent.children);
        return Math.max(index - 1, 0); // from the text it may have joined: its content may hold directives too
      }
      let title: string | null = null;
      const children = directive.children.filter((child) => {
        if (isLabel(child)) title = toString(child);
        return !isLabel(child);
      });
      parent.children.splice(index, 1, jsxElement('Admonition', { type, title }, children));
      return index; // visit the new element so nested directives are handled too
    });
  };
}

function admonitionType(name: string): string | undefined {
  return (ADMONITION_TYPES as readonly string[]).includes(name) ? name : ALIASES[name];
}

/**
 * A directive nothing handles, as Docusaurus shows it (its content kept) and with its warning; what
 * replaces it in the tree. A container's content (its label first) stays in a plain <div>; a leaf or
 * text directive is the text it was written as, its label's Markdown kept.
 */
function unusedDirective(ctx: CompileContext, directive: Directive): Node[] {
  const prefix = PREFIX[directive.type];
  const attributes = Object.entries(directive.attributes ?? {});
  if (directive.type === 'textDirective' && directive.children.length === 0 && attributes.length === 0) {
    return [{ type: 'text', value: prefix + directive.name } as Node];
  }
  ctx.unusedDirectives.push({ ...where(ctx, directive), ...unusedDirectiveProblem(directive) });
  if (directive.type === 'containerDirective') {
    // The label is a paragraph already (remark-directive's), shown first as Docusaurus does.
    const children = directive.children.map((child) => (isLabel(child) ? { ...child, data: undefined } : child));
    return [jsxElement('div', {}, children)];
  }
  const written: Node[] = [
    { type: 'text', value: prefix + directive.name + (directive.children.length ? '[' : '') } as Node,
    ...directive.children,
  ];
  const after = (directive.children.length ? ']' : '') + attributesText(attributes);
  if (after) written.push({ type: 'text', value: after } as Node);
  return directive.type === 'leafDirective' ? [{ type: 'paragraph', children: joinTexts(written) } as Parent] : written;
}

function unusedDirectiveProblem(directive: Directive): { message: string; hint: string } {
  const written = PREFIX[directive.type] + directive.name;
  const escape = `or escape it as \\${written} to show it as text`;
  if (directive.type !== 'containerDirective') {
    return {
      message: `unused Markdown directive "${written}": nothing handles it, so it is shown as the text it was written as`,
      hint: `${escape} (Docusaurus warns about it too: https://github.com/facebook/docusaurus/pull/9394)`,
    };
  }
  const names = [...ADMONITION_TYPES, ...Object.keys(ALIASES)];
  const typed = codes(directive.name.toLowerCase());
  const bound = editBound(typed.length);
  const near = names.find((name) => editDistance(codes(name), typed, bound) <= bound);
  return {
    message: `unknown admonition "${written}": its content is shown without the admonition's box`,
    hint:
      (near ? `did you mean :::${near}? ` : '') +
      `Use one of ${ADMONITION_TYPES.join(', ')} (the type is not translated: :::warning in every language), ${escape}`,
  };
}

function attributesText(attributes: [string, string | null | undefined][]): string {
  if (!attributes.length) return '';
  return `{${attributes.map(([key, value]) => (value ? `${key}="${value}"` : key)).join(' ')}}`;
}

type Text = Node & { value: string };

function joinTexts(nodes: Node[]): Node[] {
  const joined: Node[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (node.type === 'text' && last?.type === 'text') {
      joined[joined.length - 1] = { ...last, value: (last as Text).value + (node as Text).value } as Text;
    } else joined.push(node);
  }
  return joined;
}

const codes = (text: string) => Array.from(text, (c) => c.codePointAt(0)!);
