/**
 * Prism (~25 ms to load: the grammars are built as they load) is loaded by the first page with
 * code to highlight, and only then: a rebuild after an edit of a page of prose never loads it.
 * Its own file, so its process starts without Prism, whatever other tests compiled.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilePage } from '../../cli/pipeline/compile-page.js';
import { resolveLanguage } from '../../cli/mdx/highlight.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { contentRendering } from '../helpers/compile.js';

const config = validateConfig({
  title: 'T',
  url: 'https://x.example.com',
  product: { name: 'Switchboard', slug: 'switchboard' },
}).config!;
const { renderer, shared } = await contentRendering(config);
const dir = await mkdtemp(path.join(tmpdir(), 'lazy-prism-'));

function compile(body: string) {
  const file = path.join(dir, 'page.mdx');
  return compilePage({
    file,
    route: '/page',
    body,
    hasFrontMatterTitle: true,
    config,
    routeOfFile: new Map([[file, '/page']]),
    allRoutes: new Set(['/page']),
    staticDir: null,
    docsDir: dir,
    siteDir: dir,
    downloadsDir: path.join(dir, 'downloads'),
    markdownFormat: 'mdx',
    renderer,
    shared,
  });
}

const notLoaded = () => assert.throws(() => resolveLanguage('js'), /before Prism was loaded/);

test('pages of prose, a diagram and code without a language do not load Prism', async () => {
  const page = await compile(
    'Some prose.\n\n```mermaid\ngraph LR\n  A --> B\n```\n\n```\nplain code\n```\n\n    indented code\n',
  );
  assert.match(page.html!, /plain code/);
  assert.match(page.html!, /indented code/);
  notLoaded();
});

test('Docusaurus’ <CodeBlock>, which highlights as the content renders, loads Prism first', async () => {
  const page = await compile(
    "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">{'const a = 1;'}</CodeBlock>\n",
  );
  assert.deepEqual(page.errors, []);
  assert.match(page.html!, /<span class="token keyword">const<\/span>/);
  assert.equal(resolveLanguage('js'), 'javascript');
});

test('a fence in a language is highlighted', async () => {
  const page = await compile('```ts\nlet b: number = 2;\n```\n');
  assert.match(page.html!, /<span class="token keyword">let<\/span>/);
});
