/**
 * A page's content from its HTML tree (what MDX's compile holds before it writes JavaScript:
 * see cli/mdx/rehype-take-tree.ts), as the React elements MDX's code would have made:
 * hast-util-to-jsx-runtime builds them with the same components and the same rules for
 * attributes, styles and white space, and the rest of MDX's rules are kept here:
 * - a component is looked up by its name (`Tabs`, `api.Field`) in the components, and a missing
 *   one fails the render with MDX's own message;
 * - Markdown's elements take the components named after them (`table`, `h2`), but an HTML
 *   element written as JSX (`<table>`) stays that element;
 * - expressions are literals (the only ones such a page has), read from their syntax trees.
 */
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import { literalValue, type Estree } from '../mdx/literal-expressions.js';

/** The object an HTML element written as JSX is read from: the evaluater gives back its name. */
const INTRINSIC = '\u0000intrinsic';

export function treeContent(tree: Root, components: Record<string, unknown>): ReactNode {
  prepare(tree as unknown as TreeNode);
  const componentOf = (expression: Estree): unknown => {
    if (expression.type === 'Identifier') {
      const name = expression.name as string;
      if (Object.hasOwn(components, name) && components[name] !== undefined) return components[name];
      throw new Error(
        `Expected component \`${name}\` to be defined: you likely forgot to import, pass, or provide it.`,
      );
    }
    const object = expression.object as Estree;
    const property = expression.property as Estree;
    const key = property.type === 'Identifier' ? (property.name as string) : String(property.value);
    if (object.type === 'Literal' && object.value === INTRINSIC) return key;
    const parent = componentOf(object) as Record<string, unknown>;
    if (parent[key] === undefined)
      throw new Error(`Expected component \`${key}\` to be defined: you likely forgot to import, pass, or provide it.`);
    return parent[key];
  };
  return toJsxRuntime(tree, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: components as Partial<Components>,
    createEvaluater: () => ({
      evaluateExpression: (expression) => {
        const node = expression as unknown as Estree;
        return node.type === 'Identifier' || node.type === 'MemberExpression' ? componentOf(node) : literalValue(node);
      },
      evaluateProgram: () => {
        throw new Error('a page rendered from its tree has no import or export');
      },
    }),
  }) as ReactNode;
}

type TreeNode = {
  type: string;
  name?: string | null;
  data?: { estree?: { body: unknown[] } };
  children?: TreeNode[];
};

/**
 * Marks HTML elements written as JSX as intrinsic, and drops empty expressions (`{}`, or a comment
 * alone in braces: nothing, where hast-util-to-jsx-runtime expects a statement in every expression).
 * A plain walk, not unist-util-visit: this runs over every node of every page of a build, and the
 * visitor's bookkeeping took three times the work.
 */
function prepare(node: TreeNode): void {
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (
      (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') &&
      child.data?.estree?.body.length === 0
    ) {
      children.splice(i--, 1);
      continue;
    }
    if (
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
      child.name &&
      /^[a-z]/.test(child.name) &&
      !child.name.includes('.')
    )
      child.name = `${INTRINSIC}.${child.name}`;
    prepare(child);
  }
}
