/**
 * axe-core on the page as it is now (WCAG 2.1 A and AA, and axe's best practices), the way every
 * accessibility test checks a page: each violation as "<rule>: <the first elements it names>".
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
