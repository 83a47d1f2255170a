import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSidebar, type PageSummary } from '../../cli/pipeline/build-sidebar.js';
import { resolveRoutes } from '../../cli/pipeline/resolve-routes.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import type { CategoryMeta, DocFile } from '../../cli/pipeline/scan-docs.js';

const config = validateConfig({ title: 'T', url: 'https://x.example.com', product: { name: 'S', slug: 's' } }).config!;
const doc = (relPath: string, fm: Partial<DocFile['frontMatter']> = {}): DocFile => ({ file: `/d/${relPath}`, relPath, frontMatter: { keywords: [], hide_table_of_contents: false, draft: false, ...fm }, body: '', hash: relPath });

function sidebarOf(pages: DocFile[], categories: CategoryMeta[]) {
  const categoryMap = new Map(categories.map((c) => [c.dir, c]));
  const routes = resolveRoutes({ scanned: { docsDir: '/d', pages, categories: categoryMap }, config });
  const summaries = new Map<string, PageSummary>(routes.docs.map((r) => [r.route, { route: r.route, title: r.doc.frontMatter.title ?? r.id, sidebarLabel: r.doc.frontMatter.sidebar_label ?? r.doc.frontMatter.title ?? r.id, description: `About ${r.id}`, position: r.doc.frontMatter.sidebar_position }]));
  return buildSidebar({ routes, categories: categoryMap, pages: summaries });
}

test('items are ordered by position, then by file name; categories by their position', () => {
  const { sidebar } = sidebarOf(
    [doc('intro.mdx', { title: 'Intro', sidebar_position: 1 }), doc('zeta.mdx', { title: 'Zeta' }), doc('alpha.mdx', { title: 'Alpha' }), doc('guide/b.mdx', { title: 'B', sidebar_position: 2 }), doc('guide/a.mdx', { title: 'A', sidebar_position: 1 }), doc('guide/index.mdx', { title: 'Guide home' })],
    [{ dir: 'guide', label: 'The guide', position: 2 }],
  );
  assert.deepEqual(sidebar.map((i) => i.label), ['Intro', 'The guide', 'Alpha', 'Zeta']);
  const guide = sidebar[1];
  assert.equal(guide.type, 'category');
  if (guide.type !== 'category') return;
  assert.equal(guide.href, '/guide', 'the folder index page is the category link');
  assert.deepEqual(guide.items.map((i) => i.label), ['A', 'B'], 'and is not listed again as a child');
});

test('sidebar_label overrides the title; folders without _category_.json get a readable label', () => {
  const { sidebar } = sidebarOf([doc('how-to/do-x.mdx', { title: 'Do the X thing', sidebar_label: 'Do X' })], []);
  assert.equal(sidebar[0].label, 'How to');
  assert.equal(sidebar[0].type === 'category' && sidebar[0].items[0].label, 'Do X');
});

test('generated index categories link to their page and list their items as cards', () => {
  const result = sidebarOf([doc('utils/a.mdx', { title: 'A' }), doc('utils/b.mdx', { title: 'B' })], [{ dir: 'utils', label: 'Utilities', link: { type: 'generated-index', slug: '/category/utilities', description: 'Shared types.' } }]);
  const category = result.sidebar[0];
  assert.equal(category.type === 'category' && category.href, '/category/utilities');
  assert.deepEqual(result.cards.get('/category/utilities'), [
    { title: 'A', href: '/utils/a', description: 'About utils/a' },
    { title: 'B', href: '/utils/b', description: 'About utils/b' },
  ]);
  assert.deepEqual(result.generatedTitles.get('/category/utilities'), { title: 'Utilities', description: 'Shared types.' });
});

test('previous/next follow the reading order across categories; breadcrumbs name the categories', () => {
  const { navigation } = sidebarOf(
    [doc('intro.mdx', { title: 'Intro', sidebar_position: 1 }), doc('guide/index.mdx', { title: 'Guide' }), doc('guide/a.mdx', { title: 'A', sidebar_position: 1 }), doc('ref/z.mdx', { title: 'Z' })],
    [{ dir: 'guide', label: 'Guide', position: 2 }, { dir: 'ref', label: 'Reference', position: 3 }],
  );
  assert.deepEqual(navigation.get('/intro'), { breadcrumbs: [], previous: null, next: { title: 'Guide', href: '/guide' } });
  assert.deepEqual(navigation.get('/guide/a')?.previous, { title: 'Guide', href: '/guide' });
  assert.deepEqual(navigation.get('/guide/a')?.next, { title: 'Z', href: '/ref/z' });
  assert.deepEqual(navigation.get('/guide/a')?.breadcrumbs, [{ title: 'Guide', href: '/guide' }]);
  assert.deepEqual(navigation.get('/ref/z')?.breadcrumbs, [{ title: 'Reference', href: '' }]);
});
