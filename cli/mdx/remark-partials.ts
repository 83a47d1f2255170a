/**
 * Partials, as Docusaurus has them: a page imports a Markdown file (`import Intro from
 * './_intro.mdx'`) and shows it with `<Intro />`. The partial is parsed with the page's own
 * parser and put in place of the element, so it is part of the page: its headings join the
 * page's TOC and anchors, its text its search sections, and the page stays final HTML. Its
 * nodes remember their file, so its relative links and images resolve from it, and problems
 * in it are reported in it. String props (`<Intro name="x" />`) fill its `{props.name}`.
 * A partial may import partials (not itself, even indirectly).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Node, Parent } from 'unist';
import type { Processor } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { sourceFileOf } from './mdast-helpers.js';
import { prepareSource } from './prepare-source.js';

export const PARTIAL_FILE = /\.mdx?$/i;

type EsmNode = Node & { type: 'mdxjsEsm'; data?: { estree?: { body: Statement[] } } };
type Statement = {
  type: string;
  source?: { value: unknown };
  specifiers?: { type: string; local: { name: string } }[];
  loc?: { start: { line: number; column: number } };
};
type JsxNode = Node & {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
};

/** Front matter of a partial is not shown: blanked, so lines keep their numbers. */
function withoutFrontMatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text;
}

export function remarkPartials(ctx: CompileContext) {
  return function (this: Processor) {
    const processor = this;
    const expand = (tree: Parent, file: string, chain: string[]) => {
      /** Local name → the partial's file. */
      const partials = new Map<string, string>();
      const hoisted: Node[] = [];
      tree.children = tree.children.filter((node) => {
        if (node.type !== 'mdxjsEsm') return true;
        const program = (node as EsmNode).data?.estree;
        if (!program) return true;
        program.body = program.body.filter((statement) => {
          const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
          if (typeof source !== 'string' || !PARTIAL_FILE.test(source)) return true;
          const target = source.startsWith('@site/')
            ? path.join(ctx.siteDir, source.slice('@site/'.length))
            : path.resolve(path.dirname(file), source);
          for (const specifier of statement.specifiers ?? [])
            if (specifier.type === 'ImportDefaultSpecifier') partials.set(specifier.local.name, target);
          return false;
        });
        return program.body.length > 0;
      });
      if (partials.size === 0) return hoisted;
      visit(tree, (node, index, parent) => {
        if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined)
          return;
        const element = node as JsxNode;
        const partialFile = element.name ? partials.get(element.name) : undefined;
        if (!partialFile) return;
        const where = {
          file: sourceFileOf(ctx, node) ?? file,
          line: node.position?.start.line,
          column: node.position?.start.column,
        };
        if (chain.includes(partialFile)) {
          ctx.errors.push(
            new HubDocsError(
              `the partial ${path.basename(partialFile)} includes itself (${[...chain, partialFile].map((f) => path.basename(f)).join(' → ')})`,
              { location: where, hint: 'a partial may not import itself, even through another partial' },
            ),
          );
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        let text: string;
        try {
          text = readFileSync(partialFile, 'utf8');
        } catch {
          ctx.errors.push(
            new HubDocsError(
              `the partial "${path.relative(path.dirname(file), partialFile)}" does not exist (looked for ${partialFile})`,
              {
                location: where,
                hint: 'fix the path of the import, relative to this file (or @site/… from the site folder)',
              },
            ),
          );
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        ctx.dependencies.push({ file: partialFile, hash: createHash('sha256').update(text).digest('hex') });
        const partial = processor.parse(prepareSource(withoutFrontMatter(text), partialFile, ctx.customIds)) as Parent;
        visit(partial, (inner) => {
          inner.data = { ...inner.data, sourceFile: partialFile } as Node['data'];
        });
        hoisted.push(...expand(partial, partialFile, [...chain, partialFile]));
        fillProps(partial, element);
        // Its own imports go to the page's top (known ones are dropped there; see remark-known-imports.ts).
        const esm = partial.children.filter((c) => c.type === 'mdxjsEsm');
        hoisted.push(...esm);
        let children = partial.children.filter((c) => c.type !== 'mdxjsEsm');
        // Used inline (`Text <Partial /> text`): a one-paragraph partial gives its text.
        if (element.type === 'mdxJsxTextElement' && children.length === 1 && children[0].type === 'paragraph')
          children = (children[0] as Parent).children;
        parent.children.splice(index, 1, ...children);
        return [SKIP, index + children.length];
      });
      return hoisted;
    };
    return (tree: Node) => {
      const root = tree as Parent;
      const hoisted = expand(root, ctx.file, [ctx.file]);
      root.children.unshift(...withoutRepeatedImports(root, hoisted));
    };
  };
}

/** `{props.name}` in a partial → the string the page gave it (`<Partial name="…" />`). */
function fillProps(partial: Parent, element: JsxNode): void {
  const props = new Map(
    element.attributes
      .filter((a) => a.type === 'mdxJsxAttribute' && typeof a.name === 'string' && typeof a.value === 'string')
      .map((a) => [a.name!, a.value as string]),
  );
  if (props.size === 0) return;
  visit(partial, (node, index, parent) => {
    if ((node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') || !parent || index === undefined)
      return;
    const name = /^\s*props\.(\w+)\s*$/.exec((node as Node & { value: string }).value)?.[1];
    if (name === undefined || !props.has(name)) return;
    const text = { type: 'text', value: props.get(name)!, position: node.position } as Node;
    parent.children.splice(
      index,
      1,
      node.type === 'mdxFlowExpression'
        ? ({ type: 'paragraph', children: [text], position: node.position } as Node)
        : text,
    );
  });
}

/**
 * A partial's imports that the page (or another partial) has already made, of the same module
 * under the same name, are left out: JavaScript allows one declaration of a name.
 */
function withoutRepeatedImports(root: Parent, hoisted: Node[]): Node[] {
  const imported = new Map<string, string>();
  const record = (node: Node) => {
    for (const statement of (node as EsmNode).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers ?? [])
        imported.set(specifier.local.name, String(statement.source?.value));
    }
  };
  root.children.filter((c) => c.type === 'mdxjsEsm').forEach(record);
  return hoisted.filter((node) => {
    const program = (node as EsmNode).data?.estree;
    if (!program) return true;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      statement.specifiers = (statement.specifiers ?? []).filter(
        (specifier) => imported.get(specifier.local.name) !== String(statement.source?.value),
      );
      return (statement.specifiers ?? []).length > 0;
    });
    record(node);
    return program.body.length > 0;
  });
}
