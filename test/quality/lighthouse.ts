/**
 * Runs Lighthouse against a URL with the tests' browser (test/helpers/find-browser.ts): returns the
 * four category scores (0-100).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { browserPath } from '../helpers/browser.js';

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

export async function lighthouseScores(
  url: string,
  formFactor: 'desktop' | 'mobile',
): Promise<{ scores: Scores; failing: string[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    ) as Scores;
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    // What moved, when something did: a layout shift is rare and timing-dependent, and its elements are what to fix.
    const shifts =
      (
        lhr.audits['layout-shifts']?.details as
          | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
          | undefined
      )?.items ?? [];
    for (const shift of shifts)
      failing.push(`shifted: ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''} (${shift.score ?? '?'})`);
    return { scores, failing };
  } finally {
    await chrome.kill();
  }
}
