/**
 * A site in three locales (en, fr with one page translated, ar right to left) in Chromium: the
 * locale dropdown goes to the page being read in the chosen locale, with its query and hash, also
 * after a client navigation; Arabic is laid out mirrored with code left to right; the pages of a
 * locale pass axe, the fallback notice and the open dropdown included.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { axeViolations } from '../helpers/axe.js';
import type { Browser } from 'playwright-core';
import { buildAllLocales } from '../../cli/locales/build-locales.js';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { writeTempFolder } from '../helpers/site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Gadgets',
  url: 'https://gadgets.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] },
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: { navbar: { title: 'Gadgets', items: [{ type: 'doc', docId: 'intro', label: 'Tutorial' }, { type: 'localeDropdown', position: 'right' }] } },
};
`,
  'docs/intro.md':
    '---\nsidebar_position: 1\n---\n\n# Tutorial Intro\n\nLet us discover Docusaurus.\n\n```js\nconst answer = 42;\n```\n',
  'docs/guide.md':
    '---\nsidebar_position: 2\n---\n\n# Guide\n\nHow to use gadgets.\n\n## Install\n\nRun the installer.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/guide.md':
    '---\nsidebar_position: 2\n---\n\n# Guide\n\nComment utiliser les gadgets.\n\n## Installer\n\nLancez l’installateur.\n\n## Messages\n\nLe gadget a envoyé le message.\n',
};

let dir: string;
let server: { url: string; close: () => Promise<void> };
let browser: Browser;

before(async () => {
  dir = await writeTempFolder('hub-docs-locales-browser-', FILES);
  await buildAllLocales({
    configFile: path.join(dir, 'docusaurus.config.js'),
    outDir: path.join(dir, 'build'),
    cache: false,
  });
  server = await serveDir(path.join(dir, 'build'));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const newPage = async () => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
};

test('the locale dropdown goes to the page being read in that locale, with its query and hash, also after a client navigation', async () => {
  const { page, errors } = await newPage();
  await page.goto(`${server.url}/docs/intro?ref=nav`);
  await hydrated(page);
  // To the guide by the router: the navbar's HTML is still the intro's.
  await page.click('.sidebar a[href="/docs/guide"]');
  await page.waitForFunction(() => location.pathname === '/docs/guide');
  await page.evaluate(() => history.replaceState(null, '', '/docs/guide?ref=nav#install'));
  await page.click('.locale-dropdown .nav-dropdown__toggle');
  await page.click('.locale-dropdown a:has-text("Français")');
  await page.waitForURL(`${server.url}/fr/docs/guide?ref=nav#install`);
  assert.match(await page.locator('.markdown').innerText(), /Comment utiliser les gadgets/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  // And back, by the keyboard.
  await page.focus('.locale-dropdown .nav-dropdown__toggle');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.url}/docs/guide?ref=nav#install`);
  assert.deepEqual(errors, []);
});

test('the search box and page of /fr/ search the French pages, with French stemming (envoyer finds envoyé)', async () => {
  const { page, errors } = await newPage();
  const fetched: string[] = [];
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}/fr/docs/guide`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.fill('.search-box__input', 'envoyer');
  const option = page.locator('.search-box__option', { hasText: 'Messages' }).first();
  await option.waitFor();
  assert.ok(fetched.includes('/fr/search-manifest.json'), fetched.join('\n'));
  assert.ok(fetched.some((file) => file.startsWith('/fr/search-index/current/fr/')));
  assert.ok(
    fetched.some((file) => /\/lunr\.fr-[A-Z0-9]+\.js$/.test(file)),
    'the French analyser',
  );
  assert.ok(!fetched.some((file) => file.startsWith('/search-index/')), 'not the English index');
  await page.goto(`${server.url}/fr/search?q=envoyer`);
  await page.locator('.search-page__group').first().waitFor();
  assert.equal(await page.locator('.search-page__group').first().locator('h2').textContent(), 'Guide');
  // The French page, its section, the words the query matched highlighted there (envoyé among them).
  const href = await page.locator('.search-page__group a').first().getAttribute('href');
  assert.match(href ?? '', /^\/fr\/docs\/guide\?.*_highlight=envoy%C3%A9.*#messages$/);
  assert.deepEqual(errors, []);
});

test('Arabic is laid out right to left: the sidebar on the right, the TOC on the left, code left to right', async () => {
  const { page, errors } = await newPage();
  await page.goto(`${server.url}/ar/docs/guide`);
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  const sidebar = (await page.locator('.sidebar').boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  assert.ok(sidebar.x > main.x, `sidebar at ${sidebar.x}, main at ${main.x}`);
  await page.goto(`${server.url}/ar/docs/intro`);
  await hydrated(page);
  assert.equal(
    await page
      .locator('pre')
      .first()
      .evaluate((el) => getComputedStyle(el).direction),
    'ltr',
  );
  assert.equal(await page.locator('.untranslated-notice').getAttribute('lang'), 'ar');
  assert.deepEqual(errors, []);
});

for (const route of ['/ar/docs/intro', '/fr/docs/intro', '/fr/docs/guide']) {
  test(`${route} passes axe, with the locale dropdown open`, async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}${route}`);
    await hydrated(page);
    await page.click('.locale-dropdown .nav-dropdown__toggle');
    assert.deepEqual(await axeViolations(page), []);
  });
}
