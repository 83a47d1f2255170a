/**
 * The URLs `hub-docs mcp` gives an assistant are the ones the site names for its pages (their
 * canonical links): under a base URL, with trailingSlash true and without it.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { sitesOfFile, page } from '../helpers/site.js';
import { BuiltSite } from '../../cli/mcp/built-site.js';

const site = sitesOfFile(after);
const files = {
  'docs/index.mdx': page('Welcome', 'Read [the setup](./guide/setup.mdx).', 'slug: /\n'),
  'docs/guide/setup.mdx': page('Setup', '## Install\n\nInstall it.'),
};
const config = (trailingSlash: string) =>
  `{ title: 'T', url: 'https://t.example.com', baseUrl: '/docs/', ${trailingSlash} product: { name: 'Relay', slug: 'relay' } }`;

for (const [label, option, slash] of [
  ['trailingSlash: true', 'trailingSlash: true,', '/'],
  ['no trailingSlash', '', ''],
] as const) {
  test(`mcp page URLs are the pages' canonical URLs (${label})`, async () => {
    const s = await site(files, config(option));
    await s.build();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await s.read('guide/setup/index.html'))?.[1];
    assert.equal(canonical, `https://t.example.com/docs/guide/setup${slash}`);
    const built = await BuiltSite.open(s.outDir);
    assert.equal(await built.pageUrl('/guide/setup'), canonical);
    assert.equal(await built.pageUrl('/'), 'https://t.example.com/docs/');
    assert.equal(await built.markdownUrl('/guide/setup'), 'https://t.example.com/docs/guide/setup.md');
    assert.equal(await built.routeOf(canonical), '/guide/setup');
  });
}
