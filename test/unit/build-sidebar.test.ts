import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildSidebars,
  DEFAULT_SIDEBAR,
  firstDocOfSidebar,
  type PageSummary,
} from '../../cli/pipeline/build-sidebar.js';
import { generatedIndexesOf, loadSidebarsFile, type SidebarDefinitions } from '../../cli/pipeline/sidebars-file.js';
import { resolveRoutes } from '../../cli/pipeline/resolve-routes.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { formatError } from '../../cli/errors.js';
import type { CategoryMeta, DocFile } from '../../cli/pipeline/scan-docs.js';
import type { SidebarItem } from '../../theme/types.js';

const config = validateConfig({ title: 'T', url: 'https://x.example.com', product: { name: 'S', slug: 's' } }).config!;
const doc = (relPath: string, fm: Partial<DocFile['frontMatter']> = {}): DocFile => ({
  file: `/d/${relPath}`,
  relPath,
  frontMatter: {
    keywords: [],
    tags: [],
    hide_title: false,
    hide_table_of_contents: false,
    draft: false,
    unlisted: false,
    ...fm,
  },
  body: '',
  hash: relPath,
});

function sidebarOf(pages: DocFile[], categories: CategoryMeta[] = [], definitions: SidebarDefinitions | null = null) {
  const categoryMap = new Map(categories.map((c) => [c.dir, c]));
  const generated = new Map(definitions ? generatedIndexesOf(definitions).map((g) => [g.route, '/sidebars.js']) : []);
  const routes = resolveRoutes({
    scanned: { docsDir: '/d', pages, categories: categoryMap, warnings: [] },
    config,
    generatedIndexes: generated,
  });
  const summaries = new Map<string, PageSummary>(
    routes.docs.map((r) => [
      r.route,
      {
        title: r.doc.frontMatter.title ?? r.id,
        sidebarLabel: r.doc.frontMatter.sidebar_label ?? r.doc.frontMatter.title ?? r.id,
        description: `About ${r.id}`,
        position: r.doc.frontMatter.sidebar_position,
      },
    ]),
  );
  return {
    ...buildSidebars({ definitions, sidebarsFile: '/sidebars.js', routes, categories: categoryMap, pages: summaries }),
    routes,
  };
}
const labels = (items: SidebarItem[]) => items.map((i) => (i.type === 'html' ? 'html' : i.label));

test('generated: items are ordered by position, then by file name; categories by their position', () => {
  const { sidebars } = sidebarOf(
    [
      doc('intro.mdx', { title: 'Intro', sidebar_position: 1 }),
      doc('zeta.mdx', { title: 'Zeta' }),
      doc('alpha.mdx', { title: 'Alpha' }),
      doc('guide/b.mdx', { title: 'B', sidebar_position: 2 }),
      doc('guide/a.mdx', { title: 'A', sidebar_position: 1 }),
      doc('guide/index.mdx', { title: 'Guide home' }),
    ],
    [{ dir: 'guide', label: 'The guide', position: 2 }],
  );
  const sidebar = sidebars[DEFAULT_SIDEBAR];
  assert.deepEqual(labels(sidebar), ['Intro', 'The guide', 'Alpha', 'Zeta']);
  const guide = sidebar[1];
  assert.equal(guide.type, 'category');
  if (guide.type !== 'category') return;
  assert.equal(guide.href, '/guide', 'the folder index page is the category link');
  assert.deepEqual(labels(guide.items), ['A', 'B'], 'and is not listed again as a child');
});

test('generated: number prefixes order without showing; unlisted pages stay out', () => {
  const { sidebars, routes } = sidebarOf([
    doc('02-usage/01-install.md', { title: 'Install' }),
    doc('02-usage/02-cli.md', { title: 'CLI' }),
    doc('01-intro.md', { title: 'Intro' }),
    doc('secret.md', { title: 'Secret', unlisted: true }),
  ]);
  assert.deepEqual(labels(sidebars[DEFAULT_SIDEBAR]), ['Intro', 'Usage']);
  assert.deepEqual(routes.docs.map((d) => [d.id, d.route]).sort(), [
    ['intro', '/intro'],
    ['secret', '/secret'],
    ['usage/cli', '/usage/cli'],
    ['usage/install', '/usage/install'],
  ]);
});

test('sidebar_label overrides the title; folders without a category file get a readable label', () => {
  const { sidebars } = sidebarOf([doc('how-to/do-x.mdx', { title: 'Do the X thing', sidebar_label: 'Do X' })]);
  const [category] = sidebars[DEFAULT_SIDEBAR];
  assert.equal(category.type === 'category' && category.label, 'How to');
  assert.equal(category.type === 'category' && category.items[0].type === 'link' && category.items[0].label, 'Do X');
});

test('generated index categories link to their page and list their items as cards', () => {
  const result = sidebarOf(
    [doc('utils/a.mdx', { title: 'A' }), doc('utils/b.mdx', { title: 'B' })],
    [
      {
        dir: 'utils',
        label: 'Utilities',
        link: { type: 'generated-index', slug: '/category/utilities', description: 'Shared types.' },
      },
    ],
  );
  const [category] = result.sidebars[DEFAULT_SIDEBAR];
  assert.equal(category.type === 'category' && category.href, '/category/utilities');
  assert.deepEqual(result.cards.get('/category/utilities'), [
    { title: 'A', href: '/utils/a', description: 'About utils/a' },
    { title: 'B', href: '/utils/b', description: 'About utils/b' },
  ]);
  assert.deepEqual(result.generatedTitles.get('/category/utilities'), {
    title: 'Utilities',
    description: 'Shared types.',
  });
});

test('previous/next follow the reading order across categories; breadcrumbs name the categories', () => {
  const { navigation } = sidebarOf(
    [
      doc('intro.mdx', { title: 'Intro', sidebar_position: 1 }),
      doc('guide/index.mdx', { title: 'Guide' }),
      doc('guide/a.mdx', { title: 'A', sidebar_position: 1 }),
      doc('ref/z.mdx', { title: 'Z' }),
    ],
    [
      { dir: 'guide', label: 'Guide', position: 2 },
      { dir: 'ref', label: 'Reference', position: 3 },
    ],
  );
  assert.deepEqual(navigation.get('/intro'), {
    breadcrumbs: [],
    previous: null,
    next: { title: 'Guide', href: '/guide' },
  });
  assert.deepEqual(navigation.get('/guide/a')?.previous, { title: 'Guide', href: '/guide' });
  assert.deepEqual(navigation.get('/guide/a')?.next, { title: 'Z', href: '/ref/z' });
  assert.deepEqual(navigation.get('/guide/a')?.breadcrumbs, [{ title: 'Guide', href: '/guide' }]);
  assert.deepEqual(navigation.get('/ref/z')?.breadcrumbs, [{ title: 'Reference', href: '' }]);
});

async function sidebarsFile(contents: string, name = 'sidebars.js'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sidebars-'));
  const file = path.join(dir, name);
  await writeFile(file, contents);
  return file;
}

const docs = [
  doc('intro.md', { title: 'Intro' }),
  doc('install.md', { title: 'Install' }),
  doc('api/client.md', { title: 'Client' }),
  doc('api/server.md', { title: 'Server', sidebar_position: 1 }),
  doc('extra.md', { title: 'Extra' }),
];

test('a sidebars file: shorthands, every item type, several sidebars, and the sidebar each page shows', async () => {
  const file = await sidebarsFile(`
    module.exports = {
      guide: { Basics: ['intro', 'install'], API: [{ type: 'autogenerated', dirName: 'api' }] },
      more: [
        { type: 'category', label: 'Index', link: { type: 'generated-index', title: 'All of it' }, items: ['extra', { type: 'ref', id: 'intro' }] },
        { type: 'link', label: 'Site', href: 'https://example.com' },
        { type: 'html', value: '<hr>', className: 'divider' },
      ],
    };
  `);
  const definitions = await loadSidebarsFile(file, '/');
  const result = sidebarOf(docs, [], definitions);
  assert.deepEqual(Object.keys(result.sidebars), ['guide', 'more']);
  assert.deepEqual(labels(result.sidebars.guide), ['Basics', 'API']);
  const api = result.sidebars.guide[1];
  assert.deepEqual(
    api.type === 'category' && labels(api.items),
    ['Server', 'Client'],
    'autogenerated in position order',
  );
  const index = result.sidebars.more[0];
  assert.equal(index.type === 'category' && index.href, '/category/index');
  assert.deepEqual(result.generatedTitles.get('/category/index'), {
    title: 'All of it',
    description: 'Pages about index.',
  });
  assert.deepEqual(result.sidebars.more.slice(1), [
    { type: 'link', label: 'Site', href: 'https://example.com' },
    { type: 'html', value: '<hr>', className: 'divider' },
  ]);
  assert.equal(result.sidebarOf.get('/intro'), 'guide', 'a ref does not make "more" its sidebar');
  assert.equal(result.sidebarOf.get('/extra'), 'more');
  assert.deepEqual(result.navigation.get('/install'), {
    breadcrumbs: [{ title: 'Basics', href: '' }],
    previous: { title: 'Intro', href: '/intro' },
    next: { title: 'Server', href: '/api/server' },
  });
  assert.equal(firstDocOfSidebar(definitions, 'more', result.routes)?.route, '/extra');
  assert.equal(firstDocOfSidebar(definitions, 'guide', result.routes)?.route, '/intro');
});

test('a sidebars file naming a doc that does not exist is an error naming the file, the sidebar and close ids', async () => {
  const file = await sidebarsFile(
    JSON.stringify({
      docs: ['intro', 'instal', { type: 'category', label: 'X', link: { type: 'doc', id: 'nope' }, items: [] }],
    }),
    'sidebars.json',
  );
  const definitions = await loadSidebarsFile(file, '/');
  assert.throws(
    () => sidebarOf(docs, [], definitions),
    (error: unknown) => {
      const text = formatError(error);
      return (
        /\/sidebars\.js error: the sidebar "docs" names the doc "instal", and no doc has that id/.test(text) &&
        /did you mean "install"/.test(text) &&
        /links to the doc "nope"/.test(text)
      );
    },
  );
  const bad = await sidebarsFile(
    'module.exports = { docs: [{ type: "link", label: "No href" }, { type: "frobnicate" }] };',
  );
  await assert.rejects(
    loadSidebarsFile(bad, '/'),
    (error: unknown) =>
      /docs\[0\]\.href is required \(it must be a URL or a route\)/.test(formatError(error)) &&
      /docs\[1\] \(type "frobnicate"\) must be a doc id/.test(formatError(error)),
  );
});
