/**
 * A Docusaurus config that gives each locale its own values through DOCUSAURUS_CURRENT_LOCALE, which Docusaurus sets
 * to the locale it builds before it loads the config: each locale's pages get that locale's title and tagline, whether
 * every locale is built or one alone, and the variable is as it was afterwards. NODE_ENV is "production" while it runs,
 * as `docusaurus build` sets it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { buildAllLocales } from '../../cli/locales/build-locales.js';
import { writeTempFolder } from '../helpers/site.js';

const FILES: Record<string, string> = {
  // The values come from a module of the site's, as real configs have them.
  'site-text.js': `module.exports = {
  en: { title: 'Gadgets', tagline: 'Small tools' },
  fr: { title: 'Gadgets en français', tagline: 'Petits outils' },
};
`,
  'docusaurus.config.js': `const text = require('./site-text.js');
module.exports = async () => ({
  ...text[process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'fr'],
  url: 'https://gadgets.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
});
`,
  'docs/intro.md': '# Intro\n\nThe first page.\n',
};

let dir: string;
let outDir: string;
const titleOf = async (file: string) =>
  /<title>(.*?)<\/title>/.exec(await readFile(path.join(outDir, file), 'utf8'))?.[1];
const build = (locale?: string) =>
  buildAllLocales({ configFile: path.join(dir, 'docusaurus.config.js'), outDir, cache: false, locale });

before(async () => {
  dir = await writeTempFolder('hub-docs-locale-env-', FILES);
  outDir = path.join(dir, 'build');
});
after(() => rm(dir, { recursive: true, force: true }));

test('every locale built: each has the title its locale gives, in the page title and the home page', async () => {
  delete process.env.DOCUSAURUS_CURRENT_LOCALE;
  await build();
  assert.equal(await titleOf('intro/index.html'), 'Intro | Gadgets');
  assert.equal(await titleOf('fr/intro/index.html'), 'Intro | Gadgets en français');
  assert.equal(process.env.DOCUSAURUS_CURRENT_LOCALE, undefined);
});

test('one locale built alone gets its own values; the default locale alone its own (not the unset fallback)', async () => {
  process.env.DOCUSAURUS_CURRENT_LOCALE = 'xx';
  try {
    await rm(outDir, { recursive: true, force: true });
    await build('fr');
    assert.equal(await titleOf('fr/intro/index.html'), 'Intro | Gadgets en français');
    await rm(outDir, { recursive: true, force: true });
    await build('en');
    assert.equal(await titleOf('intro/index.html'), 'Intro | Gadgets');
    assert.equal(process.env.DOCUSAURUS_CURRENT_LOCALE, 'xx');
  } finally {
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
  }
});

// `docusaurus build` sets NODE_ENV to "production" before it loads the config: configs link to their production
// services by it (Prettier's "Playground" went to a dev server on localhost).
test('the config runs with NODE_ENV "production" (unless set), as under docusaurus build', async () => {
  const site = await writeTempFolder('hub-docs-node-env-', {
    'docusaurus.config.js': `module.exports = { title: 'Env', url: 'https://env.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themeConfig: { navbar: { items: [{ label: 'Playground ' + process.env.NODE_ENV,
    href: process.env.NODE_ENV === 'production' ? 'https://play.example.com/' : 'http://localhost:5173/' }] } } };
`,
    'docs/intro.md': '# Intro\n\nThe first page.\n',
  });
  const before = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    const out = path.join(site, 'build');
    await buildAllLocales({ configFile: path.join(site, 'docusaurus.config.js'), outDir: out, cache: false });
    const html = await readFile(path.join(out, 'intro', 'index.html'), 'utf8');
    assert.match(html, /href="https:\/\/play\.example\.com\/"[^>]*>Playground production/);
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
    await rm(site, { recursive: true, force: true });
  }
});
