/**
 * The JavaScript a page actually runs before any interaction, measured with V8's coverage in
 * Chromium: a script counts when its top-level code ran (a prefetched or modulepreloaded chunk
 * is fetched, maybe compiled, but its top level never runs until it is imported). Sizes are
 * gzip level 9 of each script's source, what a static host's pre-compression serves. Used by
 * `npm run bench` and by the browser tests that guard the budget.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * What a page without code of its own may run before any interaction, gzip: its layout is static HTML, React loads with
 * the first island a reader uses.
 */
export const JS_RUN_BUDGET = 15 * 1024;
/**
 * What a page that hydrates code of its own may run (its components, the search page with a query): the budget of a
 * wholly hydrated page.
 */
export const JS_RUN_BUDGET_OWN_CODE = 80 * 1024;
/**
 * Starlight's figure (Astro islands) for a doc page of the same generated 1,000-page site, the reference the budget was
 * set against.
 */
export const STARLIGHT_JS_RUN = 4.3 * 1024;

export interface ScriptRun {
  url: string;
  gzipBytes: number;
}

export interface JsRun {
  /** Scripts whose top-level code ran. */
  ran: ScriptRun[];
  gzipBytes: number;
  /** Scripts V8 saw but whose top level never ran (prefetched, modulepreloaded, not imported). */
  notRun: string[];
}

/** Starts coverage; call before the page's first navigation. */
export async function startJsRun(page: Page): Promise<void> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
}

export async function stopJsRun(page: Page): Promise<JsRun> {
  const entries = await page.coverage.stopJSCoverage();
  const ran: ScriptRun[] = [];
  const notRun: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    // The script's own top-level function spans it from offset 0; its count is how often it ran.
    const top = entry.functions.find((f) => f.functionName === '' && f.ranges[0]?.startOffset === 0);
    const url = entry.url;
    if (!top || top.ranges[0].count === 0) {
      notRun.push(url);
      continue;
    }
    // The same module seen twice (e.g. two contexts of one URL) counts once.
    if (seen.has(url)) continue;
    seen.add(url);
    ran.push({ url, gzipBytes: gzipSync(entry.source ?? '', { level: 9 }).length });
  }
  return {
    ran,
    gzipBytes: ran.reduce((sum, s) => sum + s.gzipBytes, 0),
    notRun: notRun.filter((url) => !seen.has(url)),
  };
}
