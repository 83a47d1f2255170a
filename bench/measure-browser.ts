/**
 * Browser rows (the tests' Chromium, test/helpers/find-browser.ts, via playwright-core, the site
 * served on 127.0.0.1 as a static host would, hashed files cached for good):
 * - the JavaScript each page type runs before any interaction, by V8 coverage (a script counts
 *   when its top-level code ran), page loaded until network idle + 1 s, as issue 16 measured it;
 * - a search session in a fresh context (empty cache): the first focus of the box, a one-word
 *   query typed at once, then further queries; for each, the time to its results and the bytes
 *   fetched for it (gzip level 9 of the files, as a host's pre-compression would serve them).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, serveDir } from '../test/helpers/browser.js';
import { startJsRun, stopJsRun } from '../test/helpers/js-run.js';
import { gzipSize } from './measure-assets.js';
import { summarize } from './stats.js';

export interface PageJsRun {
  /** gzip bytes and count of the scripts whose top-level code ran. */
  ranBytes: number;
  ranFiles: number;
  /** …of which mermaid's own files (drawing a diagram in view). */
  mermaidBytes: number;
  /** Scripts fetched without running (prefetched chunks), gzip bytes and count. */
  fetchedNotRunBytes: number;
  fetchedNotRunFiles: number;
}

export interface QueryCost {
  query: string;
  ms: number;
  /** gzip bytes fetched for it: the index's files, and search code. */
  indexBytes: number;
  codeBytes: number;
}

export interface SearchSession {
  first: QueryCost[];
  /** Per following query, one cost per run. */
  following: QueryCost[][];
}

export interface BrowserFigures {
  jsRun: Map<string, PageJsRun>;
  idleMs: number;
  search: SearchSession | null;
}

declare global {
  interface Window {
    __bench?: { expect: string; started: number; done: Record<string, number> };
  }
}

export async function measureBrowser(
  outDir: string,
  options: { routes: string[]; idleMs: number; search: { runs: number; first: string; following: string[] } | null },
): Promise<BrowserFigures> {
  const server = await serveDir(path.resolve(outDir));
  let browser: Browser | null = null;
  try {
    browser = await launch();
    const jsRun = new Map<string, PageJsRun>();
    for (const route of options.routes)
      jsRun.set(route, await pageJsRun(browser, server.url, route, outDir, options.idleMs));
    let search: SearchSession | null = null;
    if (options.search) {
      search = { first: [], following: options.search.following.map(() => []) };
      for (let i = 0; i < options.search.runs; i++) {
        const [first, ...following] = await searchSession(browser, server.url, outDir, [
          options.search.first,
          ...options.search.following,
        ]);
        search.first.push(first);
        following.forEach((cost, k) => search!.following[k].push(cost));
      }
    }
    return { jsRun, idleMs: options.idleMs, search };
  } finally {
    await browser?.close();
    await server.close();
  }
}

/**
 * gzip bytes of the site's files behind these URLs (anything not a file of the site, such as a page route, counts 0).
 */
async function gzipOf(outDir: string, urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls)
    total += await gzipSize(path.join(outDir, decodeURIComponent(new URL(url).pathname))).catch(() => 0);
  return total;
}

async function pageJsRun(
  browser: Browser,
  url: string,
  route: string,
  outDir: string,
  idleMs: number,
): Promise<PageJsRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await startJsRun(page);
    await page.goto(url + route, { waitUntil: 'networkidle' });
    // The measurement window of issue 16 (network idle + 1 s), not a wait for a condition.
    await page.waitForTimeout(idleMs);
    const run = await stopJsRun(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => /\.m?js(\?|$)/.test(name)),
    );
    const ran = new Set(run.ran.map((s) => s.url));
    const notRun = [...new Set(scripts)].filter((name) => !ran.has(name));
    return {
      ranBytes: run.gzipBytes,
      ranFiles: run.ran.length,
      mermaidBytes: run.ran.filter((s) => /\/assets\/mermaid-/.test(s.url)).reduce((sum, s) => sum + s.gzipBytes, 0),
      fetchedNotRunBytes: await gzipOf(outDir, notRun),
      fetchedNotRunFiles: notRun.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * One reader in a fresh context: load `/`, focus the box, then each query in turn; the first is typed at once (one
 * input event).
 */
async function searchSession(browser: Browser, url: string, outDir: string, queries: string[]): Promise<QueryCost[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url + '/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const searchChunks = new Set(
      await page.evaluate(
        async () => ((await (await fetch('/route-manifest.json')).json()) as { searchChunks: string[] }).searchChunks,
      ),
    );
    await page.evaluate(() => {
      const bench: NonNullable<Window['__bench']> = { expect: '', started: 0, done: {} };
      window.__bench = bench;
      document
        .querySelector('.search-box__input')!
        .addEventListener('focus', () => (bench.started ||= performance.now()));
      // The results of the expected query are on screen: the count is announced (with "Showing results for …"
      // after it when a typo was corrected; in the site's language) and the options carry its last word. (An
      // inline callback: a named function would need a helper the page does not have.)
      new MutationObserver(() => {
        if (!bench.expect || bench.done[bench.expect] !== undefined) return;
        const status = document.querySelector('.search-box__panel [role="status"]')?.textContent ?? '';
        const last = bench.expect.split(/\s+/).pop()!.toLowerCase();
        const option = document.querySelector<HTMLAnchorElement>('.search-box__option:not(.search-box__see-all)');
        // The count in the page's language ("8 results", "8 件の結果"): a number, then words.
        if (
          status === 'No results' ||
          (/^\d+\D/.test(status) && option?.href.includes(`_highlight=${encodeURIComponent(last)}`))
        )
          bench.done[bench.expect] = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    const costs: QueryCost[] = [];
    for (const [i, query] of queries.entries()) {
      if (i === 0) {
        await page.evaluate((q) => (window.__bench!.expect = q), query);
        await page.locator('.search-box__input').focus();
      } else {
        await page.evaluate((q) => {
          const input = document.querySelector<HTMLInputElement>('.search-box__input')!;
          input.select();
          window.__bench!.expect = q;
          window.__bench!.started = performance.now();
        }, query);
      }
      await page.keyboard.insertText(query);
      await page.waitForFunction((q) => window.__bench?.done[q] !== undefined, query, { timeout: 60_000 });
      const { started, done } = (await page.evaluate(() => window.__bench))!;
      const fetched = await page.evaluate(
        ([from, to]) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= from && e.startTime <= to)
            .map((e) => e.name),
        [started, done[query]],
      );
      const isIndex = (name: string) => /\/search-manifest\.json|\/search-index\//.test(name);
      costs.push({
        query,
        ms: done[query] - started,
        indexBytes: await gzipOf(outDir, fetched.filter(isIndex)),
        // The search code, and the language's analyser (lunr-languages' files; ja's TinySegmenter, th's wordcut).
        codeBytes: await gzipOf(
          outDir,
          fetched.filter(
            (name) => searchChunks.has(new URL(name).pathname) || /\/(lunr\.|tinyseg-|wordcut-)/.test(name),
          ),
        ),
      });
    }
    return costs;
  } finally {
    await context.close();
  }
}

export function searchSummary(session: SearchSession) {
  const total = (c: QueryCost) => c.indexBytes + c.codeBytes;
  // Bytes do not vary between runs with an empty cache (same files): the median is the figure.
  const following = session.following.map((runs) => ({
    query: runs[0].query,
    bytes: summarize(runs.map(total)).median,
    ms: summarize(runs.map((c) => c.ms)).median,
  }));
  return {
    focusToFirst: summarize(session.first.map((c) => c.ms)),
    firstBytes: summarize(session.first.map(total)),
    firstIndexBytes: summarize(session.first.map((c) => c.indexBytes)).median,
    firstCodeBytes: summarize(session.first.map((c) => c.codeBytes)).median,
    following,
    followingMax: Math.max(...following.map((f) => f.bytes)),
    followingMedian: summarize(following.map((f) => f.bytes)).median,
  };
}
