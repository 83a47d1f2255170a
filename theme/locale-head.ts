/**
 * The hreflang links of a page of a site in several locales (headTags, theme/head.ts): the page in
 * every locale (each locale has every page, translated or the original), by its `<html lang>`, and
 * x-default, the default locale's (Google's rules: every version lists all, itself too). A module of
 * its own so a one-locale site's browser code leaves it out whole.
 */
import type { PageData } from './types.js';
import type { HeadConfig, HeadTag } from './head-types.js';
import { absoluteUrl } from './url.js';

export function localeAlternates(page: PageData, config: HeadConfig): HeadTag[] {
  const locales = config.locale.locales ?? [];
  if (page.kind === 'not-found') return [];
  // An old version's page names the last version's (its canonical) in every locale.
  const route = page.canonical ?? page.route;
  const link = (hreflang: string, baseUrl: string): HeadTag => ({
    tag: 'link',
    attributes: { rel: 'alternate', hreflang, href: absoluteUrl({ ...config, baseUrl }, route) },
  });
  return [...locales.map((l) => link(l.htmlLang, l.baseUrl)), link('x-default', locales[0].baseUrl)];
}
