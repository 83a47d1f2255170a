/**
 * Captures a built site for a before/after visual comparison (a change to the CSS, the
 * components or the code themes): `node --import tsx bench/visual/capture.ts <built-site> <out-dir>`,
 * then `bench/visual/compare.ts` on two such folders.
 *
 * For seven page types (home, a concept page with a diagram, a schema page with tables,
 * troubleshooting, a generated index, /search?q=retry, 404), light and dark, at 1280 and 375
 * px: a full-page screenshot and the computed style of every element and its ::before,
 * ::after and ::marker. Also the mobile panel and the search dropdown open; a touch screen
 * (hover: none); and, on two pages, print, reduced motion and forced colours. Computed
 * styles catch what a screenshot can hide (a collapsed margin, a hover colour, print).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page, BrowserContextOptions } from 'playwright-core';
import { hydrated, launch, serveDir } from '../../test/helpers/browser.js';

const [site, out] = process.argv.slice(2);
if (!site || !out) throw new Error('usage: node --import tsx bench/visual/capture.ts <built-site> <out-dir>');

const PAGES = {
  home: '/',
  concept: '/core-concepts/hub-and-spoke-architecture',
  schema: '/schema/sales-order',
  troubleshooting: '/troubleshooting',
  index: '/category/sales-delivery',
  search: '/search?q=retry',
  notfound: '/no-such-page',
} as const;
const MODES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;

// Page-side code is passed as strings: tsx would wrap named functions in a `__name` helper
// that does not exist in the page.
const DUMP_STYLES = `(() => {
  const table = new Map();
  const id = (style) => {
    const parts = [];
    for (let i = 0; i < style.length; i++) parts.push(style.item(i) + ':' + style.getPropertyValue(style.item(i)));
    // Custom properties come in no fixed order.
    const key = parts.sort().join('\\n');
    if (!table.has(key)) table.set(key, table.size);
    return table.get(key);
  };
  const pathOf = (el) => {
    const parts = [];
    for (let e = el; e; e = e.parentElement) {
      const index = e.parentElement ? [...e.parentElement.children].indexOf(e) : 0;
      const cls = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '';
      parts.unshift(e.tagName.toLowerCase() + cls + '[' + index + ']');
    }
    return parts.join('>');
  };
  const elements = [...document.querySelectorAll('*')].map((el) => [pathOf(el), ...['', '::before', '::after', '::marker'].map((p) => id(getComputedStyle(el, p || null)))]);
  return { styles: [...table.keys()], elements };
})()`;

// A media change starts colour transitions: finish them all, then let two frames pass.
const SETTLE = `(async () => {
  for (const a of document.getAnimations()) { try { a.finish(); } catch { a.cancel(); } }
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
})()`;

await mkdir(path.join(out, 'shots'), { recursive: true });
await mkdir(path.join(out, 'styles'), { recursive: true });
const server = await serveDir(path.resolve(site));
const browser = await launch();

async function open(route: string, mode: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ deviceScaleFactor: 1, ...options });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  await page.goto(server.url + route);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  if (route.startsWith('/search')) await page.locator('.search-page__group').first().waitFor();
  // Diagrams are drawn when they come near the viewport, one at a time; lazy images load likewise.
  const diagrams = page.locator('.mermaid-diagram');
  for (let i = 0; i < (await diagrams.count()); i++) {
    await diagrams.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => !document.querySelectorAll('.mermaid-diagram')[n]?.classList.contains('is-pending'),
      i,
    );
  }
  await page.evaluate(() => document.querySelectorAll('img').forEach((img) => img.scrollIntoView()));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  return page;
}

async function dumpStyles(page: Page, name: string): Promise<void> {
  await page.evaluate(SETTLE);
  await writeFile(
    path.join(out, 'styles', `${name}.json.gz`),
    gzipSync(JSON.stringify(await page.evaluate(DUMP_STYLES))),
  );
}

async function shot(page: Page, name: string, fullPage: boolean): Promise<void> {
  await page.evaluate(SETTLE);
  // Mermaid's hand-drawn shapes jitter from one render to the next: masked, their box kept.
  await page.screenshot({
    path: path.join(out, 'shots', `${name}.png`),
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('.mermaid-diagram > svg')],
    maskColor: '#ff00ff',
  });
}

/** Switches media features and waits until the page sees the switch. */
async function emulate(page: Page, options: Parameters<Page['emulateMedia']>[0], query: string): Promise<void> {
  await page.emulateMedia(options);
  await page.waitForFunction((q) => matchMedia(q).matches, query);
}

for (const [name, route] of Object.entries(PAGES)) {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const page = await open(route, mode, { viewport: { width, height: 800 } });
      const tag = `${name}-${mode}-${width}`;
      await shot(page, tag, true);
      await dumpStyles(page, tag);
      if (name === 'concept' || name === 'home') {
        await emulate(page, { media: 'print' }, 'print');
        await shot(page, `${tag}-print`, true);
        await dumpStyles(page, `${tag}-print`);
        await emulate(
          page,
          { media: 'screen', reducedMotion: 'reduce' },
          'screen and (prefers-reduced-motion: reduce)',
        );
        await dumpStyles(page, `${tag}-reduced-motion`);
        await emulate(page, { reducedMotion: 'no-preference', forcedColors: 'active' }, '(forced-colors: active)');
        await dumpStyles(page, `${tag}-forced-colors`);
      }
      await page.context().close();
    }
  }
}

for (const mode of MODES) {
  for (const name of ['concept', 'schema'] as const) {
    const touch = await open(PAGES[name], mode, {
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    await shot(touch, `${name}-${mode}-touch`, true);
    await dumpStyles(touch, `${name}-${mode}-touch`);
    await touch.context().close();
  }

  const mobile = await open(PAGES.concept, mode, { viewport: { width: 375, height: 800 } });
  await mobile.click('.navbar__toggle');
  await mobile.locator('#mobile-panel').waitFor({ state: 'visible' });
  await shot(mobile, `mobile-panel-${mode}`, false);
  await dumpStyles(mobile, `mobile-panel-${mode}`);
  await mobile.context().close();

  for (const width of WIDTHS) {
    const page = await open(PAGES.concept, mode, { viewport: { width, height: 800 } });
    await page.fill('.search-box__input', 'retry');
    await page.locator('.search-box__option').first().waitFor();
    await shot(page, `search-dropdown-${mode}-${width}`, false);
    await dumpStyles(page, `search-dropdown-${mode}-${width}`);
    await page.context().close();
  }
}

await browser.close();
await server.close();
console.log(`captured into ${out}`);
