/**
 * Reads a Docusaurus config without running it, for a config that throws when it is loaded
 * without its packages (one that validates `process.env` with a schema library, say): the
 * object it exports is evaluated from its syntax tree. What is plain data is read (literals,
 * template strings, arrays and objects, spreads, constants of the file, `process.env.X`,
 * operators on those), `require.resolve('x')` gives the module name `x` (Docusaurus resolves
 * `sidebarPath` and `customCss` from the site's folder, as hub-docs does), and a value imported
 * from a package is a stand-in named after it (prism-react-renderer's themes are known by name).
 * Anything else (a call, a function) is left out and named, for the caller's one warning.
 *
 * esbuild strips the types (it has no syntax-tree API); acorn, the parser @mdx-js/mdx already
 * brings, gives the tree.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parse, type AnyNode, type Expression, type Pattern, type Program, type SpreadElement } from 'acorn';
import { esbuild } from '../esbuild.js';
import { standIn, standInName } from './evaluate-module.js';

export interface StaticConfig {
  /** The exported config, what could be read of it. */
  value: unknown;
  /** Packages whose values the config uses (each a stand-in). */
  packages: string[];
  /** Where in the config a value could not be read ("themeConfig.algolia.appId (a call)"). */
  unread: string[];
}

/** Marks a value that cannot be known without running the config: `why` says what it is. */
class Unread {
  constructor(readonly why: string) {}
}

type Node = AnyNode;
/** Names bound in a scope → the expression they stand for (or a known value). */
type Scope = Map<string, { node: Node } | { from: string; name: string }>;

/** The exported config of `file` read from its syntax, or null when the file exports no value this can find. */
export async function readConfigStatically(file: string): Promise<StaticConfig | null> {
  const source = await readFile(file, 'utf8');
  const typescript = /\.[mc]?ts$/.test(file);
  // Types go; everything else is kept as written (no target lowering, no format change).
  const { code } = await esbuild().transform(source, {
    loader: typescript ? 'ts' : 'js',
    format: undefined,
    target: 'esnext',
    sourcefile: path.basename(file),
  });
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowReturnOutsideFunction: true,
    allowHashBang: true,
    allowAwaitOutsideFunction: true,
  }) as Program;
  const reader = new StaticReader(program);
  return reader.exported();
}

class StaticReader {
  private readonly top: Scope = new Map();
  private readonly packages = new Set<string>();
  private readonly unread: string[] = [];
  private readonly resolving = new Set<Node>();

  constructor(private readonly program: Program) {
    this.declare(program.body, this.top);
  }

  exported(): StaticConfig | null {
    let target: Node | null = null;
    for (const statement of this.program.body) {
      if (statement.type === 'ExportDefaultDeclaration') target = statement.declaration;
      else if (
        statement.type === 'ExpressionStatement' &&
        statement.expression.type === 'AssignmentExpression' &&
        isModuleExports(statement.expression.left)
      )
        target = statement.expression.right;
    }
    if (!target) return null;
    const [node, scope] = this.configNode(target, this.top);
    if (!node) return null;
    const value = this.evaluate(node, scope, '');
    if (value instanceof Unread || typeof value !== 'object' || value === null) return null;
    return { value, packages: [...this.packages].sort(), unread: this.unread };
  }

  /**
   * The expression that is the config: through a name to its value, through a function (Docusaurus calls it) to what it
   * returns.
   */
  private configNode(node: Node, scope: Scope): [Node | null, Scope] {
    if (node.type === 'Identifier') {
      const bound = scope.get(node.name);
      return bound && 'node' in bound ? this.configNode(bound.node, scope) : [null, scope];
    }
    if (node.type === 'AwaitExpression') return this.configNode(node.argument, scope);
    if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
    ) {
      if (node.body.type !== 'BlockStatement') return this.configNode(node.body, scope);
      const inner: Scope = new Map(scope);
      this.declare(node.body.body, inner);
      const returned = [...node.body.body].reverse().find((s) => s.type === 'ReturnStatement');
      return returned?.type === 'ReturnStatement' && returned.argument
        ? this.configNode(returned.argument, inner)
        : [null, scope];
    }
    return [node, scope];
  }

  /** Binds the names a block declares: constants and functions, imports and requires of packages (as stand-ins). */
  private declare(statements: Node[], scope: Scope): void {
    for (const statement of statements) {
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        for (const s of statement.specifiers) {
          const name =
            s.type === 'ImportSpecifier'
              ? `${from}.${s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)}`
              : from;
          scope.set(s.local.name, { from, name });
        }
      } else if (statement.type === 'FunctionDeclaration' && statement.id)
        scope.set(statement.id.name, { node: statement });
      else if (
        statement.type === 'VariableDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration')
      ) {
        const declaration =
          statement.type === 'VariableDeclaration'
            ? statement
            : (statement.declaration as typeof statement & { type: 'VariableDeclaration' });
        for (const d of (declaration as { declarations: { id: Pattern; init?: Expression | null }[] }).declarations) {
          if (d.id.type === 'Identifier' && d.init) scope.set(d.id.name, { node: d.init });
          // const { themes } = require('prism-react-renderer')
          else if (d.id.type === 'ObjectPattern' && d.init) {
            for (const p of d.id.properties) {
              if (p.type === 'Property' && p.key.type === 'Identifier' && p.value.type === 'Identifier')
                scope.set(p.value.name, {
                  node: {
                    type: 'MemberExpression',
                    object: d.init,
                    property: p.key,
                    computed: false,
                    optional: false,
                    start: p.start,
                    end: p.end,
                  } as Node,
                });
            }
          }
        }
      }
    }
  }

  private fromPackage(from: string, name: string): unknown {
    if (!from.startsWith('.') && !from.startsWith('node:')) this.packages.add(from);
    return standIn(name);
  }

  /** The value of `node`, or an Unread; `at` is its path in the config, for what is reported. */
  private evaluate(node: Node, scope: Scope, at: string): unknown {
    switch (node.type) {
      case 'Literal':
        return 'regex' in node && node.regex ? new Unread('a regular expression') : node.value;
      case 'TemplateLiteral': {
        let text = node.quasis[0].value.cooked ?? '';
        for (let i = 0; i < node.expressions.length; i++) {
          const part = this.evaluate(node.expressions[i], scope, at);
          if (part instanceof Unread || (typeof part === 'object' && part !== null) || typeof part === 'function')
            return part instanceof Unread ? part : new Unread('a template string with an object in it');
          text += String(part) + (node.quasis[i + 1].value.cooked ?? '');
        }
        return text;
      }
      case 'ArrayExpression': {
        const items: unknown[] = [];
        node.elements.forEach((element, i) => {
          if (!element) return;
          if (element.type === 'SpreadElement')
            return void items.push(...this.spread(element, scope, `${at}[${i}]`, 'array'));
          const value = this.evaluate(element, scope, `${at}[${i}]`);
          if (value instanceof Unread) this.unread.push(`${at}[${i}] (${value.why})`);
          else items.push(value);
        });
        return items;
      }
      case 'ObjectExpression': {
        const object: Record<string, unknown> = {};
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            Object.assign(object, this.spread(property, scope, at, 'object'));
            continue;
          }
          const key = property.computed
            ? this.evaluate(property.key, scope, at)
            : property.key.type === 'Identifier'
              ? property.key.name
              : property.key.type === 'Literal'
                ? property.key.value
                : undefined;
          const where = `${at ? `${at}.` : ''}${typeof key === 'string' || typeof key === 'number' ? key : '[?]'}`;
          if (typeof key !== 'string' && typeof key !== 'number') {
            this.unread.push(`${where} (a computed key)`);
            continue;
          }
          const value =
            property.kind !== 'init' || property.method
              ? new Unread('a function')
              : this.evaluate(property.value, scope, where);
          if (value instanceof Unread) this.unread.push(`${where} (${value.why})`);
          else object[key] = value;
        }
        return object;
      }
      case 'Identifier': {
        if (node.name === 'undefined') return undefined;
        const bound = scope.get(node.name);
        if (!bound) return new Unread(`"${node.name}", which is not a constant of the file`);
        if ('from' in bound) return this.fromPackage(bound.from, bound.name);
        if (this.resolving.has(bound.node)) return new Unread(`"${node.name}", which refers to itself`);
        this.resolving.add(bound.node);
        try {
          return this.evaluate(bound.node, scope, at);
        } finally {
          this.resolving.delete(bound.node);
        }
      }
      case 'MemberExpression': {
        if (isProcessEnv(node.object)) {
          const name = node.computed
            ? this.evaluate(node.property, scope, at)
            : node.property.type === 'Identifier'
              ? node.property.name
              : undefined;
          return typeof name === 'string' ? process.env[name] : new Unread('an environment variable of unknown name');
        }
        const object = this.evaluate(node.object as Node, scope, at);
        if (object instanceof Unread) return object;
        const name = node.computed
          ? this.evaluate(node.property, scope, at)
          : node.property.type === 'Identifier'
            ? node.property.name
            : undefined;
        if (typeof name !== 'string' && typeof name !== 'number') return new Unread('a computed member');
        if (standInName(object) !== null) return (object as Record<string | number, unknown>)[name];
        if (object === null || object === undefined)
          return node.optional ? undefined : new Unread(`a member of ${String(object)}`);
        return Object.hasOwn(Object(object), name) ? (object as Record<string | number, unknown>)[name] : undefined;
      }
      case 'CallExpression': {
        const callee = node.callee;
        const argument = node.arguments[0];
        // require.resolve('x'): the module's name, resolved from the site's folder by whoever reads it.
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'require' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'resolve' &&
          argument?.type === 'Literal' &&
          typeof argument.value === 'string'
        )
          return argument.value;
        if (
          callee.type === 'Identifier' &&
          callee.name === 'require' &&
          argument?.type === 'Literal' &&
          typeof argument.value === 'string'
        )
          return this.fromPackage(argument.value, argument.value);
        return new Unread('a call');
      }
      case 'UnaryExpression': {
        const value = this.evaluate(node.argument, scope, at);
        if (value instanceof Unread) return value;
        if (node.operator === '!') return !value;
        if (node.operator === '-') return -(value as number);
        if (node.operator === '+') return +(value as number);
        if (node.operator === 'typeof') return typeof value;
        return new Unread(`the operator ${node.operator}`);
      }
      case 'LogicalExpression': {
        const left = this.evaluate(node.left, scope, at);
        if (left instanceof Unread) return left;
        if (node.operator === '&&') return left ? this.evaluate(node.right, scope, at) : left;
        if (node.operator === '||') return left ? left : this.evaluate(node.right, scope, at);
        return left ?? this.evaluate(node.right, scope, at);
      }
      case 'BinaryExpression': {
        const left =
          node.left.type === 'PrivateIdentifier' ? new Unread('a private name') : this.evaluate(node.left, scope, at);
        const right = this.evaluate(node.right, scope, at);
        if (left instanceof Unread) return left;
        if (right instanceof Unread) return right;
        return binary(node.operator, left, right);
      }
      case 'ConditionalExpression': {
        const test = this.evaluate(node.test, scope, at);
        if (test instanceof Unread) return test;
        return this.evaluate(test ? node.consequent : node.alternate, scope, at);
      }
      case 'AwaitExpression':
        return this.evaluate(node.argument, scope, at);
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        return this.evaluate(node.expression, scope, at);
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'FunctionDeclaration':
        return new Unread('a function');
      default:
        return new Unread(`an expression of kind ${node.type}`);
    }
  }

  /** What `...x` adds to an array or an object (nothing, reported, when it cannot be read). */
  private spread(
    element: SpreadElement,
    scope: Scope,
    at: string,
    into: 'array' | 'object',
  ): unknown[] & Record<string, unknown> {
    const value = this.evaluate(element.argument, scope, at);
    if (value instanceof Unread) this.unread.push(`${at || '(the config)'}: a spread (${value.why})`);
    else if (standInName(value) !== null)
      this.unread.push(`${at || '(the config)'}: a spread of ${standInName(value)}`);
    else if (into === 'array' ? Array.isArray(value) : typeof value === 'object' && value !== null)
      return value as unknown[] & Record<string, unknown>;
    return [] as unknown as unknown[] & Record<string, unknown>;
  }
}

const isModuleExports = (node: Node): boolean =>
  node.type === 'MemberExpression' &&
  ((node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    node.property.type === 'Identifier' &&
    node.property.name === 'exports') ||
    // module.exports.default = ... / exports.default = ...
    (node.property.type === 'Identifier' &&
      node.property.name === 'default' &&
      ((node.object.type === 'Identifier' && node.object.name === 'exports') || isModuleExports(node.object as Node))));

const isProcessEnv = (node: Node): boolean =>
  node.type === 'MemberExpression' &&
  node.object.type === 'Identifier' &&
  node.object.name === 'process' &&
  node.property.type === 'Identifier' &&
  node.property.name === 'env';

function binary(operator: string, a: unknown, b: unknown): unknown {
  const [x, y] = [a as number, b as number];
  switch (operator) {
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: the config's own `==`, evaluated as JavaScript does
      return a == b;
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: the config's own `!=`, evaluated as JavaScript does
      return a != b;
    case '+':
      return (x as unknown as string) + (y as unknown as string);
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    case '>=':
      return x >= y;
    default:
      return new Unread(`the operator ${operator}`);
  }
}
