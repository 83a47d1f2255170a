/**
 * Where a page that needs no code of its own leaves MDX's compile. Once every remark and rehype
 * plugin has run, its HTML tree goes to the content renderer as it is (cli/render/tree-content.tsx);
 * MDX would go on to turn it into JavaScript (rehype-recma, the recma plugins, the printer: ~15 %
 * of a page's compile) only for the renderer to run that JavaScript and get the same elements
 * back. A page needs no code when it has no `import`/`export` of its own and every expression in
 * it is a literal (literal-expressions.ts). MDX's compile has no way to stop early: the tree
 * leaves it inside a TreeTaken, thrown by this last plugin and caught by compile-page.ts.
 */
import type { Node, Parent } from 'unist';
import { visit } from 'unist-util-visit';
import { isLiteralProgram, type Estree } from './literal-expressions.js';

export class TreeTaken {
  constructor(readonly tree: Node) {}
}

type Program = { body?: Estree[] } | undefined;
interface MdxNode extends Node {
  data?: { estree?: Program };
  attributes?: { type: string; value?: unknown }[];
}

/** `needsCode`: what the remark plugins found (a component of the site's MDXComponents) makes the page a module. */
export function rehypeTakeTree(needsCode: () => boolean = () => false) {
  return () => (tree: Parent) => {
    if (!needsCode() && needsNoCode(tree)) throw new TreeTaken(tree);
  };
}

function needsNoCode(tree: Parent): boolean {
  let none = true;
  visit(tree, (node: MdxNode) => {
    if (node.type === 'mdxjsEsm') none = false;
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      none &&= isLiteralProgram(node.data?.estree);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes ?? []) {
        // `{...props}`: computed.
        if (attribute.type === 'mdxJsxExpressionAttribute') none = false;
        else if (attribute.value !== null && typeof attribute.value === 'object')
          none &&= isLiteralProgram((attribute.value as MdxNode).data?.estree);
      }
    }
    return none ? undefined : false;
  });
  return none;
}
