import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docRoute, resolveRoutes } from '../../cli/pipeline/resolve-routes.js';
import { normalizeRoute } from '../../theme/routes.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import type { DocFile, ScannedDocs } from '../../cli/pipeline/scan-docs.js';
import { HubDocsError, HubDocsErrorList } from '../../cli/errors.js';

const config = validateConfig({
  title: 'T',
  url: 'https://x.example.com',
  product: { name: 'Switchboard', slug: 'switchboard' },
}).config!;
const doc = (relPath: string, frontMatter: Partial<DocFile['frontMatter']> = {}): DocFile => ({
  file: `/docs/${relPath}`,
  relPath,
  frontMatter: {
    keywords: [],
    tags: [],
    hide_title: false,
    hide_table_of_contents: false,
    draft: false,
    unlisted: false,
    ...frontMatter,
  },
  body: '',
  hash: relPath,
});

test('routes come from file paths, without extension or trailing slash', () => {
  assert.equal(docRoute(doc('core-concepts/canonical-data.mdx'), config).route, '/core-concepts/canonical-data');
  assert.equal(docRoute(doc('intro.md'), config).route, '/intro');
});

test('index, README and same-named files are their folder route', () => {
  assert.equal(docRoute(doc('advanced-topics/index.mdx'), config).route, '/advanced-topics');
  assert.equal(docRoute(doc('schema/README.md'), config).route, '/schema');
  assert.equal(docRoute(doc('schema/sales-delivery/sales-delivery.mdx'), config).route, '/schema/sales-delivery');
  assert.equal(docRoute(doc('advanced-topics/index.mdx'), config).isFolderIndex, true);
});

test('front-matter slug: absolute, relative, and the home page', () => {
  assert.equal(docRoute(doc('intro.mdx', { slug: '/' }), config).route, '/');
  assert.equal(docRoute(doc('a/b.mdx', { slug: '/elsewhere/' }), config).route, '/elsewhere');
  assert.equal(docRoute(doc('a/b.mdx', { slug: 'renamed' }), config).route, '/a/renamed');
});

test('the product token in a path becomes the product slug', () => {
  assert.equal(
    docRoute(doc('core-concepts/how-%product%-exchanges-data.mdx'), config).route,
    '/core-concepts/how-switchboard-exchanges-data',
  );
  const renamed = { ...config, product: { name: 'Relay', slug: 'relay' } };
  assert.equal(docRoute(doc('advanced-topics/%product%-events.mdx'), renamed).route, '/advanced-topics/relay-events');
});

test('front-matter id replaces the file name in id and route', () => {
  const r = docRoute(doc('guide/long-file-name.mdx', { id: 'short' }), config);
  assert.equal(r.id, 'guide/short');
  assert.equal(r.route, '/guide/short');
});

test('normalizeRoute collapses slashes and drops the trailing one', () => {
  assert.equal(normalizeRoute('//a///b/'), '/a/b');
  assert.equal(normalizeRoute(''), '/');
  assert.equal(normalizeRoute('/'), '/');
});

test('two pages with the same permalink: one error naming both files', () => {
  const scanned: ScannedDocs = {
    docsDir: '/docs',
    pages: [doc('a/index.mdx'), doc('a.mdx', { slug: '/a' })],
    categories: new Map(),
    warnings: [],
  };
  assert.throws(
    () => resolveRoutes({ scanned, config }),
    (error: unknown) =>
      error instanceof HubDocsError &&
      /\/docs\/a\/index\.mdx/.test(error.message) &&
      /\/docs\/a\.mdx/.test(error.message) &&
      /permalink \/a/.test(error.message),
  );
});

test('several duplicates are reported together', () => {
  const scanned: ScannedDocs = {
    docsDir: '/docs',
    pages: [doc('a/index.mdx'), doc('a.mdx', { slug: '/a' }), doc('b/index.mdx'), doc('b.mdx', { slug: '/b' })],
    categories: new Map(),
    warnings: [],
  };
  assert.throws(
    () => resolveRoutes({ scanned, config }),
    (error: unknown) => error instanceof HubDocsErrorList && error.errors.length === 2,
  );
});

test('generated category index pages get their slug, or /category/<label>', () => {
  const scanned: ScannedDocs = {
    docsDir: '/docs',
    warnings: [],
    pages: [doc('schema/utilities/a.mdx'), doc('guides/b.mdx')],
    categories: new Map([
      [
        'schema/utilities',
        {
          dir: 'schema/utilities',
          label: 'Utilities',
          link: { type: 'generated-index' as const, slug: '/category/utilities' },
        },
      ],
      ['guides', { dir: 'guides', label: 'How-to guides', link: { type: 'generated-index' as const } }],
    ]),
  };
  const routes = resolveRoutes({ scanned, config });
  assert.deepEqual(routes.generatedIndexes.map((g) => g.route).sort(), [
    '/category/how-to-guides',
    '/category/utilities',
  ]);
});
