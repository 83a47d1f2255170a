/** Small builders for the MDX JSX nodes our plugins emit (string attributes only). */
import type { Node } from 'unist';
import type { Location } from '../errors.js';

export interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children: Node[];
}

export function jsxElement(
  name: string,
  attributes: Record<string, string | null | undefined>,
  children: Node[] = [],
  inline = false,
): JsxElement {
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

/** The file a node was written in: the page's, or a partial's (remark-partials.ts marks its nodes). */
export function sourceFileOf(ctx: { file: string }, node: Node): string {
  return (node.data as { sourceFile?: string } | undefined)?.sourceFile ?? ctx.file;
}

/** Where a node is, for an error: its file, line and column. */
export function where(ctx: { file: string }, node: Node): Location {
  return { file: sourceFileOf(ctx, node), ...at(node) };
}

/** Key of a custom heading id (`## Title {#id}`) by the file and line it is written on. */
export function customIdKey(file: string, line: number): string {
  return `${file}\n${line}`;
}
