/**
 * The whole small Docusaurus site of test/helpers/custom-pages-site.ts in Chromium: the home
 * page (TSX, CSS module) hydrates without a warning and its state works, client navigation to
 * and from custom pages, and every internal link of every page resolves.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../cli/build.js';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { writeCustomPagesSite } from '../helpers/custom-pages-site.js';
import type { Browser } from 'playwright-core';

let site: Awaited<ReturnType<typeof writeCustomPagesSite>>;
let server: Awaited<ReturnType<typeof serveDir>>;
let browser: Browser;
let routes: string[];

/** A Markdown page importing a component with state (Docusaurus' src/pages/*.md are MDX). */
const COUNTER_PAGE = {
  'src/pages/counter-page.md': `---
title: Counter page
---
import Counter from '@site/src/components/Counter';

# The counter

Press it: <Counter />
`,
  'src/components/Counter.js': `import React from 'react';
export default function Counter() {
  const [n, setN] = React.useState(0);
  return <button type="button" id="md-counter" onClick={() => setN(n + 1)}>Count {n}</button>;
}
`,
  'docs/plain.md': '# Plain\n\nA page of Markdown only, [home](/), [the counter](/counter-page).\n',
};

/** Once React has taken over a button (the page's `<main>` hydrates after the router starts). */
const reactOwns = (page: import('playwright-core').Page, selector: string) =>
  page.waitForFunction(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactProps')),
    selector,
  );
const counterHydrated = (page: import('playwright-core').Page) => reactOwns(page, '#md-counter');

before(async () => {
  site = await writeCustomPagesSite(COUNTER_PAGE);
  const outDir = path.join(site.dir, 'build');
  routes = (await build({ configFile: site.configFile, outDir, cache: false })).routes;
  server = await serveDir(outDir);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

async function open(route: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(server.url + route);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

test('the home page hydrates without a warning: its state works, its CSS module styles it, Root wraps it', async () => {
  const { page, errors, close } = await open('/');
  await reactOwns(page, '#counter');
  await page.click('#counter');
  await page.waitForFunction(() => document.querySelector('#counter')?.textContent === 'Clicked 1');
  assert.equal(
    await page.locator('header[class*="heroBanner"]').evaluate((el) => getComputedStyle(el).textAlign),
    'center',
  );
  assert.equal(await page.locator('main > [data-root="yes"] header').count(), 1);
  assert.deepEqual(errors, []);
  await close();
});

test('client navigation between custom pages and docs: titles follow, the footer goes and comes with noFooter, a component keeps working', async () => {
  const { page, errors, close } = await open('/docs/intro');
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.click('.navbar__items a[href="/help"]');
  await page.waitForFunction(() => document.title === 'Need help?');
  assert.equal(await page.locator('footer.footer').count(), 0);
  await page.click('.navbar__brand');
  await page.waitForFunction(() => document.title === 'Hello from Fixture Site | Fixture Site');
  await reactOwns(page, '#counter');
  await page.click('#counter');
  await page.waitForFunction(() => document.querySelector('#counter')?.textContent === 'Clicked 1');
  assert.equal(await page.locator('footer.footer').count(), 1);
  assert.equal(
    await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept),
    true,
    'no full page load',
  );
  assert.deepEqual(errors, []);
  await close();
});

test('a Markdown page hydrates: the component it imports works after a load and after a client navigation; its own h1 is its title', async () => {
  const { page, errors, close } = await open('/counter-page');
  assert.deepEqual(
    await page.locator('main h1').allTextContents(),
    ['The counter'],
    'its own heading, not the title a second time',
  );
  await counterHydrated(page);
  await page.click('#md-counter');
  await page.waitForFunction(() => document.querySelector('#md-counter')?.textContent === 'Count 1');
  await page.goto(server.url + '/docs/plain');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.click('article a[href="/counter-page"]');
  await page.waitForFunction(() => document.title === 'Counter page | Fixture Site');
  await counterHydrated(page);
  await page.click('#md-counter');
  await page.click('#md-counter');
  await page.waitForFunction(() => document.querySelector('#md-counter')?.textContent === 'Count 2');
  assert.equal(
    await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept),
    true,
    'no full page load',
  );
  assert.deepEqual(errors, []);
  await close();
});

test('every internal link of every page resolves to a page of the site', async () => {
  const dead: string[] = [];
  for (const route of routes.filter((r) => r !== '/404')) {
    const { page, close } = await open(route);
    const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== server.url || /\.(md|txt|xml|json)$/.test(url.pathname)) continue;
      const response = await fetch(server.url + url.pathname);
      if (response.status !== 200) dead.push(`${route} → ${url.pathname} (${response.status})`);
    }
    await close();
  }
  assert.deepEqual(dead, []);
});
