/**
 * Browser rows (the tests' Chromium, test/helpers/find-browser.ts, via playwright-core, the site served as a static host would
 * on 127.0.0.1): the time from the first focus of the search box to the first result, timed
 * inside the page; and, as a cross-check of the size rows, the JS the browser actually
 * fetched in the first seconds of each page type with no interaction (prefetch and lazy
 * imports such as mermaid included).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, serveDir } from '../test/helpers/browser.js';
import { gzipSize } from './measure-assets.js';
import { summarize, type Summary } from './stats.js';

export interface BrowserFigures {
  focusToResultMs: Summary;
  word: string;
  /** Route → gzip bytes of every script fetched within `idleMs` of load, no interaction. */
  observedJs: Map<string, { gzipBytes: number; files: number }>;
  idleMs: number;
}

declare global {
  interface Window {
    __bench?: { focus?: number; result?: number };
  }
}

export async function measureBrowser(outDir: string, routes: string[], options: { runs: number; word: string; idleMs: number }): Promise<BrowserFigures> {
  const server = await serveDir(path.resolve(outDir));
  let browser: Browser | null = null;
  try {
    browser = await launch();
    const times: number[] = [];
    for (let i = 0; i < options.runs; i++) times.push(await focusToResult(browser, server.url, options.word));
    const observedJs = new Map<string, { gzipBytes: number; files: number }>();
    for (const route of routes) observedJs.set(route, await observedScripts(browser, server.url, route, outDir, options.idleMs));
    return { focusToResultMs: summarize(times), word: options.word, observedJs, idleMs: options.idleMs };
  } finally {
    await browser?.close();
    await server.close();
  }
}

/** A fresh context (empty HTTP cache): load `/`, wait for hydration, focus, type, wait for a result. */
async function focusToResult(browser: Browser, url: string, word: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url + '/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => {
      const bench: NonNullable<Window['__bench']> = {};
      window.__bench = bench;
      document.querySelector('.search-box__input')!.addEventListener('focus', () => (bench.focus ??= performance.now()));
      // A mutation observer fires as soon as the first real result (not a "see all" link) is in the DOM.
      const observer = new MutationObserver(() => {
        if (document.querySelector('.search-box__option:not(.search-box__see-all)')) {
          bench.result = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.search-box__input').focus();
    await page.keyboard.insertText(word); // one input event, as fast as a paste: typing time is not measured
    await page.waitForFunction(() => window.__bench?.result !== undefined, undefined, { timeout: 15_000 });
    const { focus, result } = (await page.evaluate(() => window.__bench))!;
    return result! - focus!;
  } finally {
    await context.close();
  }
}

async function observedScripts(browser: Browser, url: string, route: string, outDir: string, idleMs: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: 'load' });
    await page.waitForTimeout(idleMs);
    let gzipBytes = 0;
    for (const file of scripts) gzipBytes += await gzipSize(path.join(outDir, decodeURIComponent(file))).catch(() => 0);
    return { gzipBytes, files: scripts.size };
  } finally {
    await context.close();
  }
}
