/**
 * One set of routes: every page the build writes is a route a link may name (the link check
 * and the pages come from the same set), and a link to a route the site does not have is broken.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, page, type TestSite } from '../helpers/site.js';

const sites: TestSite[] = [];
after(() => Promise.all(sites.map((s) => s.remove())));

const files = {
  'docs/index.mdx': page(
    'Welcome',
    'The tags: [all of them](/tags), [install](/tags/install) and [basics](/tags/basics#top).',
  ),
  'docs/guide/_category_.json': JSON.stringify({
    label: 'Guide',
    link: { type: 'generated-index', slug: '/category/guide' },
  }),
  'docs/guide/setup.mdx': page('Setup', '## Install\n\nInstall it.', 'tags: [install, basics]\n'),
};

test('a doc linking to its tag pages builds without a broken-link report', async () => {
  const site = await createSite(files);
  sites.push(site);
  const result = await site.build();
  assert.deepEqual(
    result.warnings.map((w) => w.message),
    [],
  );
  assert.match(await site.read('index.html'), /href="\/tags\/install"/);
  assert.ok(result.routes.includes('/tags') && result.routes.includes('/tags/install'));
});

test('every page the build writes can be linked to; a route it does not write cannot', async () => {
  const site = await createSite(files);
  sites.push(site);
  const { routes } = await site.build();
  const linkable = routes.filter((route) => route !== '/404');
  await site.write('docs/all.mdx', page('All', linkable.map((route) => `- [${route}](${route})`).join('\n')));
  const result = await site.build();
  assert.deepEqual(
    result.warnings.map((w) => w.message),
    [],
  );
  assert.ok(result.routes.includes('/all'));
  await site.write('docs/all.mdx', page('All', '[no such tag](/tags/nothing)'));
  await assert.rejects(site.build(), /\/tags\/nothing/);
});
