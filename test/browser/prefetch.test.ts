/**
 * Prefetching gets a page's code into the HTTP cache without running it, and what a page runs
 * before any interaction stays within its budget (V8 coverage, test/helpers/js-run.ts): 15 KiB
 * gzip for a page without code of its own.
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
import { JS_RUN_BUDGET, JS_RUN_BUDGET_OWN_CODE, startJsRun, stopJsRun } from '../helpers/js-run.js';
import { generateSite, GENERATED_PAGE_TYPES } from '../../bench/generate.js';
import type { TestContext } from 'node:test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUDGET = JS_RUN_BUDGET;
const OWN_CODE_BUDGET = JS_RUN_BUDGET_OWN_CODE;

let h: BrowserHarness;
let manifest: RouteManifest;
before(async () => {
  h = await harness();
  manifest = JSON.parse(await readFile(path.join(h.outDir, 'route-manifest.json'), 'utf8')) as RouteManifest;
});
after(() => h.close());

const pathOf = (url: string) => new URL(url).pathname;
const prefetchLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname),
  );
/** Resolves once the browser has had idle time twice: the prefetcher runs in idle callbacks. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));

/** The chunks of a route with a module of its own: its page chunk, then what that imports beyond the entry. */
const chunksOf = (route: string) => {
  const [chunk, ...imports] = manifest.routes[route];
  return [chunk, ...(imports as number[]).map((i) => manifest.chunks[i])];
};

test('links in view have their page prefetched (a chunk page its chunks, any other page its HTML), and nothing runs before the reader shows intent', async () => {
  const { page } = await h.newPage();
  await startJsRun(page);
  // The Reference category is open here, so the sidebar shows the link to the crash page, the fixture's page with a
  // chunk.
  await page.goto(`${h.url}/ref/api`);
  await hydrated(page);
  const crash = chunksOf('/ref/crash');
  await page.waitForFunction(
    (urls) => urls.every((url) => document.querySelector(`link[rel="prefetch"][href="${url}"]`)),
    crash,
  );
  await idle(page);
  const prefetched = await prefetchLinks(page);
  assert.ok(prefetched.includes('/guide'), `a sidebar link's HTML document (${prefetched.join(', ')})`);
  assert.ok(!prefetched.includes('/ref/api'), 'not the page being read');
  await page.waitForFunction(
    (urls) => urls.every((url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0),
    prefetched,
  );
  const run = await stopJsRun(page);
  const ran = run.ran.map((s) => pathOf(s.url));
  assert.deepEqual(
    ran.filter((url) => prefetched.includes(url)),
    [],
    'a prefetched chunk ran before any interaction',
  );
  assert.ok(
    !ran.some((url) => /hub-page_/.test(url)),
    `no page chunk runs: the page hydrates from its HTML (${ran.join(', ')})`,
  );
});

test('hovering a link preloads its chunks without running them; the click runs them from the HTTP cache', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/ref/api`);
  await hydrated(page);
  const chunks = chunksOf('/ref/crash');
  await page.waitForFunction(
    (urls) => urls.every((url) => document.querySelector(`link[rel="prefetch"][href="${url}"]`)),
    chunks,
  );
  await startJsRun(page);
  await page.hover('.sidebar a[href="/ref/crash"]');
  await page.waitForFunction(
    (urls) => urls.every((url) => document.querySelector(`link[rel="modulepreload"][href="${url}"]`)),
    chunks,
  );
  await page.waitForFunction(
    (urls) => urls.every((url) => performance.getEntriesByName(new URL(url, location.href).href).length >= 2),
    chunks,
  );
  assert.deepEqual(
    (await stopJsRun(page)).ran.map((s) => pathOf(s.url)).filter((url) => chunks.includes(url)),
    [],
    'preloaded, not run',
  );

  // The crash page renders when allowed to (test/fixtures/site/docs/ref/crash.mdx).
  await page.evaluate(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
  await startJsRun(page);
  await page.click('.sidebar a[href="/ref/crash"]');
  await page.waitForFunction(() => document.title.startsWith('Crash test'));
  assert.ok(
    (await stopJsRun(page)).ran.some((s) => pathOf(s.url) === chunks[0]),
    'the navigation runs the page chunk',
  );
  // Only the prefetch went to the network; the preload and the navigation found the chunks in the cache.
  const transfers = await page.evaluate(
    (urls) =>
      urls.map((url) =>
        performance
          .getEntriesByName(new URL(url, location.href).href)
          .map((e) => (e as PerformanceResourceTiming).transferSize),
      ),
    chunks,
  );
  for (const [i, sizes] of transfers.entries())
    assert.ok(sizes[0] > 0 && sizes.slice(1).every((size) => size === 0), `${chunks[i]}: ${sizes.join(', ')}`);
});

/**
 * What each page type runs before any interaction, on a built site: at most 15 KiB gzip for a
 * page without code of its own (its layout is static HTML, React loads with the first island a
 * reader uses), at most the former whole-page budget for a page that hydrates its own code (the
 * search page's island among them). Each figure is in the test's output.
 */
async function measurePages(
  t: TestContext,
  site: { configFile: string; docsDir?: string; staticDir?: string },
  routes: string[],
): Promise<string[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-js-run-'));
  let server: Awaited<ReturnType<typeof serveDir>> | null = null;
  let browser: Browser | null = null;
  try {
    await build({ configFile: site.configFile, docsDir: site.docsDir, staticDir: site.staticDir, outDir, cache: true });
    const ownCode = Object.keys(
      (JSON.parse(await readFile(path.join(outDir, 'route-manifest.json'), 'utf8')) as RouteManifest).routes,
    );
    server = await serveDir(outDir);
    browser = await launch();
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
      const budget = ownCode.includes(route) ? OWN_CODE_BUDGET : BUDGET;
      t.diagnostic(
        `${route}${ownCode.includes(route) ? ' (code of its own)' : ''}: ${(run.gzipBytes / 1024).toFixed(1)} KiB gzip of ${budget / 1024} (${run.ran.map((s) => `${pathOf(s.url)} ${s.gzipBytes}`).join(', ')})`,
      );
      if (run.gzipBytes > budget)
        over.push(
          `${route}: ${(run.gzipBytes / 1024).toFixed(1)} KiB (${run.ran.map((s) => `${pathOf(s.url)} ${s.gzipBytes}`).join(', ')})`,
        );
      await context.close();
    }
    return over;
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

test('each page type of the bundled docs runs at most 15 KiB gzip of JavaScript before interaction (a page with code of its own, 80)', async (t) => {
  // Mermaid (about 230 KiB) runs only for a diagram the reader can see: a concept page whose
  // diagram is just below the fold runs none (its code is fetched ahead, not run).
  const routes = [
    '/',
    '/core-concepts/hub-and-spoke-architecture',
    '/core-concepts/canonical-data',
    '/schema/sales-order',
    '/troubleshooting',
    '/end-user-guide/troubleshooting/error-unauthorized',
    '/api-reference',
    '/search',
  ];
  assert.deepEqual(await measurePages(t, { configFile: path.join(ROOT, 'site.config.ts') }, routes), []);
});

test('each page type of a generated 1,000-page site runs at most 15 KiB gzip of JavaScript before interaction (the search page, 80)', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-generated-'));
  try {
    const site = await generateSite(dir, 1000);
    assert.deepEqual(
      await measurePages(
        t,
        site,
        GENERATED_PAGE_TYPES.map((type) => type.route),
      ),
      [],
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
