/**
 * axe-core on the page as it is now (WCAG 2.1 A and AA, and axe's best practices), the way every
 * accessibility test checks a page: each violation as "<rule>: <the first elements it names>".
 *
 * axe is injected and run in the page itself: @axe-core/playwright's AxeBuilder runs it in every
 * frame and finishes the run in a new blank page, which made the site-quality test's 36 axe runs
 * about twice as slow (the file passed the runner's 180 s timeout on CI). Our pages have no frames.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The colour modes and widths every page type is checked in: light and dark, desktop and a phone. */
export const AXE_VIEWPORTS = [
  ['light', 1280],
  ['dark', 1280],
  ['light', 375],
  ['dark', 375],
] as const;

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResult> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values } },
      ),
    TAGS,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
