import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectTags, tagRoutes, tagSlug } from '../../cli/pipeline/tags.js';
import { resolveRoutes } from '../../cli/pipeline/resolve-routes.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { HubDocsError } from '../../cli/errors.js';
import type { DocFile } from '../../cli/pipeline/scan-docs.js';

const config = validateConfig({ title: 'T', url: 'https://x.example.com', docs: { routeBasePath: '/docs' } }).config!;
const doc = (relPath: string, frontMatter: Partial<DocFile['frontMatter']> = {}): DocFile => ({
  file: `/site/docs/${relPath}`,
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

test('a tag slug is its label in kebab case, as Docusaurus makes it', () => {
  assert.equal(tagSlug('Getting Started'), 'getting-started');
  assert.equal(tagSlug('camelCase'), 'camel-case');
  assert.equal(tagSlug('Café  au lait!'), 'cafe-au-lait');
  assert.equal(tagSlug('日本語'), '日本語');
});

test('tags: a page per tag (its permalink, else its slug) with its listed docs; an unlisted doc keeps its tags but is on no tag page', () => {
  const files = [
    doc('a.md', { tags: [{ label: 'Widgets' }, { label: 'API', permalink: '/api-tag' }] }),
    doc('b.md', { tags: [{ label: 'Widgets' }], unlisted: true }),
  ];
  const routes = resolveRoutes({
    scanned: { docsDir: '/site/docs', pages: files, categories: new Map(), warnings: [] },
    config,
  });
  const tags = collectTags(routes.docs, config.build.routeBasePath);
  assert.equal(tags.indexRoute, '/docs/tags');
  assert.deepEqual([...tags.tags.keys()], ['/docs/tags/api-tag', '/docs/tags/widgets']);
  assert.deepEqual(
    tags.tags.get('/docs/tags/widgets')!.docs.map((d) => d.route),
    ['/docs/a'],
  );
  assert.deepEqual(tags.ofDoc.get('/docs/b'), [{ title: 'Widgets', href: '/docs/tags/widgets' }]);
});

test("a doc that takes a tag page's route is an error naming both files", () => {
  const files = [doc('a.md', { tags: [{ label: 'Widgets' }] }), doc('tags/widgets.md')];
  assert.throws(
    () =>
      resolveRoutes({
        scanned: { docsDir: '/site/docs', pages: files, categories: new Map(), warnings: [] },
        config,
        reserved: tagRoutes(files, config.build.routeBasePath),
      }),
    (error: unknown) =>
      error instanceof HubDocsError &&
      /\/site\/docs\/tags\/widgets\.md/.test(`${error.message} ${error.location?.file}`) &&
      /a\.md/.test(error.message + (error.hint ?? '')),
  );
});
