/** sitemap.xml and robots.txt: every indexable route, and where the sitemap is. */
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import { absoluteUrl, withBaseUrl } from '../../theme/url.js';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(config: ResolvedConfig, pages: PageData[]): string {
  const indexed = pages
    // Pages that name another page as canonical (an old version's) are left to that page.
    .filter((p) => !p.noindex && p.canonical === null);
  const lastmod = (p: PageData) => (p.lastUpdated ? `<lastmod>${escapeXml(p.lastUpdated.date)}</lastmod>` : '');
  const locales = config.locale.locales;
  if (!locales) {
    const urls = indexed.map((p) => `  <url><loc>${escapeXml(absoluteUrl(config, p.route))}</loc>${lastmod(p)}</url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
  // Several locales: one sitemap (the default locale's), every page in every locale (each has
  // every page), each URL with its alternates in all of them (Google's sitemap hreflang rules).
  const urlIn = (locale: (typeof locales)[number], route: string) =>
    escapeXml(absoluteUrl({ ...config, baseUrl: locale.baseUrl }, route));
  const urls = indexed.flatMap((p) => {
    const alternates = [
      ...locales.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${escapeXml(l.htmlLang)}" href="${urlIn(l, p.route)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(locales[0], p.route)}"/>`,
    ].join('');
    return locales.map((l) => `  <url><loc>${urlIn(l, p.route)}</loc>${lastmod(p)}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(config: ResolvedConfig): string {
  // Every locale's search page (each is under its own base URL); the one sitemap lists every locale.
  const searchPages = (config.locale.locales ?? [{ baseUrl: config.baseUrl }])
    .map((l) => `Disallow: ${withBaseUrl({ ...config, baseUrl: l.baseUrl }, '/search')}\n`)
    .join('');
  return `User-agent: *\nAllow: /\n${searchPages}\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
}
