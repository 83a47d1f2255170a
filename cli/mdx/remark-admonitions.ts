/**
 * `:::note|tip|info|warning|danger [Title]` container directives → <Admonition>. An unknown
 * type is an error at its line. Text and leaf directives we do not use (":30" in "10:30",
 * "::x") are turned back into the text they came from, as Docusaurus does.
 */
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Node, Parent } from 'unist';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { where, at, jsxElement } from './mdast-helpers.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
// Docusaurus' older names, accepted so existing docs build unchanged.
const ALIASES: Record<string, (typeof ADMONITION_TYPES)[number]> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

interface Directive extends Parent {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
}

export function remarkAdmonitions(ctx: CompileContext) {
  return () => (tree: Node) => {
    visit(tree, (node, index, maybeParent) => {
      const parent = maybeParent as Parent | undefined;
      if (!['containerDirective', 'leafDirective', 'textDirective'].includes(node.type) || !parent || index === undefined) return;
      const directive = node as Directive;
      if (directive.type !== 'containerDirective') {
        const prefix = directive.type === 'leafDirective' ? '::' : ':';
        const label = directive.children.length ? `[${toString(directive)}]` : '';
        parent.children.splice(index, 1, { type: 'text', value: `${prefix}${directive.name}${label}` } as Node);
        return SKIP;
      }
      const type = (ADMONITION_TYPES as readonly string[]).includes(directive.name) ? directive.name : ALIASES[directive.name];
      if (!type) {
        ctx.errors.push(new HubDocsError(`unknown admonition type ":::${directive.name}"`, { location: where(ctx, node), hint: `use one of ${ADMONITION_TYPES.map((t) => ':::' + t).join(', ')}` }));
        // Keep compiling (so every problem of the page is reported at once): drop the wrapper.
        parent.children.splice(index, 1, ...directive.children.filter((c) => !(c as Node & { data?: { directiveLabel?: boolean } }).data?.directiveLabel));
        return index;
      }
      let title: string | null = null;
      const children = directive.children.filter((child) => {
        const isLabel = (child as Node & { data?: { directiveLabel?: boolean } }).data?.directiveLabel;
        if (isLabel) title = toString(child);
        return !isLabel;
      });
      parent.children.splice(index, 1, jsxElement('Admonition', { type, title }, children));
      return index; // visit the new element so nested directives are handled too
    });
  };
}
