/**
 * Versioned docs in Chromium (fixture test/fixtures/versioned: versions 2.0 (last) and 1.0, and
 * the current docs at /next): the dropdown by keyboard and pointer, switching from a deep page
 * without a full load, the preferred version, the search box and page per version, the mobile
 * panel, and axe on the pages versions add.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { AXE_VIEWPORTS, axeViolations } from '../helpers/axe.js';
import type { Page } from 'playwright-core';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';

let h: BrowserHarness;
before(async () => {
  h = await harness('versioned');
});
after(() => h.close());

const toggle = '.navbar__end .nav-dropdown__toggle';
/** A result of the search box (not its "See all results" link). */
const RESULT = '.search-box__option:not(.search-box__see-all)';
/** Marks the window: still there after a client navigation, gone after a full load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

test('switching versions from a deep page by keyboard: the same page in the chosen version, its sidebar and banner, without a full load; the choice is remembered', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/next/guide/setup#configure`);
  await hydrated(page);
  await mark(page);
  assert.equal(await page.locator(toggle).textContent(), 'Docs version: Next');
  await page.focus(toggle);
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'true');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Next');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), '1.0 (legacy)');
  // Escape closes the list onto its button.
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('nav-dropdown__toggle')), true);
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.activeElement?.textContent === '1.0 (legacy)');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${h.url}/1.0/guide/setup#configure`);
  await page.waitForSelector('.version-banner');
  assert.ok(await kept(page), 'a client navigation');
  assert.match(
    await page.locator('.version-banner').innerText(),
    /This is documentation for Relay docs 1\.0 \(legacy\), which is no longer actively maintained\./,
  );
  assert.deepEqual(await page.locator('.sidebar .sidebar__link').allInnerTexts(), [
    'Relay',
    'Guide',
    'Setup',
    'Legacy gateway',
  ]);
  assert.equal(await page.locator(toggle).textContent(), 'Docs version: 1.0 (legacy)');
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
  assert.equal(await page.getAttribute('link[rel="canonical"]', 'href'), 'https://relay.example.com/guide/setup');
  assert.equal(await page.getAttribute('meta[name="docsearch:version"]', 'content'), '1.0');
  assert.deepEqual(errors, []);
});

test('a page the chosen version does not have: its main page; the banner’s link goes to the last version and makes it the preferred one', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/next/guide/streams`);
  await hydrated(page);
  await page.click(toggle);
  await page.click('.navbar__end .nav-dropdown__link >> text=2.0');
  await page.waitForURL(`${h.url}/`);
  await page.locator('.version-banner').waitFor({ state: 'detached' });
  await page.goto(`${h.url}/1.0/guide/setup`);
  await hydrated(page);
  await page.click('.version-banner a');
  await page.waitForURL(`${h.url}/guide/setup`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');
  // A click elsewhere closes an open list.
  await page.click(toggle);
  await page.click('h1');
  assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'false');
  assert.deepEqual(errors, []);
});

test('pages of no version follow the preferred version: the dropdown, the navbar’s doc links and the search box', async () => {
  const { page, errors } = await h.newPage();
  await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
  await page.goto(`${h.url}/search`);
  await hydrated(page);
  await page.waitForFunction(() =>
    document.querySelector('.navbar__end .nav-dropdown__toggle')?.textContent?.includes('1.0'),
  );
  assert.equal(await page.getAttribute('.navbar__items a.navbar__link >> text=Setup', 'href'), '/1.0/guide/setup');
  // The box searches 1.0, where "zeppelin" is.
  await page.fill('.search-box__input', 'zeppelin');
  await page.waitForSelector(RESULT);
  assert.ok((await page.locator(RESULT).first().getAttribute('href'))!.startsWith('/1.0/'));
  assert.equal(await page.getAttribute('.search-box__see-all', 'href'), '/search?q=zeppelin&version=1.0');
  // The 404 page too.
  await page.goto(`${h.url}/no/such/page`);
  await hydrated(page);
  await page.waitForFunction(() =>
    document.querySelector('.navbar__end .nav-dropdown__toggle')?.textContent?.includes('1.0'),
  );
  assert.equal(await page.getAttribute('.navbar__items a.navbar__link >> text=Setup', 'href'), '/1.0/guide/setup');
  assert.deepEqual(
    errors.filter((e) => !/404/.test(e)),
    [],
  );
});

test('the search box searches the version of the page being read', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.fill('.search-box__input', 'zeppelin');
  await page.waitForSelector('.search-box__message >> text=No results');
  await page.goto(`${h.url}/1.0/guide/setup`);
  await hydrated(page);
  await page.fill('.search-box__input', 'zeppelin');
  await page.waitForSelector(RESULT);
  assert.deepEqual(
    [
      ...new Set(
        await page.locator(RESULT).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('?')[0])),
      ),
    ],
    ['/1.0/legacy', '/1.0/guide/setup'],
  );
});

test('the search page searches the version its address names, and its selector changes it', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/search?q=zeppelin&version=1.0`);
  await hydrated(page);
  await page.waitForSelector('.search-page__count');
  assert.equal(await page.locator('.search-page__count').innerText(), '3 documents found');
  await page.selectOption('#search-page-version', '2.0');
  await page.waitForSelector('.search-page__count >> text=No documents were found');
  assert.match(page.url(), /[?&]version=2\.0/);
  assert.deepEqual(errors, []);
});

test('the mobile panel lists the versions under “Versions”', async () => {
  const { page } = await h.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${h.url}/next/guide/setup`);
  await hydrated(page);
  await page.click('.navbar__toggle');
  await page.click('.mobile-panel__back');
  const button = page.locator('#mobile-panel .nav-dropdown__toggle');
  assert.equal(await button.textContent(), 'Versions');
  await button.click();
  assert.deepEqual(await page.locator('#mobile-panel .nav-dropdown__link').allInnerTexts(), [
    'Next',
    '2.0',
    '1.0 (legacy)',
  ]);
  await page.click('#mobile-panel .nav-dropdown__link >> text=2.0');
  await page.waitForURL(`${h.url}/guide/setup`);
  // The panel closes on the navigation, once the new page has rendered.
  await page.locator('#mobile-panel').waitFor({ state: 'detached' });
});

for (const [mode, width] of AXE_VIEWPORTS) {
  test(`axe: zero violations on versioned pages, the open dropdown and the search page (${mode}, ${width}px)`, async () => {
    const { page } = await h.newPage({ viewport: { width, height: 800 } });
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const violations: string[] = [];
    for (const route of ['/1.0/guide/setup', '/next/guide/streams', '/guide/setup', '/search?q=zeppelin&version=1.0']) {
      await page.goto(h.url + route);
      await hydrated(page);
      if (route.startsWith('/search')) await page.locator('.search-page__count').waitFor();
      else if (width > 996) await page.click(toggle);
      else {
        await page.click('.navbar__toggle');
        await page.click('.mobile-panel__back');
        await page.click('#mobile-panel .nav-dropdown__toggle');
      }
      violations.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
    }
    assert.deepEqual(violations, []);
  });
}
