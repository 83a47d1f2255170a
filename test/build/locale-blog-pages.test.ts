/**
 * The blog and the custom pages of a site in two locales, as Docusaurus lays out their
 * translations: i18n/fr/docusaurus-plugin-content-blog/ (posts, authors.yml) and
 * i18n/fr/docusaurus-plugin-content-pages/, each file read in place of the original of the same
 * path, the others falling back to the original; a translation of no original is no page.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { buildAllLocales, type LocalesBuildResult } from '../../cli/locales/build-locales.js';
import { writeTempFolder } from '../helpers/site.js';

const BLOG_FR = 'i18n/fr/docusaurus-plugin-content-blog';
const PAGES_FR = 'i18n/fr/docusaurus-plugin-content-pages';
const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Gadgets',
  url: 'https://gadgets.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: {}, blog: { showReadingTime: false } }]],
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } },
};
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'blog/authors.yml': 'ana:\n  name: Ana\n  title: Engineer\n',
  'blog/2024-01-02-welcome.md': '---\ntitle: Welcome\nauthors: ana\n---\n\nThe first post.\n',
  'blog/2024-02-03-second.md': '---\ntitle: Second post\nauthors: ana\n---\n\nThe second post.\n',
  [`${BLOG_FR}/authors.yml`]: 'ana:\n  name: Ana\n  title: Ingénieure\n',
  [`${BLOG_FR}/2024-01-02-welcome.md`]: '---\ntitle: Bienvenue\nauthors: ana\n---\n\nLe premier billet.\n',
  [`${BLOG_FR}/2024-05-06-orphan.md`]: '---\ntitle: Orphelin\n---\n\nNo original.\n',
  'src/pages/about.md': '---\ntitle: About\n---\n\n# About us\n\nWe make gadgets.\n',
  'src/pages/help.md': '# Help\n\nAsk us.\n',
  [`${PAGES_FR}/about.md`]: '---\ntitle: À propos\n---\n\n# À propos de nous\n\nNous fabriquons des gadgets.\n',
};

let dir: string;
let outDir: string;
let result: LocalesBuildResult;
const html = (route: string) => readFile(path.join(outDir, route.slice(1), 'index.html'), 'utf8');

before(async () => {
  dir = await writeTempFolder('hub-docs-locale-blog-', FILES);
  outDir = path.join(dir, 'build');
  result = await buildAllLocales({ configFile: path.join(dir, 'docusaurus.config.js'), outDir, cache: false });
});
after(() => rm(dir, { recursive: true, force: true }));

test('a translated post is the translation; an untranslated one the original; both under /fr/', async () => {
  assert.match(await html('/fr/blog/2024/01/02/welcome'), /<h1[^>]*>Bienvenue<\/h1>[^]*Le premier billet\./);
  assert.match(await html('/fr/blog/2024/02/03/second'), /<h1[^>]*>Second post<\/h1>[^]*The second post\./);
  assert.match(await html('/blog/2024/01/02/welcome'), /<h1[^>]*>Welcome<\/h1>[^]*The first post\./);
  const list = await html('/fr/blog');
  assert.match(list, /Bienvenue/);
  assert.match(list, /Second post/);
});

test('the locale’s authors.yml is read in place of the original', async () => {
  assert.match(await html('/fr/blog/2024/01/02/welcome'), /Ingénieure/);
  assert.match(await html('/blog/2024/01/02/welcome'), /Engineer/);
});

test('a translation with no original is no page (as in Docusaurus)', () => {
  assert.ok(!result.routes.some((route) => route.includes('orphan')), result.routes.join('\n'));
});

test('a custom page’s translation is read in its place; an untranslated page is the original', async () => {
  assert.match(
    await html('/fr/about'),
    /<title>À propos \| Gadgets<\/title>[^]*À propos de nous[^]*Nous fabriquons des gadgets\./,
  );
  assert.match(await html('/about'), /We make gadgets\./);
  assert.match(await html('/fr/help'), /Ask us\./);
  assert.ok(existsSync(path.join(outDir, 'fr/help/index.html')));
});
