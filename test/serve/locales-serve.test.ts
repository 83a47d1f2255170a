/**
 * `hub-docs serve --locale fr`: the French site under /fr/, its untranslated pages falling back, and an edit of a
 * translation (a watched folder outside docs/) rebuilds that page alone.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../cli/serve/dev-server.js';
import { writeTempFolder } from '../helpers/site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js':
    "module.exports = { title: 'Gadgets', url: 'https://gadgets.example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: {}, blog: false }]] };\n",
  'docs/intro.md': '# Intro\n\nWelcome to gadgets.\n',
  'docs/guide.md': '# Guide\n\nHow to use gadgets.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nBienvenue chez les gadgets.\n',
};

let dir: string;
let server: DevServer;

before(async () => {
  dir = await writeTempFolder('hub-docs-serve-locales-', FILES);
  server = await startDevServer({
    configFile: path.join(dir, 'docusaurus.config.js'),
    port: 0,
    host: '127.0.0.1',
    cache: true,
    locale: 'fr',
    log: () => {},
    debounceMs: 20,
  });
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (route: string) => (await fetch(server.url + route)).text();

test('serve --locale fr serves the French site under /fr/, and an edit of a translation rebuilds that page only', async () => {
  assert.equal(server.path, '/fr/');
  assert.match(await get('/fr/docs/intro'), /Bienvenue chez les gadgets/);
  assert.match(await get('/fr/docs/guide'), /Cette page n’est pas encore traduite/);
  const rebuilt = server.nextBuild();
  const file = path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace('Bienvenue', 'Bienvenue encore'));
  const result = await rebuilt;
  assert.equal(result.ok, true);
  assert.equal(result.recompiled, 1);
  assert.match(await get('/fr/docs/intro'), /Bienvenue encore chez les gadgets/);
});
