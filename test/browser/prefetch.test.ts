/**
 * Prefetching gets a page's code into the HTTP cache without running it, and what a page runs
 * before any interaction stays within the 80 KiB budget (V8 coverage, test/helpers/js-run.ts).
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../cli/build.js';
import type { RouteManifest } from '../../theme/types.js';
import { harness, hydrated, launch, serveDir, type BrowserHarness } from '../helpers/browser.js';
import { startJsRun, stopJsRun } from '../helpers/js-run.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUDGET = 80 * 1024;

let h: BrowserHarness;
let manifest: RouteManifest;
before(async () => {
  h = await harness();
  manifest = JSON.parse(await readFile(path.join(h.outDir, 'route-manifest.json'), 'utf8')) as RouteManifest;
});
after(() => h.close());

const pathOf = (url: string) => new URL(url).pathname;
const prefetchLinks = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname));
/** Resolves once the browser has had idle time twice: the prefetcher runs in idle callbacks. */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));

/** The chunks of a route with a module of its own: its page chunk, then what that imports beyond the entry. */
const chunksOf = (route: string) => {
  const [chunk, ...imports] = manifest.routes[route];
  return [chunk, ...(imports as number[]).map((i) => manifest.chunks[i])];
};

test('links in view have their page prefetched (a chunk page its chunks, any other page its HTML), and nothing runs before the reader shows intent', async () => {
  const { page } = await h.newPage();
  await startJsRun(page);
  // The Reference category is open here, so the sidebar shows the link to the crash page, the fixture's page with a chunk.
  await page.goto(`${h.url}/ref/api`);
  await hydrated(page);
  const crash = chunksOf('/ref/crash');
  await page.waitForFunction((urls) => urls.every((url) => document.querySelector(`link[rel="prefetch"][href="${url}"]`)), crash);
  await idle(page);
  const prefetched = await prefetchLinks(page);
  assert.ok(prefetched.includes('/guide'), `a sidebar link's HTML document (${prefetched.join(', ')})`);
  assert.ok(!prefetched.includes('/ref/api'), 'not the page being read');
  await page.waitForFunction((urls) => urls.every((url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0), prefetched);
  const run = await stopJsRun(page);
  const ran = run.ran.map((s) => pathOf(s.url));
  assert.deepEqual(ran.filter((url) => prefetched.includes(url)), [], 'a prefetched chunk ran before any interaction');
  assert.ok(!ran.some((url) => /hub-page_/.test(url)), `no page chunk runs: the page hydrates from its HTML (${ran.join(', ')})`);
});

test('hovering a link preloads its chunks without running them; the click runs them from the HTTP cache', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/ref/api`);
  await hydrated(page);
  const chunks = chunksOf('/ref/crash');
  await page.waitForFunction((urls) => urls.every((url) => document.querySelector(`link[rel="prefetch"][href="${url}"]`)), chunks);
  await startJsRun(page);
  await page.hover('.sidebar a[href="/ref/crash"]');
  await page.waitForFunction((urls) => urls.every((url) => document.querySelector(`link[rel="modulepreload"][href="${url}"]`)), chunks);
  await page.waitForFunction((urls) => urls.every((url) => performance.getEntriesByName(new URL(url, location.href).href).length >= 2), chunks);
  assert.deepEqual((await stopJsRun(page)).ran.map((s) => pathOf(s.url)).filter((url) => chunks.includes(url)), [], 'preloaded, not run');

  // The crash page renders when allowed to (test/fixtures/site/docs/ref/crash.mdx).
  await page.evaluate(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
  await startJsRun(page);
  await page.click('.sidebar a[href="/ref/crash"]');
  await page.waitForFunction(() => document.title.startsWith('Crash test'));
  assert.ok((await stopJsRun(page)).ran.some((s) => pathOf(s.url) === chunks[0]), 'the navigation runs the page chunk');
  // Only the prefetch went to the network; the preload and the navigation found the chunks in the cache.
  const transfers = await page.evaluate((urls) => urls.map((url) => performance.getEntriesByName(new URL(url, location.href).href).map((e) => (e as PerformanceResourceTiming).transferSize)), chunks);
  for (const [i, sizes] of transfers.entries()) assert.ok(sizes[0] > 0 && sizes.slice(1).every((size) => size === 0), `${chunks[i]}: ${sizes.join(', ')}`);
});

test('each page of the bundled docs runs at most 80 KiB gzip of JavaScript before interaction', async (t) => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-js-run-'));
  let server: Awaited<ReturnType<typeof serveDir>> | null = null;
  let browser: Browser | null = null;
  try {
    await build({ configFile: path.join(ROOT, 'site.config.ts'), outDir, cache: true });
    server = await serveDir(outDir);
    browser = await launch();
    // Mermaid (about 230 KiB) runs only for a diagram the reader can see: a concept page whose
    // diagram is just below the fold runs none (its code is fetched ahead, not run).
    const routes = ['/', '/core-concepts/hub-and-spoke-architecture', '/core-concepts/canonical-data', '/schema/sales-order', '/end-user-guide/troubleshooting/error-unauthorized', '/search'];
    const over: string[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await startJsRun(page);
      await page.goto(server.url + route);
      await hydrated(page);
      await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
      await idle(page);
      const run = await stopJsRun(page);
      // Each page's figure in the test's output: how close to the budget it is.
      t.diagnostic(`${route}: ${run.gzipBytes} B gzip of ${BUDGET}`);
      if (run.gzipBytes > BUDGET) over.push(`${route}: ${(run.gzipBytes / 1024).toFixed(1)} KiB (${run.ran.map((s) => `${pathOf(s.url)} ${s.gzipBytes}`).join(', ')})`);
      await context.close();
    }
    assert.deepEqual(over, []);
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
});
