/**
 * A Docusaurus project whose locales are named with scripts and regions, as Docusaurus takes them
 * (zh-Hans, sr-Latn, pt-BR, es-419): their folders under i18n/, their routes, <html lang>, the
 * locale dropdown's labels (Intl's names, as Docusaurus makes them) and `--locale`.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { buildAllLocales, type LocalesBuildResult } from '../../cli/locales/build-locales.js';
import { formatError } from '../../cli/errors.js';
import { writeTempFolder } from '../helpers/site.js';

const LOCALES = ['en', 'zh-Hans', 'sr-Latn', 'pt-BR', 'es-419'];
const docs = (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Codes',
  url: 'https://codes.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ${JSON.stringify(LOCALES)} },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } },
};
`,
  'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nSend the message.\n',
  'docs/setup.md': '# Setup\n\nInstall it.\n',
  // Docusaurus 3.8's category key: the translation's id, where two categories may share a label.
  'docs/guide/_category_.json': JSON.stringify({ label: 'Guide', key: 'guide-for-users' }),
  'docs/guide/start.md': '# Start\n\nStart here.\n',
  [`i18n/zh-Hans/docusaurus-plugin-content-docs/current.json`]: JSON.stringify({
    'sidebar.defaultSidebar.category.guide-for-users': { message: '用户指南' },
  }),
  [`${docs('zh-Hans')}/intro.md`]: '---\nslug: /\n---\n\n# 介绍\n\n发送消息。\n',
  [`${docs('sr-Latn')}/intro.md`]: '---\nslug: /\n---\n\n# Uvod\n\nPošaljite poruku.\n',
  [`${docs('es-419')}/setup.md`]: '# Instalación\n\nInstálalo.\n',
};

let dir: string;
let outDir: string;
let result: LocalesBuildResult;
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

before(async () => {
  dir = await writeTempFolder('hub-docs-locale-codes-', FILES);
  outDir = path.join(dir, 'build');
  result = await buildAllLocales({ configFile: path.join(dir, 'docusaurus.config.js'), outDir, cache: false });
});
after(() => rm(dir, { recursive: true, force: true }));

test('each locale is built from its folder, under its code, with its <html lang>', async () => {
  assert.deepEqual(
    result.locales.map((l) => [l.code, l.pages]),
    LOCALES.map((code) => [code, result.locales[0].pages]),
  );
  assert.match(await read('zh-Hans/index.html'), /<html lang="zh-Hans" dir="ltr"/);
  assert.match(await read('zh-Hans/index.html'), /<h1[^>]*>介绍<\/h1>/);
  assert.match(await read('sr-Latn/index.html'), /<h1[^>]*>Uvod<\/h1>/);
  assert.match(await read('es-419/setup/index.html'), /<html lang="es-419"[^]*<h1[^>]*>Instalación<\/h1>/);
  assert.match(await read('pt-BR/setup/index.html'), /<h1[^>]*>Setup<\/h1>/, 'untranslated: the original');
  assert.ok(existsSync(path.join(outDir, 'zh-Hans/setup/index.html')));
});

test('a category’s key names its translation in current.json (Docusaurus 3.8)', async () => {
  const sidebar = JSON.parse(await read('zh-Hans/sidebar.json')) as Record<string, { label: string }[]>;
  assert.ok(
    Object.values(sidebar)[0].some((item) => item.label === '用户指南'),
    JSON.stringify(sidebar),
  );
});

test('the dropdown names each locale in its own language, as Docusaurus does (Intl), and hreflang uses the codes', async () => {
  const page = await read('pt-BR/index.html');
  const items = [...page.matchAll(/<a[^>]* lang="([^"]+)"[^>]*data-locale-base="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
  assert.deepEqual(
    items.map((m) => [m[1], m[2], m[3]]),
    [
      ['en', '/', 'English'],
      ['zh-Hans', '/zh-Hans/', '简体中文'],
      ['sr-Latn', '/sr-Latn/', 'Srpski (latinica)'],
      ['pt-BR', '/pt-BR/', 'Português (Brasil)'],
      ['es-419', '/es-419/', 'Español latinoamericano'],
    ],
  );
  for (const code of LOCALES.slice(1)) {
    assert.match(
      page,
      new RegExp(`<link rel="alternate" hreflang="${code}" href="https://codes.example.com/${code}/">`),
    );
  }
});

test('--locale takes such a code; a locale the site does not have is an error naming those it has', async () => {
  const one = await buildAllLocales({
    configFile: path.join(dir, 'docusaurus.config.js'),
    outDir,
    cache: false,
    locale: 'sr-Latn',
  });
  assert.equal(one.pages, result.locales[0].pages);
  assert.match(await read('sr-Latn/index.html'), /<h1[^>]*>Uvod<\/h1>/);
  const error = await buildAllLocales({
    configFile: path.join(dir, 'docusaurus.config.js'),
    outDir,
    cache: false,
    locale: 'zh-CN',
  }).then(
    () => null,
    (e: unknown) => e,
  );
  assert.ok(error);
  assert.match(formatError(error), /zh-CN[^]*zh-Hans/);
});
