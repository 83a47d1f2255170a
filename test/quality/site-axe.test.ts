/**
 * axe-core on every page type of the real site (light and dark, desktop and mobile): zero
 * violations of WCAG 2.1 A/AA and axe's best practices.
 */
import assert from 'node:assert/strict';
import { test, before, after } from '../helpers/browser-test.js';
import { AXE_VIEWPORTS, axeViolations } from '../helpers/axe.js';
import { builtDocs, type BuiltDocs } from '../helpers/built-docs.js';
import { hydrated } from '../helpers/browser.js';

let docs: BuiltDocs;

before(async () => {
  docs = await builtDocs();
});
after(() => docs?.close());

const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['concept', '/core-concepts/how-switchboard-exchanges-data'],
  ['getting started', '/getting-started/receiving-messages-from-switchboard'],
  ['schema', '/schema/sales-order'],
  ['generated index', '/category/utilities'],
  ['troubleshooting', '/end-user-guide/troubleshooting/error-unauthorized'],
  ['api operation', '/api-reference/messages/sendMessages'],
  ['search with results', '/search?q=retry'],
  ['404', '/no-such-page'],
];

for (const [mode, width] of AXE_VIEWPORTS) {
  test(`axe: zero violations on every page type (${mode}, ${width}px)`, async () => {
    const context = await docs.browser!.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    const violations: string[] = [];
    for (const [type, route] of PAGE_TYPES) {
      await page.goto(docs.url + route);
      await hydrated(page);
      await page.evaluate(() => document.querySelectorAll('.mermaid-diagram').forEach((d) => d.scrollIntoView()));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.mermaid-diagram')].every((d) => !d.classList.contains('is-pending')),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      if (route.startsWith('/search')) await page.locator('.search-page__count').waitFor();
      violations.push(...(await axeViolations(page)).map((v) => `${type} ${route}: ${v}`));
    }
    await context.close();
    assert.deepEqual(violations, []);
  });
}
