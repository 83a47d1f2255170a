/**
 * Drops the imports of known modules (known-modules.ts) from a page, and renames the JSX that
 * uses them to the theme's component names, so MDX takes them from the components it renders
 * with. A page whose only imports are known ones has no ESM left: it compiles to final HTML.
 * An import of a name a known module does not have is an error at its line and column.
 */
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { knownExports } from './known-modules.js';

interface EsmNode extends Node {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: { body: Statement[] } };
}
type Statement = { type: string; source?: { value: unknown }; specifiers?: Specifier[]; loc?: { start: { line: number; column: number } } };
type Specifier = { type: 'ImportDefaultSpecifier' | 'ImportSpecifier' | 'ImportNamespaceSpecifier'; local: { name: string }; imported?: { name?: string; value?: string } };

export function remarkKnownImports(ctx: CompileContext) {
  return () => (tree: Node & { children: Node[] }) => {
    const renamed = new Map<string, string>();
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const program = (node as EsmNode).data?.estree;
      if (!program) return true;
      program.body = program.body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') return true;
        const source = statement.source.value;
        const known = knownExports(source);
        if (!known) return true;
        for (const specifier of statement.specifiers ?? []) {
          const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? specifier.imported?.value ?? '') : '*';
          const component = known[name];
          if (component) renamed.set(specifier.local.name, component);
          else {
            const where = statement.loc ? { line: statement.loc.start.line, column: statement.loc.start.column + 1 } : {};
            ctx.errors.push(new HubDocsError(`"${source}" has no export ${name === 'default' ? 'default' : `"${name}"`}`, { location: { file: ctx.file, ...where }, hint: `import one of: ${Object.keys(known).map((n) => (n === 'default' ? `the default export` : n)).join(', ')}` }));
          }
        }
        return false;
      });
      return program.body.length > 0;
    });
    if (renamed.size === 0) return;
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as Node & { name: string | null };
      if (element.name && renamed.has(element.name)) element.name = renamed.get(element.name)!;
    });
  };
}
