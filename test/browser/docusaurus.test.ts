/**
 * The Docusaurus fixture project (test/fixtures/docusaurus, built unchanged) in the browser: a
 * page with a component of the site hydrates without a mismatch and keeps its CSS module's
 * style; tabs work; pages pass axe in both colour modes.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
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
  assert.equal(await page.locator('span[class^="Badge_"]', { hasText: 'enforced' }).evaluate((el) => getComputedStyle(el).borderTopStyle), 'solid');
  assert.deepEqual(errors, []);
});

test('tabs from @theme/Tabs switch, and the choice follows the groupId to the next visit', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/docs/basics/first`);
  await hydrated(page);
  await page.click('[role="tab"]:has-text("Yarn")');
  await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Yarn');
  assert.equal(await page.locator('[role="tabpanel"]:visible code').textContent(), 'yarn add widgets');
  await page.reload();
  await hydrated(page);
  await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Yarn');
  assert.deepEqual(errors, []);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: zero violations on the project's pages (${mode})`, async () => {
    const { page, context } = await h.newPage();
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const violations: string[] = [];
    for (const route of ['/docs/intro', '/docs/basics/first', '/docs/basics/second', '/docs/category/basics', '/docs/api/overview']) {
      await page.goto(h.url + route);
      await hydrated(page);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      violations.push(...result.violations.map((v) => `${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    }
    assert.deepEqual(violations, []);
  });
}
