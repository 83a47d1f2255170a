/**
 * The Docusaurus fixture project (test/fixtures/docusaurus, built unchanged) in the browser: a
 * page with a component of the site hydrates without a mismatch and keeps its CSS module's
 * style; tabs work; the navbar's dropdown opens by pointer and keyboard and lists its links in the
 * mobile panel; pages pass axe in both colour modes (with the dropdown open).
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { axeViolations } from '../helpers/axe.js';
import type { Page } from 'playwright-core';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';

let h: BrowserHarness;
before(async () => {
  h = await harness('docusaurus');
});
after(() => h.close());

test('a page with a component of the site hydrates without a warning, its CSS module styled, also after a client navigation', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/api/overview`);
  await hydrated(page);
  const badge = page.locator('span[class^="Badge_"]', { hasText: 'beta' });
  assert.equal(await badge.evaluate((el) => getComputedStyle(el).borderTopStyle), 'solid');
  // To another page with the same component, by the router.
  await page.click('.sidebar a[href="/docs/api/limits"]');
  await page.waitForFunction(() => document.title.startsWith('Limits'));
  assert.equal(
    await page
      .locator('span[class^="Badge_"]', { hasText: 'enforced' })
      .evaluate((el) => getComputedStyle(el).borderTopStyle),
    'solid',
  );
  assert.deepEqual(errors, []);
});

test('tabs from @theme/Tabs switch, and the choice follows the groupId to the next visit', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/basics/first`);
  await hydrated(page);
  await page.click('[role="tab"]:has-text("Yarn")');
  await page.waitForFunction(
    () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Yarn',
  );
  assert.equal(await page.locator('[role="tabpanel"]:visible code').textContent(), 'yarn add widgets');
  await page.reload();
  await hydrated(page);
  await page.waitForFunction(
    () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Yarn',
  );
  assert.deepEqual(errors, []);
});

test('tabs load their code with the page that has them; a page whose tabs code cannot be loaded still hydrates, its default tab shown', async () => {
  const { page } = await h.newPage();
  const tabsChunk = /\/assets\/chunks\/tabs-[^/]*\.js$/;
  let asked = 0;
  await page.route(tabsChunk, (route) => {
    asked++;
    return route.abort();
  });
  await page.goto(`${h.url}/docs/basics/first`);
  await hydrated(page);
  assert.equal(asked, 1, 'the page with tabs asks for their code');
  assert.equal(await page.locator('[role="tab"][aria-selected="true"]').count(), 1);
  const { page: plain } = await h.newPage();
  const requested: string[] = [];
  plain.on('request', (request) => requested.push(request.url()));
  await plain.goto(`${h.url}/docs/intro`);
  await hydrated(plain);
  assert.deepEqual(
    requested.filter((url) => tabsChunk.test(url)),
    [],
    'a page without tabs never loads their code',
  );
});

const MORE = '.navbar__items .link-dropdown .nav-dropdown__toggle';
const MENU = '.navbar__items .link-dropdown .nav-dropdown__menu';
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('the navbar dropdown opens by click, and closes on a click elsewhere; its link navigates without a full load and closes it', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/intro`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  assert.equal(await page.isVisible(MENU), false);
  await page.click(MORE);
  assert.equal(await page.getAttribute(MORE, 'aria-expanded'), 'true');
  assert.deepEqual(await page.locator(`${MENU} a`).allInnerTexts(), ['Limits', 'Second steps', 'Changelog']);
  await page.click('article h1');
  assert.equal(await page.isVisible(MENU), false);
  await page.click(MORE);
  await page.click(`${MENU} >> text=Limits`);
  await page.waitForURL(`${h.url}/docs/api/limits`);
  await page.waitForFunction(() => document.title.startsWith('Limits'));
  assert.equal(
    await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept),
    true,
    'a client navigation',
  );
  await page.waitForFunction(
    (toggle) => document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false',
    MORE,
  );
  assert.match(
    (await page.getAttribute(MORE, 'class'))!,
    /\bis-active\b/,
    'the dropdown of the page being read is marked active',
  );
  assert.deepEqual(errors, []);
});

test('the navbar dropdown by keyboard: Enter and Space open it, the arrows move through its links, Escape closes it onto its button, Tab away closes it', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/intro`);
  await hydrated(page);
  await page.focus(MORE);
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute(MORE, 'aria-expanded'), 'true');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Limits');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'Second steps');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), 'Changelog', 'ArrowUp from the first link wraps to the last');
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute(MORE, 'aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('nav-dropdown__toggle')), true);
  await page.keyboard.press(' ');
  assert.equal(await page.getAttribute(MORE, 'aria-expanded'), 'true');
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute(MORE, 'aria-expanded'), 'false', 'Space toggles it shut');
  // Opened by an arrow key: the first link takes focus; Tab past the last link closes it.
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Limits');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false', MORE);
  // Enter on the focused link follows it.
  await page.focus(MORE);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Second steps');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${h.url}/docs/basics/second`);
  // It closes once the new page has rendered (after the address changed).
  await page.waitForFunction(
    (toggle) => document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false',
    MORE,
  );
  assert.deepEqual(errors, []);
});

test('the mobile panel lists the dropdown’s links in place, in a group under its label', async () => {
  const { page } = await h.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${h.url}/docs/intro`);
  await hydrated(page);
  await page.click('.navbar__toggle');
  await page.click('.mobile-panel__back');
  const group = page.getByRole('group', { name: 'More' });
  assert.deepEqual(await group.locator('a').allInnerTexts(), ['Limits', 'Second steps', 'Changelog']);
  assert.equal(await group.locator('a').first().isVisible(), true, 'listed without opening anything');
  assert.equal(await page.locator('#mobile-panel button.nav-dropdown__toggle').count(), 0);
  await group.locator('a >> text=Second steps').click();
  await page.waitForURL(`${h.url}/docs/basics/second`);
  // The panel closes on the navigation, once the new page has rendered.
  await page.locator('#mobile-panel').waitFor({ state: 'detached' });
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: zero violations on the project's pages (${mode})`, async () => {
    const { page, context } = await h.newPage();
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const violations: string[] = [];
    for (const route of [
      '/docs/intro',
      '/docs/basics/first',
      '/docs/basics/second',
      '/docs/category/basics',
      '/docs/api/overview',
      '/docs/tags',
      '/docs/tags/widgets',
    ]) {
      await page.goto(h.url + route);
      await hydrated(page);
      // With the navbar's dropdown open: its menu is checked too.
      await page.click(MORE);
      await page.locator(MENU).waitFor();
      violations.push(...(await axeViolations(page)).map((v) => `${route} ${v}`));
    }
    assert.deepEqual(violations, []);
  });
}

test('the site’s custom CSS restyles the theme: its --ifm-color-primary (made readable) is the colour of links, of the active sidebar item and of its own components, in both modes', async () => {
  // src/css/custom.css: `:root { --ifm-color-primary: #2e8555; }`, made readable (WCAG AA) on each mode's backgrounds,
  // its hue kept (the axe tests above).
  const expected = { light: 'rgb(41, 120, 77)', dark: 'rgb(57, 165, 106)' };
  for (const mode of ['light', 'dark'] as const) {
    const { page, context, errors } = await h.newPage();
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(`${h.url}/docs/api/overview`);
    await hydrated(page);
    const colours = await page.evaluate(() => ({
      link: getComputedStyle(document.querySelector('.navbar a[aria-current="page"]')!).color,
      active: getComputedStyle(document.querySelector('.sidebar a[aria-current="page"]')!).color,
      component: getComputedStyle(document.querySelector('span[class^="Badge_"]')!).color,
    }));
    assert.deepEqual(colours, { link: expected[mode], active: expected[mode], component: expected[mode] }, mode);
    assert.deepEqual(errors, []);
  }
});

test('a redirect page (client-redirects) sends the reader to its target, keeping the query and hash, and leaves no history entry', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/intro`);
  await page.goto(`${h.url}/docs/getting-started?from=old#more`);
  await page.waitForURL(`${h.url}/docs/intro?from=old#more`);
  await hydrated(page);
  await page.goBack();
  await page.waitForURL(`${h.url}/docs/intro`);
  assert.deepEqual(errors, []);
});

test('@docusaurus/router in a component of the site: the location with its query once hydrated, history.push by the router, <Redirect> in place of the history entry; useIsBrowser true in the browser', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/api/where?from=test`);
  await hydrated(page);
  await page.waitForFunction(() => document.getElementById('where-env')?.textContent === 'browser');
  assert.equal(await page.textContent('#where-search'), '?from=test');
  assert.equal(await page.textContent('#where-match'), 'api / where');
  // history.push: a client navigation (the page is not loaded again).
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.click('.where button');
  await page.waitForURL(`${h.url}/docs/api/limits`);
  await page.waitForFunction(() => document.title.startsWith('Limits'));
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), true, 'no full load');
  // <Redirect>: replaces the entry, so Back skips it.
  await page.goto(`${h.url}/docs/intro`);
  await page.goto(`${h.url}/docs/api/where?go=limits`);
  await page.waitForURL(`${h.url}/docs/api/limits`);
  await page.goBack();
  await page.waitForURL(`${h.url}/docs/intro`);
  assert.deepEqual(errors, []);
});
