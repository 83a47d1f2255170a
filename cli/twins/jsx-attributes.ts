/**
 * What a JSX element of a compiled page says, read without running any code: its attributes
 * (a string, `true` for a bare one, or an expression whose value is a literal such as the API
 * reference's `{"post"}` and `{["a","b"]}` or Tabs' `values={[{ label, value }]}`) and literal
 * expressions (`{'text'}`). Anything computed is unknown (undefined): the twin leaves it out.
 */
import type { MdNode } from './markdown.js';

type Estree = { type: string; [key: string]: unknown };

export interface JsxNode extends MdNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: MdNode[];
}

export function isJsx(node: MdNode): node is JsxNode {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * The value of a literal JavaScript expression (strings, numbers, booleans, null, arrays and plain objects of them),
 * else undefined.
 */
export function literalValue(node: Estree | null | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return node.value instanceof RegExp ? undefined : node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? quasis.map((q) => q.value.cooked).join('') : undefined;
    }
    case 'UnaryExpression':
      return node.operator === '-' && typeof literalValue(node.argument as Estree) === 'number'
        ? -(literalValue(node.argument as Estree) as number)
        : undefined;
    case 'ArrayExpression': {
      const items = (node.elements as Estree[]).map(literalValue);
      return items.includes(undefined) ? undefined : items;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as Estree[]) {
        if (property.type !== 'Property' || property.computed) return undefined;
        const key = property.key as Estree;
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        const value = literalValue(property.value as Estree);
        if (name === undefined || value === undefined) return undefined;
        out[name] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** The value of an MDX expression node or attribute expression (`{…}`), when it is a literal. */
export function expressionValue(node: object | null | undefined): unknown {
  const program = ((node as { data?: unknown } | null | undefined)?.data as { estree?: { body: Estree[] } } | undefined)
    ?.estree;
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression as Estree) : undefined;
}

/** An attribute's value: its string, true for a bare attribute, a literal expression's value, or undefined. */
export function attribute(node: JsxNode, name: string): unknown {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  return expressionValue(found.value);
}

/** An attribute that must be text: its string (or a literal number), else undefined. */
export function textAttribute(node: JsxNode, name: string): string | undefined {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
