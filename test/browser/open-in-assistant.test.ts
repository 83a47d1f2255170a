/**
 * "Open in ChatGPT" / "Open in Claude" beside Copy page (cli/render/open-in-assistant.ts): links a
 * keyboard reaches right after View as Markdown, named for screen readers with the new tab they
 * open, whose URL carries the prompt with the page's twin; focusing and hovering them runs and
 * loads nothing; and they follow a client navigation. No click: the assistants are outside.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';

let h: BrowserHarness;
before(async () => {
  h = await harness();
});
after(() => h.close());

const promptFor = (twin: string) => `Read ${twin}, I want to ask questions about it.`;

test("the links come after View as Markdown in tab order, say they open a new tab, and name the page's twin", async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const chatgpt = page.getByRole('link', { name: 'Open in ChatGPT (opens in a new tab)' });
  const claude = page.getByRole('link', { name: 'Open in Claude (opens in a new tab)' });
  const chatgptUrl = new URL((await chatgpt.getAttribute('href'))!);
  assert.equal(chatgptUrl.origin + chatgptUrl.pathname, 'https://chatgpt.com/');
  assert.equal(chatgptUrl.searchParams.get('hints'), 'search');
  const claudeUrl = new URL((await claude.getAttribute('href'))!);
  assert.equal(claudeUrl.origin + claudeUrl.pathname, 'https://claude.ai/new');
  const twin = 'https://fixture.example.com/guide/setup.md';
  assert.equal(await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href'), twin);
  assert.equal(chatgptUrl.searchParams.get('q'), promptFor(twin));
  assert.equal(claudeUrl.searchParams.get('q'), promptFor(twin));
  for (const link of [chatgpt, claude]) {
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  }

  // Keyboard: View as Markdown, then ChatGPT, then Claude; each shows its focus.
  await page.getByRole('link', { name: 'View as Markdown' }).focus();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Open in ChatGPT (opens in a new tab)');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  assert.notEqual(outline, 'none', 'a visible focus ring');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Open in Claude (opens in a new tab)');
  await claude.hover();
  await chatgpt.hover();
  assert.deepEqual(requests, [], 'focus and hover load nothing (no script, no prefetch of an outside link)');
  assert.deepEqual(errors, []);
});

test("after a client navigation, the links name the new page's twin", async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const before = await page.getByRole('link', { name: /Open in Claude/ }).getAttribute('href');
  await page.locator('a[href="/guide/long"]').first().click();
  await page.waitForURL(`${h.url}/guide/long`);
  const href = await page.getByRole('link', { name: /Open in Claude/ }).getAttribute('href');
  assert.notEqual(href, before);
  assert.match(new URL(href!).searchParams.get('q')!, /\/guide\/long\.md, I want to ask questions about it\.$/);
});
