/**
 * The Docusaurus compatibility registry (theme/docusaurus-registry.ts) is the one place a theme
 * component is added: the import check, the bundler's aliases, the content renderer and the twin
 * converter each agree with it, entry by entry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { DOCUSAURUS_MODULES, compileTimeExports, describeModules } from '../../theme/docusaurus-registry.js';
import { knownExports, needsBrowser } from '../../cli/mdx/known-modules.js';
import { ALIASES, unknownModuleError } from '../../cli/pipeline/docusaurus-aliases.js';
import { COMPILE_TIME_FILES, docusaurusComponents } from '../../cli/render/content-entry.js';
import { componentsOfImports, conventionalName, DOCS_COMPONENTS, TWIN_OF_MEANING } from '../../cli/twins/components.js';
import { mdxComponents } from '../../theme/components/mdx-components.js';
import { THEME_DIR } from '../../cli/paths.js';

const entries = Object.entries(DOCUSAURUS_MODULES).flatMap(([source, exports]) =>
  Object.entries(exports).map(([name, e]) => ({ source, name, e })),
);

test('every export the registry lists is exported by its file under that name', async () => {
  for (const { source, name, e } of entries) {
    const module = (await import(path.join(THEME_DIR, 'components', e.file.replace(/\.tsx?$/, '.js')))) as Record<
      string,
      unknown
    >;
    assert.ok(module[e.name] !== undefined, `${source} ${name}: ${e.file} has no export ${e.name}`);
  }
});

test('the import check knows exactly the exports that render at compile time', () => {
  for (const { source, name, e } of entries) {
    const known = knownExports(source);
    if (e.html === 'browser') {
      assert.ok(!known || !Object.hasOwn(known, name), `${source} ${name} has behaviour in the browser`);
      assert.equal(needsBrowser(source, name), true);
    } else {
      assert.deepEqual(
        known?.[name],
        { name: e.name, value: e.markdown === 'value', highlighted: e.html === 'highlighted', markdown: e.markdown },
        `${source} ${name}`,
      );
      assert.equal(needsBrowser(source, name), false);
    }
  }
  assert.equal(knownExports('@theme/Nope'), null);
});

test('the bundler aliases every module and re-exports each of its exports from its file', () => {
  assert.deepEqual(Object.keys(ALIASES).sort(), Object.keys(DOCUSAURUS_MODULES).sort());
  for (const { source, name, e } of entries) {
    const file = JSON.stringify(path.join(THEME_DIR, 'components', e.file));
    const line = ALIASES[source].split('\n').find((l) => l.endsWith(`from ${file};`));
    assert.ok(line, `${source}: no re-export from ${e.file}`);
    assert.ok(line.includes(name === e.name ? ` ${name}` : `${e.name} as ${name}`), `${source} ${name}: ${line}`);
  }
});

test('the content renderer has each compile-time export, under the name the import check renames it to', () => {
  const names = new Set(compileTimeExports().map((e) => e.name));
  assert.deepEqual(Object.keys(docusaurusComponents).sort(), [...names].sort());
  for (const e of compileTimeExports()) {
    if (e.html === 'highlighted') continue; // the renderer's own, highlighted at build time
    assert.equal(docusaurusComponents[e.name], COMPILE_TIME_FILES[e.file]![e.name], e.name);
  }
  // A name the Markdown components also use is the same component (Tabs), never another one.
  for (const name of names)
    if (Object.hasOwn(mdxComponents, name))
      assert.equal(docusaurusComponents[name], (mdxComponents as Record<string, unknown>)[name], name);
  // One name, one component: two entries that share a renderer name share the file and export.
  const byName = new Map<string, string>();
  for (const { e } of entries.filter(({ e }) => e.html !== 'browser')) {
    const where = `${e.file}#${e.name}`;
    assert.equal(byName.get(e.name) ?? where, where);
    byName.set(e.name, where);
  }
});

test('the twin converts each component by its meaning, under its conventional and its renamed name', () => {
  for (const { source, name, e } of entries) {
    if (e.markdown === 'value') continue;
    const twin = TWIN_OF_MEANING[e.markdown];
    assert.equal(DOCS_COMPONENTS[conventionalName(source, name)], twin, `${source} ${name}`);
    if (e.html !== 'browser') assert.equal(DOCS_COMPONENTS[e.name], twin, `${source} ${name} as ${e.name}`);
    assert.equal(componentsOfImports([{ source, name, local: 'Mine' }]).Mine, twin);
  }
  assert.deepEqual(
    componentsOfImports([{ source: '@docusaurus/useBaseUrl', name: 'default', local: 'useBaseUrl' }]),
    {},
  );
});

test('an unknown module is an error that names each module once, and the nearest one', () => {
  const text = unknownModuleError('@theme/TabItems');
  assert.match(
    text,
    /^hub-docs has no equivalent of "@theme\/TabItems"\. Did you mean "@theme\/TabItem"\? It has @theme\/: /,
  );
  assert.equal(text.split('MDXComponents').length - 1, 1, text);
  for (const source of Object.keys(DOCUSAURUS_MODULES)) {
    const last = source.slice(source.lastIndexOf('/') + 1);
    assert.ok(describeModules().includes(last), source);
  }
  assert.doesNotMatch(unknownModuleError('@docusaurus/plugin-ideal-image'), /Did you mean/);
});

// Pages compiled as the build does, to see the registry's consumers together.
const { mkdtemp } = await import('node:fs/promises');
const { tmpdir } = await import('node:os');
const { compilePage } = await import('../../cli/pipeline/compile-page.js');
const { validateConfig } = await import('../../cli/config/validate-config.js');
const { contentRendering } = await import('../helpers/compile.js');
const config = validateConfig({ title: 'T', url: 'https://x.example.com' }).config!;
const { renderer, shared } = await contentRendering(config);

async function compiled(body: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'registry-'));
  const file = path.join(dir, 'guide', 'page.mdx');
  const routeOfFile = new Map([[file, '/guide/page']]);
  const page = await compilePage({
    file,
    route: '/guide/page',
    body,
    hasFrontMatterTitle: true,
    config,
    routeOfFile,
    allRoutes: new Set(['/guide/page', '/']),
    staticDir: null,
    docsDir: dir,
    siteDir: dir,
    downloadsDir: path.join(dir, 'downloads'),
    markdownFormat: 'mdx',
    renderer,
    shared,
  });
  assert.deepEqual(page.errors, []);
  return page;
}

test('a page importing only final-HTML exports is plain HTML, under any local name, its twin by the registry', async () => {
  const page = await compiled(
    "import Note from '@theme/Admonition';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n<Note type=\"tip\" title=\"Mind\">Careful {useBaseUrl('/x')}.</Note>\n",
  );
  assert.deepEqual([page.hasEsm, page.code], [false, null]);
  assert.match(page.html!, /admonition--tip[\s\S]*Mind[\s\S]*Careful (<!-- -->)?\/x(<!-- -->)?\./);
  assert.match(String(page.markdown), /^> \*\*Tip: Mind\*\*/m);
});

test('an import of an export with behaviour in the browser makes the page a module, its other imports still meant in the twin', async () => {
  const page = await compiled(
    "import { useColorMode, useCurrentSidebarCategory } from '@docusaurus/theme-common';\nimport Note from '@theme/Admonition';\n\n<Note type=\"info\">Hi.</Note>\n",
  );
  assert.equal(page.hasEsm, true);
  assert.equal(typeof page.code, 'string');
  assert.match(String(page.markdown), /^> \*\*Info:\*\* Hi\./m);
});
