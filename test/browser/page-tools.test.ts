/**
 * What a doc page offers besides its content (cli/render/page-tools.ts, runtime/page-buttons.ts):
 * Copy page puts the page's Markdown twin on the clipboard and says "Copied", View as Markdown
 * links the twin, the feedback control sends its answer to the analytics sender and remembers
 * it (nothing is sent without a sender), the edit link and the last update; all of it after a
 * client navigation too, and with zero axe violations in both colour modes.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { axeViolations } from '../helpers/axe.js';
import type { Page } from 'playwright-core';
import { harness, hydrated, serveDir, type BrowserHarness } from '../helpers/browser.js';
import { createSite, page as mdxPage } from '../helpers/site.js';

let h: BrowserHarness;
before(async () => {
  h = await harness();
});
after(() => h.close());

type Recorded = { __events?: { name: string; path: string; answer: string }[] };
const events = (page: Page) => page.evaluate(() => (window as unknown as Recorded).__events ?? []);
const twinOf = (file: string) => readFile(path.join(h.outDir, file), 'utf8');

test('Copy page copies the page\'s Markdown twin and says "Copied"; View as Markdown links the twin', async () => {
  const { page, context, errors } = await h.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const copy = page.getByRole('button', { name: 'Copy page' });
  const label = copy.locator('span');
  assert.equal(await label.getAttribute('aria-live'), 'polite', 'the confirmation is heard, not only seen');
  await copy.click();
  await page.locator('.page-actions').getByText('Copied').waitFor();
  const twin = await twinOf('guide/setup.md');
  assert.match(twin, /^# Set up Relay\n/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);
  await page.locator('.page-actions').getByText('Copy page').waitFor(); // back after a while
  const view = page.getByRole('link', { name: 'View as Markdown' });
  assert.equal(await view.getAttribute('href'), '/guide/setup.md');
  assert.equal(await view.getAttribute('type'), 'text/markdown');
  assert.deepEqual(errors, []);
});

test("after a client navigation, Copy page copies the new page's twin", async () => {
  const { page, context, errors } = await h.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.click('.sidebar a[href="/guide/relay-events"]');
  await page.waitForFunction(() => document.title.startsWith('Relay events'));
  assert.equal(
    await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href'),
    '/guide/relay-events.md',
  );
  await page.getByRole('button', { name: 'Copy page' }).click();
  await page.locator('.page-actions').getByText('Copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await twinOf('guide/relay-events.md'));
  assert.deepEqual(errors, []);
});

test('the feedback answer goes to the analytics sender with the page path, is remembered for the page, and is thanked for', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const control = page.getByRole('group', { name: 'Was this page helpful?' });
  const yes = control.getByRole('button', { name: 'Yes' });
  const no = control.getByRole('button', { name: 'No' });
  assert.equal(await yes.getAttribute('aria-pressed'), 'false');
  await yes.click();
  await control.getByText('Thanks for your feedback!').waitFor();
  await page.waitForFunction(() => ((window as unknown as Recorded).__events ?? []).length === 1);
  assert.deepEqual(await events(page), [{ name: 'feedback', path: '/guide/setup', answer: 'yes' }]);
  assert.equal(await yes.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => localStorage.getItem('hub-docs.feedback./guide/setup')), 'yes');
  await yes.click(); // the same answer again sends nothing new
  await no.click();
  await page.waitForFunction(() => ((window as unknown as Recorded).__events ?? []).length === 2);
  assert.deepEqual((await events(page))[1], { name: 'feedback', path: '/guide/setup', answer: 'no' });
  assert.equal(await no.getAttribute('aria-pressed'), 'true');
  assert.equal(await yes.getAttribute('aria-pressed'), 'false');

  // Remembered on the next visit: shown again, nothing sent.
  await page.reload();
  await hydrated(page);
  await control.getByText('Thanks for your feedback!').waitFor();
  assert.equal(await no.getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await events(page), []);
  // Another page asks afresh, after a client navigation too.
  await page.click('.sidebar a[href="/guide/relay-events"]');
  await page.waitForFunction(() => document.title.startsWith('Relay events'));
  assert.equal(
    await page
      .getByRole('group', { name: 'Was this page helpful?' })
      .getByRole('button', { name: 'No' })
      .getAttribute('aria-pressed'),
    'false',
  );
  assert.equal(await page.locator('.feedback__thanks').textContent(), '');
  assert.deepEqual(errors, []);
});

test('without an analytics sender, a feedback answer is thanked for and nothing is loaded or sent', async () => {
  const site = await createSite({
    'docs/intro.mdx': mdxPage('Home', 'Hello [a](./a.mdx).', 'slug: /\n'),
    'docs/a.mdx': mdxPage('A', 'Page A.'),
  });
  try {
    await site.build();
    const server = await serveDir(site.outDir);
    try {
      const { page, errors } = await h.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(`${server.url}/a`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Thanks for your feedback!').waitFor();
      assert.ok(
        scripts.some((s) => /page-button-actions/.test(s)),
        "the control's code loaded with the click",
      );
      assert.deepEqual(
        scripts.filter((s) => /analytics/.test(s)),
        [],
        'no analytics code',
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('hub-docs.feedback./a')), 'yes');
      assert.deepEqual(errors, []);
    } finally {
      await server.close();
    }
  } finally {
    await site.remove();
  }
});

test('Edit this page links the file (docs.editUrl as prefix, custom_edit_url: null hides it); Last updated shows the date', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  assert.equal(
    await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href'),
    'https://github.com/example/fixture/edit/main/docs/guide/setup.mdx',
  );
  assert.equal((await page.locator('.page-source__updated').textContent())?.trim(), 'Last updated on 14 Mar 2025');
  assert.equal(await page.locator('.page-source__updated time').getAttribute('datetime'), '2025-03-14');
  await page.goto(`${h.url}/ref/api`);
  await hydrated(page);
  assert.equal(await page.getByRole('link', { name: 'Edit this page' }).count(), 0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: zero violations around the content, with an answer given and "Copied" showing (${mode})`, async () => {
    const { page, context } = await h.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(`${h.url}/guide/setup`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByText('Thanks for your feedback!').waitFor();
    await page.locator('.page-actions').getByText('Copied').waitFor();
    assert.deepEqual(await axeViolations(page), []);
  });
}
