/**
 * The blog (test/helpers/blog-site.ts) in Chromium: its list, post, tags, author and archive pages
 * pass axe in both colour modes; they are static (no code of their own, no more JavaScript before
 * interaction than a doc page); the router goes from post to post, the feeds staying in the head.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { axeViolations } from '../helpers/axe.js';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { createSite, type TestSite } from '../helpers/site.js';
import { BLOG_CONFIG, BLOG_FILES } from '../helpers/blog-site.js';
import { JS_RUN_BUDGET, startJsRun, stopJsRun } from '../helpers/js-run.js';
import type { RouteManifest } from '../../theme/types.js';

const ROUTES = [
  '/blog',
  '/blog/page/2',
  '/blog/2024/01/02/welcome',
  '/blog/releases/v1',
  '/blog/tags',
  '/blog/tags/releases',
  '/blog/authors/slorber',
  '/blog/archive',
];
let site: TestSite;
let server: Awaited<ReturnType<typeof serveDir>>;
let browser: Browser;

before(async () => {
  site = await createSite(BLOG_FILES, BLOG_CONFIG);
  await site.build();
  server = await serveDir(site.outDir);
  browser = await launch();
});
after(async () => {
  await browser.close();
  await server.close();
  await site.remove();
});

async function newPage(mode: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.type()}: ${message.text()}`);
  });
  return { page, errors };
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe: zero violations on the blog's pages (${mode})`, async () => {
    const { page } = await newPage(mode);
    const violations: string[] = [];
    for (const route of ROUTES) {
      await page.goto(server.url + route);
      await hydrated(page);
      violations.push(...(await axeViolations(page)).map((v) => `${route} ${v}`));
    }
    assert.deepEqual(violations, []);
    await page.context().close();
  });
}

test('blog pages are static: no code of their own, and no more JavaScript before interaction than a doc page', async (t) => {
  const manifest = JSON.parse(await readFile(path.join(site.outDir, 'route-manifest.json'), 'utf8')) as RouteManifest;
  assert.deepEqual(
    Object.keys(manifest.routes).filter((route) => route.startsWith('/blog')),
    [],
  );
  const runOf = async (route: string) => {
    const { page } = await newPage();
    await startJsRun(page);
    await page.goto(server.url + route);
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    const run = await stopJsRun(page);
    await page.context().close();
    return run.gzipBytes;
  };
  const doc = await runOf('/intro');
  for (const route of ['/blog', '/blog/2024/01/02/welcome']) {
    const bytes = await runOf(route);
    t.diagnostic(`${route}: ${(bytes / 1024).toFixed(1)} KiB gzip (a doc page: ${(doc / 1024).toFixed(1)} KiB)`);
    assert.ok(bytes <= Math.max(doc, 0) + 256 && bytes <= JS_RUN_BUDGET, `${route}: ${bytes} bytes, a doc page ${doc}`);
  }
});

test('the router goes from a post to the newer one and back to the list; the feeds stay linked from the head', async () => {
  const { page, errors } = await newPage();
  await page.goto(`${server.url}/blog/2024/01/02/welcome`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.click('.pagination__link--prev');
  await page.waitForFunction(() => document.title.startsWith('Version 1.0'));
  assert.equal(
    await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept),
    true,
    'no full page load',
  );
  assert.match(await page.locator('article').innerText(), /Everything else about the release/);
  await page.click('.sidebar a[href="/blog/2024/01/02/welcome"]');
  await page.waitForFunction(() => document.title.startsWith('Welcome'));
  const feeds = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="alternate"][title]')].map((l) => l.getAttribute('href')),
  );
  assert.deepEqual(feeds, ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']);
  assert.deepEqual(errors, []);
  await page.context().close();
});
