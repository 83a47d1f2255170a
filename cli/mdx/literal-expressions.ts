/**
 * The JavaScript in a page that can be known without running it: literals, and arrays and
 * objects of literals (`method={"post"}`, `values={[{ label: 'A', value: 'a' }]}`, `{' '}`).
 * A page whose expressions are all of this kind needs no code of its own: its tree is rendered
 * as it is (cli/render/tree-content.tsx), the expressions' values read from their syntax trees.
 */

/** An estree node, as loosely as the MDX trees carry them. */
export interface Estree {
  type: string;
  [field: string]: unknown;
}

type Program = { body?: Estree[] } | undefined;

/** Whether an expression is a literal, or an array or object of literals (no computing, no names). */
export function isLiteral(node: Estree | null | undefined): boolean {
  switch (node?.type) {
    case 'Literal':
      // A regular expression is a value of its own kind: left to the code path.
      return !('regex' in node) && !('bigint' in node);
    case 'ArrayExpression':
      return (node.elements as (Estree | null)[]).every((element) => element !== null && isLiteral(element));
    case 'ObjectExpression':
      return (node.properties as Estree[]).every(
        (p) =>
          p.type === 'Property' &&
          p.kind === 'init' &&
          !p.computed &&
          !p.method &&
          ((p.key as Estree).type === 'Identifier' || (p.key as Estree).type === 'Literal') &&
          isLiteral(p.value as Estree),
      );
    case 'TemplateLiteral':
      return (node.expressions as Estree[]).length === 0;
    case 'UnaryExpression':
      return (
        (node.operator === '-' || node.operator === '+') &&
        (node.argument as Estree).type === 'Literal' &&
        typeof (node.argument as Estree).value === 'number'
      );
    default:
      return false;
  }
}

/** The value of an expression isLiteral accepts. */
export function literalValue(node: Estree): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'ArrayExpression':
      return (node.elements as Estree[]).map(literalValue);
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Estree[]).map((p) => {
          const key = p.key as Estree;
          return [key.type === 'Identifier' ? key.name : String(key.value), literalValue(p.value as Estree)];
        }),
      );
    case 'TemplateLiteral':
      return ((node.quasis as Estree[])[0].value as { cooked: string }).cooked;
    case 'UnaryExpression':
      return node.operator === '-'
        ? -((node.argument as Estree).value as number)
        : +((node.argument as Estree).value as number);
    default:
      throw new Error(`not a literal: ${node.type}`);
  }
}

/** Whether every statement of an expression's program is a literal (an empty `{}` or a comment has none). */
export function isLiteralProgram(program: Program): boolean {
  return (program?.body ?? []).every(
    (statement) => statement.type === 'ExpressionStatement' && isLiteral(statement.expression as Estree),
  );
}
