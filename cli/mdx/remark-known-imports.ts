/**
 * A page whose only imports are of known modules (known-modules.ts) needs no JavaScript of its
 * own: those imports are dropped, the JSX that uses them is renamed to the theme's component
 * names (so MDX takes them from the components the content renderer gives), and the hooks it
 * calls in expressions (`useBaseUrl(...)`) are read from those components too. The page then
 * compiles to final HTML. A page with any other import or export keeps all of them: it is a
 * module of its own, and the bundler resolves the known ones to the same components.
 * An import of a name a known module does not have is an error at its line and column.
 */
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { compatModule } from '../../theme/docusaurus-registry.js';
import { knownExports, needsBrowser, type KnownExport } from './known-modules.js';
import { sourceFileOf } from './mdast-helpers.js';

interface EsmNode extends Node {
  type: 'mdxjsEsm';
  data?: { estree?: { body: Statement[] } };
}
type Statement = {
  type: string;
  source?: { value: unknown };
  specifiers?: Specifier[];
  loc?: { start: { line: number; column: number } };
};
type Specifier = {
  type: 'ImportDefaultSpecifier' | 'ImportSpecifier' | 'ImportNamespaceSpecifier';
  local: { name: string };
  imported?: { name?: string; value?: string };
};
type Estree = { type: string; [key: string]: unknown };

/** The name a specifier imports: "default", "*" for a namespace, else the export's name. */
const importedName = (specifier: Specifier) =>
  specifier.type === 'ImportDefaultSpecifier'
    ? 'default'
    : specifier.type === 'ImportSpecifier'
      ? (specifier.imported?.name ?? specifier.imported?.value ?? '')
      : '*';

/**
 * An import of a known module, of no export with behaviour in the browser (that makes the page a module of its own).
 */
const knownImport = (statement: Statement) => {
  const source = statement.source?.value;
  if (statement.type !== 'ImportDeclaration' || typeof source !== 'string' || knownExports(source) === null)
    return false;
  return (statement.specifiers ?? []).every((specifier) => !needsBrowser(source, importedName(specifier)));
};

/**
 * Whether the content shows the page's data (DocCardList, TOCInline), on any page (one with
 * components of its own too): it is then rendered once that data exists. Docusaurus' `toc={toc}`
 * names the page's `toc` export, which hub-docs pages do not have: TOCInline reads the page's TOC
 * from the context instead, so the attribute goes.
 */
function findPageParts(ctx: CompileContext, esm: EsmNode[], tree: Node): void {
  const parts = new Map<string, string>();
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      const exports = typeof statement.source?.value === 'string' ? compatModule(statement.source.value) : null;
      for (const specifier of exports ? (statement.specifiers ?? []) : []) {
        const name = importedName(specifier);
        const meaning = Object.hasOwn(exports!, name) ? exports![name].markdown : undefined;
        if (meaning === 'cards' || meaning === 'toc') parts.set(specifier.local.name, meaning);
      }
    }
  }
  if (parts.size === 0) return;
  visit(tree, (node) => {
    const n = node as Node & { name?: string | null; attributes?: { type: string; name?: string }[] };
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !n.name || !parts.has(n.name))
      return;
    ctx.readsPage = true;
    if (parts.get(n.name) === 'toc') n.attributes = n.attributes?.filter((a) => a.name !== 'toc');
  });
}

export function remarkKnownImports(ctx: CompileContext) {
  return () => (tree: Node & { children: Node[] }) => {
    const esm = tree.children.filter((node): node is EsmNode => node.type === 'mdxjsEsm');
    findPageParts(ctx, esm, tree);
    if (ctx.keepKnownImports || esm.length === 0 || !esm.every((node) => node.data?.estree?.body.every(knownImport)))
      return;
    /** Local name → the theme's component (or hook). */
    const renamed = new Map<string, KnownExport>();
    for (const node of esm) {
      for (const statement of node.data!.estree!.body) {
        const source = statement.source!.value as string;
        const known = knownExports(source)!;
        for (const specifier of statement.specifiers ?? []) {
          const name = importedName(specifier);
          if (Object.hasOwn(known, name)) renamed.set(specifier.local.name, known[name]);
          else {
            const at = statement.loc ? { line: statement.loc.start.line, column: statement.loc.start.column + 1 } : {};
            ctx.errors.push(
              new HubDocsError(`"${source}" has no export ${name === 'default' ? 'default' : `"${name}"`}`, {
                location: { file: sourceFileOf(ctx, node), ...at },
                hint: `import one of: ${Object.keys(compatModule(source) ?? known)
                  .map((n) => (n === 'default' ? 'the default export' : n))
                  .join(', ')}`,
              }),
            );
          }
        }
      }
    }
    if ([...renamed.values()].some((e) => e.highlighted)) ctx.rendersCodeBlock = true;
    tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    const values = new Map([...renamed].filter(([, e]) => e.value).map(([local, e]) => [local, e.name]));
    visit(tree, (node) => {
      const n = node as Node & {
        name?: string | null;
        attributes?: { type: string; name?: string; value?: unknown; data?: { estree?: Estree } }[];
        data?: { estree?: Estree };
      };
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && n.name && renamed.has(n.name))
        n.name = renamed.get(n.name)!.name;
      if (values.size === 0) return;
      if (n.data?.estree) readValuesFromProps(n.data.estree, values);
      for (const attribute of n.attributes ?? []) {
        const value = attribute.value as { data?: { estree?: Estree } } | undefined;
        if (attribute.data?.estree) readValuesFromProps(attribute.data.estree, values);
        if (value?.data?.estree) readValuesFromProps(value.data.estree, values);
      }
    });
  };
}

/**
 * Every use of an imported hook in an expression becomes `props.components.<name>` (MDX gives the content its props).
 */
function readValuesFromProps(tree: Estree, values: Map<string, string>): void {
  const walk = (node: unknown, parent: Estree | null, key: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, parent, `${key}.${i}`));
      return;
    }
    const n = node as Estree;
    if (n.type === 'Identifier' && values.has(n.name as string) && !isPropertyName(parent, key)) {
      const name = values.get(n.name as string)!;
      const member = (object: Estree, property: string): Estree => ({
        type: 'MemberExpression',
        object,
        property: { type: 'Identifier', name: property },
        computed: false,
        optional: false,
      });
      Object.assign(n, member(member({ type: 'Identifier', name: 'props' }, 'components'), name));
      delete n.name;
      return;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'range' && k !== 'position') walk(v, n, k);
  };
  walk(tree, null, '');
}

/** `a.name` and `{ name: x }` use "name" as a property, not the variable. */
function isPropertyName(parent: Estree | null, key: string): boolean {
  if (!parent) return false;
  if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return true;
  if (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return true;
  return false;
}
