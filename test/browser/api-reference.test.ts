/**
 * The API reference and Tabs in the browser: language tabs synced across operation pages and
 * remembered, the WAI-ARIA keys, the copy button, Docusaurus' groupId / default / values /
 * queryString on a page's own tabs, other windows following, and zero axe violations.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { axeViolations } from '../helpers/axe.js';
import type { Page } from 'playwright-core';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';

let h: BrowserHarness;
before(async () => {
  h = await harness('openapi');
});
after(() => h.close());

/** The selected tab and the visible panels of the n-th tab group on the page. */
async function groupState(page: Page, n = 0): Promise<{ selected: string[]; focusable: string[]; visible: string[] }> {
  return page.evaluate((index) => {
    const group = document.querySelectorAll('[data-tabs]')[index];
    const tabs = [...group.querySelectorAll<HTMLElement>('[role=tab]')];
    return {
      selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.dataset.value!),
      focusable: tabs.filter((t) => t.tabIndex === 0).map((t) => t.dataset.value!),
      visible: [...group.querySelectorAll<HTMLElement>('[role=tabpanel]')]
        .filter((p) => !p.hidden)
        .map((p) => document.getElementById(p.getAttribute('aria-labelledby')!)!.dataset.value!),
    };
  }, n);
}

const selected = (value: string) => ({ selected: [value], focusable: [value], visible: [value] });

test('a language chosen on one operation page is chosen on the others, after a client navigation and a full load, and remembered', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/api/orders/createOrder`);
  await hydrated(page);
  assert.deepEqual(await groupState(page), selected('curl'));
  await page.getByRole('tab', { name: 'Python' }).click();
  assert.deepEqual(await groupState(page), selected('python'));
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.api-language')), 'python');

  await page.click('.sidebar a[href="/api/orders/getOrder"]');
  await page.waitForFunction(() => document.title.startsWith('Get an order'));
  assert.deepEqual(await groupState(page), selected('python'));

  await page.goto(`${h.url}/api/webhooks/orderShipped`);
  await hydrated(page);
  assert.deepEqual(await groupState(page), selected('python'));
  await page.reload();
  await hydrated(page);
  assert.deepEqual(await groupState(page), selected('python'));
  assert.deepEqual(errors, []);
});

test('keyboard: one tab stop, arrows move and select (wrapping), Home and End', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/api/orders/createOrder`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'curl' }).focus();
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.value);
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'typescript');
  assert.deepEqual(await groupState(page), selected('typescript'));
  await page.keyboard.press('End');
  assert.deepEqual([await focused(), (await groupState(page)).selected[0]], ['python', 'python']);
  await page.keyboard.press('ArrowRight');
  assert.deepEqual([await focused(), (await groupState(page)).selected[0]], ['curl', 'curl']);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), 'python');
  await page.keyboard.press('Home');
  assert.deepEqual(await groupState(page), selected('curl'));
  // Tab leaves the tablist for the panel's content.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.closest('[role=tabpanel]') !== null), true);
});

test('the copy button copies the sample shown', async () => {
  const { page, context } = await h.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  await page.goto(`${h.url}/api/orders/createOrder`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'TypeScript' }).click();
  const panel = page.locator('[role=tabpanel]:not([hidden])').first();
  await panel.locator('.code-block').hover();
  await panel.locator('.code-block__copy').click();
  await panel.getByText('Copied').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(
    copied,
    await panel
      .locator('pre')
      .evaluate((pre) => [...pre.querySelectorAll('.code-line')].map((l) => l.textContent).join('\n')),
  );
  assert.match(
    copied,
    /^const response = await fetch\('https:\/\/sandbox\.orders\.example\.com\/orders\?dryRun=true', \{\n {2}method: 'POST',/,
  );
  assert.match(copied, /Authorization: `Bearer \$\{process\.env\.ORDER_TOKEN\}`/);
});

test('Docusaurus tabs in a page: default, values, groupId syncing the groups, queryString in the URL and winning on load', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/tabs`);
  await hydrated(page);
  assert.deepEqual(await groupState(page, 0), selected('win'), 'the item marked default');
  assert.deepEqual(await groupState(page, 1), selected('win'), 'the first of `values`');
  assert.deepEqual(await page.locator('[data-tabs]').nth(1).getByRole('tab').allTextContents(), ['Windows', 'macOS']);
  await page.locator('[data-tabs]').first().getByRole('tab', { name: 'macOS' }).click();
  assert.deepEqual(await groupState(page, 1), selected('mac'));
  await page.getByRole('tab', { name: 'Fancy' }).click();
  assert.equal(new URL(page.url()).searchParams.get('flavour'), 'fancy');
  assert.deepEqual(await groupState(page, 2), selected('fancy'));

  const fresh = await h.newPage();
  await fresh.page.goto(`${h.url}/tabs?flavour=fancy`);
  await hydrated(fresh.page);
  assert.deepEqual(await groupState(fresh.page, 2), selected('fancy'));
  assert.deepEqual(await groupState(fresh.page, 0), selected('win'), 'a new browser remembers nothing');
  assert.deepEqual(errors, []);
});

test('tabs on a page that hydrates from its own chunk take the remembered choice, with no hydration warning, and keep working', async () => {
  const { page, context, errors } = await h.newPage();
  await context.addInitScript(() => localStorage.setItem('docusaurus.tab.os', 'mac'));
  await page.goto(`${h.url}/tabs-module`);
  await hydrated(page);
  assert.equal(await page.textContent('.markdown p'), 'The shell is zsh.');
  assert.deepEqual(await groupState(page), selected('mac'));
  await page.getByRole('tab', { name: 'Windows' }).click();
  assert.deepEqual(await groupState(page), selected('win'));
  assert.deepEqual(errors, []);
});

test('every panel is in the server HTML, so readers without JavaScript and search have the whole text', async () => {
  const html = await (await fetch(`${h.url}/tabs`)).text();
  for (const text of ['Press Command.', 'Press Control.', 'Command again.', 'Fancy text.'])
    assert.ok(html.includes(text), text);
  assert.equal((html.match(/role="tabpanel"[^>]*hidden=""/g) ?? []).length, 3);
});

test('a choice made in another window reaches this one', async () => {
  const { page, context } = await h.newPage();
  await page.goto(`${h.url}/api/orders/getOrder`);
  await hydrated(page);
  const other = await context.newPage();
  await other.goto(`${h.url}/api/orders/createOrder`);
  await hydrated(other);
  await other.getByRole('tab', { name: 'TypeScript' }).click();
  await page.waitForFunction(
    () => document.querySelector('[role=tab][aria-selected=true]')?.getAttribute('data-value') === 'typescript',
  );
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: zero violations on operation, webhook, tag and overview pages and the tabs page (${mode})`, async () => {
    const { page, context } = await h.newPage();
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const violations: string[] = [];
    for (const route of ['/api/orders/createOrder', '/api/webhooks/orderShipped', '/api/orders', '/api', '/tabs']) {
      await page.goto(h.url + route);
      await hydrated(page);
      // Open what folds away, so its content is checked too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      violations.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
    }
    assert.deepEqual(violations, []);
  });
}
