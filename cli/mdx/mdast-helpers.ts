/** Small builders for the MDX JSX nodes our plugins emit (string attributes only). */
import type { Node } from 'unist';

export interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children: Node[];
}

export function jsxElement(name: string, attributes: Record<string, string | null | undefined>, children: Node[] = [], inline = false): JsxElement {
  return {
    type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
  };
}

export function at(node: Node): { line?: number; column?: number } {
  return { line: node.position?.start.line, column: node.position?.start.column };
}
