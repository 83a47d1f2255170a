import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { axeViolations } from '../helpers/axe.js';
import type { SearchManifest } from '../../theme/types.js';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';

let h: BrowserHarness;
before(async () => {
  h = await harness();
});
after(() => h.close());

const isIndex = (url: string) => /\/search-manifest\.json|\/search-index\//.test(url);
const HEAD = /\/search-index\/current\/en\/[0-9a-f]{10}\/index\.json$/;

test('the index opens on first focus of the box, never on page load; each file is fetched once', async () => {
  const { page } = await h.newPage();
  const requested: string[] = [];
  page.on('request', (r) => {
    if (isIndex(r.url())) requested.push(new URL(r.url()).pathname);
  });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  assert.equal(requested.length, 0, requested.join(' '));
  await page.focus('.search-box__input');
  // On focus: the manifest, then the index's head (its term dictionary), and nothing else yet.
  await page.waitForFunction(
    (head) => performance.getEntriesByType('resource').some((e) => new RegExp(head).test(e.name)),
    HEAD.source,
  );
  assert.deepEqual(
    requested.map((p) => p.replace(/[0-9a-f]{10}/, 'HASH')),
    ['/search-manifest.json', '/search-index/current/en/HASH/index.json'],
  );
  await page.locator('.search-box__input').blur();
  await page.focus('.search-box__input');
  // A result, not the "see all results" option, which shows before the documents file has come (under load).
  const result = page.locator('.search-box__option:not(.search-box__see-all)').first();
  await page.fill('.search-box__input', 'install');
  await result.waitFor();
  await page.fill('.search-box__input', '');
  await page.fill('.search-box__input', 'install');
  await result.waitFor();
  // Then the postings and documents files the query needs, each once however often it runs.
  assert.ok(
    requested.some((p) => /\/p\d-\d+\.json$/.test(p)) &&
      requested.some((p) => /\/documents\/[0-9a-f]{12}\.json$/.test(p)),
    requested.join(' '),
  );
  assert.equal(new Set(requested).size, requested.length, requested.join(' '));
});

test('waking the box fetches the search code all at once, not one import after another', async () => {
  const { page } = await h.newPage();
  // From the start: a chunk the search shares with a page may have been prefetched already.
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(new URL(r.url()).pathname));
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const { searchChunks } = (await page.evaluate(async () => (await fetch('/route-manifest.json')).json())) as {
    searchChunks: string[];
  };
  assert.ok(searchChunks.some((url) => /SearchDropdown/.test(url)) && searchChunks.some((url) => /engine/.test(url)));
  await page.focus('.search-box__input');
  // Right after the focus, before any of them has loaded, every chunk is already asked for.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (l) => new URL((l as HTMLLinkElement).href).pathname,
    ),
  );
  for (const url of searchChunks) assert.ok(preloaded.includes(url), url);
  await page.locator('.search-box__input').fill('install');
  await page.locator('.search-box__option').first().waitFor();
  for (const url of searchChunks) assert.ok(requested.has(url), url);
});

test('hovering the box also starts loading the index', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.hover('.search-box');
  await page.waitForFunction(
    (head) => performance.getEntriesByType('resource').some((e) => new RegExp(head).test(e.name)),
    HEAD.source,
  );
});

test('mod+K focuses the box (exact modifiers only)', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.keyboard.press('Control+Shift+K');
  assert.notEqual(await page.evaluate(() => document.activeElement?.className), 'search-box__input');
  await page.keyboard.press('Control+K');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-box__input');
  assert.match((await page.textContent('.search-box__shortcut')) ?? '', /Ctrl K|⌘ K/);
});

test('results as you type, grouped by page; arrows and Enter open one with highlight terms', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.keyboard.type('event types');
  await page.locator('.search-box__group-title', { hasText: 'Relay events' }).waitFor();
  // Results come as the reader types: wait for those of the whole query, not of "even".
  await page.locator('.search-box__option[href*="_highlight=types"]').first().waitFor();
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.search-box__option[aria-selected="true"]');
  assert.equal(await active.count(), 1);
  const href = await active.getAttribute('href');
  assert.match(href ?? '', /^\/guide\/relay-events\?_highlight=event&_highlight=types/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/guide/relay-events');
  await page.locator('mark.search-highlight').first().waitFor();
  assert.ok((await page.locator('mark.search-highlight').count()) >= 2);
  await page.getByRole('button', { name: 'Clear highlights' }).click();
  assert.equal(await page.locator('mark.search-highlight').count(), 0);
  assert.doesNotMatch(page.url(), /_highlight/);
});

test('"No results", "See all results", and Escape', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.keyboard.type('zzqxv');
  await page.getByText('No results').waitFor();
  await page.fill('.search-box__input', 'install');
  const all = page.getByRole('option', { name: 'See all results' });
  await all.waitFor();
  assert.equal(await all.getAttribute('href'), '/search?q=install');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.search-box__panel').isHidden(), true);
});

test('within a search context the box offers within/outside links', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/ref/api`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.keyboard.type('token');
  await page.getByRole('option', { name: 'See all results within "Reference"' }).waitFor();
  const outside = page.getByRole('option', { name: 'See all results outside "Reference"' });
  assert.equal(await outside.getAttribute('href'), '/search?q=token&ctx=-%2Fref');
  await outside.click();
  await page.waitForFunction(() => location.pathname === '/search');
  await page.locator('.search-page__context').waitFor();
});

test('the search page works when opened directly: heading, count, grouped results', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/search?q=install&version=current`);
  await hydrated(page);
  await page.locator('.search-page__count').waitFor();
  assert.equal(await page.textContent('.search-page h1'), 'Search results for "install"');
  assert.match((await page.textContent('.search-page__count')) ?? '', /^\d+ documents? found$/);
  assert.equal(await page.locator('.search-page__group').first().locator('h2').textContent(), 'Set up Relay');
  await page.fill('#search-page-input', 'qqqzzz');
  await page.getByText('No documents were found').waitFor();
  assert.match(page.url(), /q=qqqzzz/);
  const empty = await h.newPage();
  await empty.page.goto(`${h.url}/search`);
  assert.equal(await empty.page.textContent('.search-page h1'), 'Search the documentation');
});

test('queries are text: markup typed in the box is never rendered as HTML', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await hydrated(page);
  await page.locator('.search-page__count').waitFor();
  assert.equal(await page.locator('.search-page img').count(), 0);
  assert.deepEqual(errors, []);
});

test('the box is a WAI-ARIA 1.2 combobox: expanded state, controlled listbox, grouped options, active descendant on arrows', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  assert.equal(await box.getAttribute('aria-expanded'), 'false');
  assert.equal(await box.getAttribute('aria-autocomplete'), 'list');
  await box.focus();
  await page.keyboard.type('relay');
  await page.locator('.search-box__option:not(.search-box__see-all)').first().waitFor();
  assert.equal(await box.getAttribute('aria-expanded'), 'true');
  const listbox = page.locator(`#${await box.getAttribute('aria-controls')}`);
  assert.equal(await listbox.getAttribute('role'), 'listbox');
  assert.equal(await listbox.isVisible(), true);
  // Results sit in groups named by their page; every result and "See all results" is an option.
  const group = listbox.getByRole('group').first();
  assert.ok(((await group.getAttribute('aria-labelledby')) ?? '').length > 0);
  assert.equal(
    await page.locator(`#${await group.getAttribute('aria-labelledby')}`).textContent(),
    (await page.locator('.search-box__group-title').first().textContent()) ?? '',
  );
  const options = listbox.getByRole('option');
  const count = await options.count();
  assert.ok(count >= 2);
  assert.equal(await box.getAttribute('aria-activedescendant'), null, 'no option is active before the arrows');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() =>
    document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant')?.endsWith('option-1'),
  );
  const activeId = (await box.getAttribute('aria-activedescendant'))!;
  assert.equal(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected'), 'true');
  assert.equal(await listbox.locator('[role="option"][aria-selected="true"]').count(), 1);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('role')),
    'combobox',
    'focus stays in the box',
  );
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() =>
    document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant')?.endsWith('option-0'),
  );
  await page.keyboard.press('Escape');
  assert.equal(await box.getAttribute('aria-expanded'), 'false');
  assert.equal(await box.getAttribute('aria-activedescendant'), null);
});

test('the result count is announced ("N results", "No results")', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.keyboard.insertText('relay');
  const status = page.locator('.search-box__panel [role="status"]');
  await page.waitForFunction(() =>
    /^\d+ results?$/.test(document.querySelector('.search-box__panel [role="status"]')?.textContent ?? ''),
  );
  const results = await page.locator('.search-box__option:not(.search-box__see-all)').count();
  assert.equal(await status.textContent(), `${results} result${results === 1 ? '' : 's'}`);
  await page.fill('.search-box__input', 'zzqxv');
  await page.waitForFunction(
    () => document.querySelector('.search-box__panel [role="status"]')?.textContent === 'No results',
  );
});

test('a query that waits over 200 ms for the index shows "Loading…", then its results', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  // The postings files arrive late; the head (opened on focus) does not.
  await page.route(/\/search-index\/.*\/p\d-\d+\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.focus('.search-box__input');
  await page.keyboard.insertText('install');
  const loading = page.locator('.search-box__panel [role="status"]', { hasText: 'Loading…' });
  await loading.waitFor();
  assert.equal(await loading.isVisible(), true);
  await page.locator('.search-box__option:not(.search-box__see-all)').first().waitFor();
  assert.equal(await loading.count(), 0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: zero violations with the results open (${mode})`, async () => {
    const { page, context } = await h.newPage();
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(`${h.url}/ref/api`);
    await hydrated(page);
    await page.focus('.search-box__input');
    await page.keyboard.type('token');
    await page.locator('.search-box__option:not(.search-box__see-all)').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() =>
      document.querySelector('[role="combobox"]')?.hasAttribute('aria-activedescendant'),
    );
    assert.deepEqual(await axeViolations(page), []);
  });
}

test('a corrected typo: the box and the page say what the results are for, and offer the query as typed', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.keyboard.type('relay evnets');
  const note = page.locator('.search-box__status .search-box__correction');
  await note.waitFor();
  assert.equal(await note.textContent(), 'Showing results for relay events');
  await page.locator('.search-box__group-title', { hasText: 'Relay events' }).waitFor();
  // The status region announces it with the count; the first option is the query as typed.
  assert.match(
    (await page.locator('.search-box__status').textContent()) ?? '',
    /\d+ results?Showing results for relay events/,
  );
  const asTyped = page.getByRole('option', { name: /^Search instead for\W+relay evnets\W*$/ });
  assert.equal(await page.locator('[role="option"]').first().getAttribute('id'), await asTyped.getAttribute('id'));
  assert.deepEqual(await axeViolations(page), []);
  // Arrow to it and press Enter: the same query, searched as typed, in place (no correction, the box keeps its text).
  await page.keyboard.press('ArrowDown');
  assert.equal(await asTyped.getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await note.waitFor({ state: 'detached' });
  assert.equal(await page.inputValue('.search-box__input'), 'relay evnets');
  assert.equal(await asTyped.count(), 0);
  await page.locator('.search-box__option:not(.search-box__see-all)').first().waitFor();

  await page.goto(`${h.url}/search?q=${encodeURIComponent('relay evnets')}`);
  await hydrated(page);
  const pageNote = page.locator('.search-page__count .search-page__correction');
  await pageNote.waitFor();
  assert.equal(await pageNote.textContent(), 'Showing results for relay events');
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('link', { name: /^Search instead for\W+relay evnets\W*$/ }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('literal') === '1');
  await pageNote.waitFor({ state: 'detached' });
  await page.locator('.search-page__count').waitFor();
  // Typing another query corrects again.
  await page.fill('#search-page-input', 'relya events');
  await pageNote.waitFor();
  assert.doesNotMatch(page.url(), /literal/);
  assert.deepEqual(errors, []);
});

test('when the site is deployed again (a new index folder, the old one gone), an open box searches the new index', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.focus('.search-box__input');
  await page.waitForFunction(
    (head) => performance.getEntriesByType('resource').some((e) => new RegExp(head).test(e.name)),
    HEAD.source,
  );
  // The deploy: the index under another folder name, which the manifest now names.
  const manifestFile = path.join(h.outDir, 'search-manifest.json');
  const original = await readFile(manifestFile, 'utf8');
  const folder = (JSON.parse(original) as SearchManifest).indexes.current.en;
  const moved = folder.replace(/[0-9a-f]{10}\/$/, 'ffffffffff/');
  await rename(path.join(h.outDir, folder), path.join(h.outDir, moved));
  await writeFile(manifestFile, original.replace(folder, moved));
  try {
    await page.keyboard.insertText('install');
    await page.locator('.search-box__option:not(.search-box__see-all)').first().waitFor();
    assert.equal(await page.locator('.search-box__panel [role="alert"]').count(), 0);
    assert.ok(
      await page.evaluate((name) => performance.getEntriesByType('resource').some((e) => e.name.includes(name)), moved),
    );
  } finally {
    await rename(path.join(h.outDir, moved), path.join(h.outDir, folder));
    await writeFile(manifestFile, original);
  }
  assert.deepEqual(
    errors.filter((e) => !/404/.test(e)),
    [],
  );
});
