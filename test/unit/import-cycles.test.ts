/**
 * No import cycle among cli/, theme/ and runtime/: every module's imports (type-only ones too,
 * re-exports and dynamic imports) are walked, and each strongly connected group of more than one
 * module is a cycle, reported with its files. Shared types go to a leaf module instead.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDERS = ['cli', 'theme', 'runtime'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sources(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(ROOT, folder, file)),
  );
}

/** The module files a file imports (relative specifiers only: packages cannot import back). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '');
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
      existsSync(candidate),
    );
    if (target) found.push(target);
  }
  return found;
}

/** Tarjan's strongly connected components of more than one module (or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node))
      found.push(group.map((file) => path.relative(ROOT, file)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

test('the import walk finds imports of every form', () => {
  const graph = new Map(sources().map((file) => [file, importsOf(file)]));
  // build.ts imports its stages; a type-only import and a re-export count too.
  assert.ok(graph.get(path.join(ROOT, 'cli/build.ts'))!.includes(path.join(ROOT, 'cli/pipeline/load-site.ts')));
  assert.ok(graph.get(path.join(ROOT, 'theme/context.ts'))!.includes(path.join(ROOT, 'theme/types.ts')));
  assert.ok(graph.get(path.join(ROOT, 'theme/context.ts'))!.includes(path.join(ROOT, 'theme/url.ts')));
  assert.deepEqual(
    cycles(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
        ['d', ['a']],
      ]),
    ),
    [['a', 'b', 'c']],
  );
});

test('no import cycle among cli/, theme/ and runtime/', () => {
  const graph = new Map(sources().map((file) => [file, importsOf(file)]));
  assert.deepEqual(cycles(graph), []);
});
