/**
 * A truncated blog post in a site of two locales: the post is compiled once for both (a shared
 * compile, cli/locales/shared-compile.ts), and each locale's list shows its excerpt, taken from
 * that compile, not the whole post.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { buildAllLocales } from '../../cli/locales/build-locales.js';
import { writeTempFolder } from '../helpers/site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Gadgets', url: 'https://gadgets.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]],
};
`,
  'blog/2024-01-02-hello.md':
    '---\ntitle: Hello\n---\n\nThe summary, before the fold.\n\nIts second paragraph (no description has it).\n\n<!-- truncate -->\n\nThe rest, after it.\n',
  'blog/2024-01-03-second.mdx':
    '---\ntitle: Second\n---\n\nThe second summary.\n\n{/* truncate */}\n\nThe second rest.\n',
};

let dir: string;

before(async () => {
  dir = await writeTempFolder('hub-docs-locale-blog-', FILES);
  await buildAllLocales({
    configFile: path.join(dir, 'docusaurus.config.js'),
    outDir: path.join(dir, 'build'),
    cache: false,
  });
});
after(() => rm(dir, { recursive: true, force: true }));

test('each locale lists each truncated post by its excerpt, from its one compile', async () => {
  for (const list of ['index.html', 'fr/index.html']) {
    const html = await readFile(path.join(dir, 'build', list), 'utf8');
    assert.match(html, /The summary, before the fold\./, list);
    assert.match(html, /Its second paragraph/, `${list}: the excerpt, not the description`);
    assert.match(html, /The second summary\./, list);
    assert.doesNotMatch(html, /The rest, after it|The second rest/, `${list}: only the excerpts`);
  }
  const post = await readFile(path.join(dir, 'build', 'fr/2024/01/02/hello/index.html'), 'utf8');
  assert.match(post, /The rest, after it\./, 'the post itself is whole');
});
