/** sitemap.xml and robots.txt: every indexable route, and where the sitemap is. */
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import { absoluteUrl, withBaseUrl } from '../../theme/url.js';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(config: ResolvedConfig, pages: PageData[]): string {
  const urls = pages
    // Pages that name another page as canonical (an old version's) are left to that page.
    .filter((p) => !p.noindex && p.canonical === null)
    .map((p) => `  <url><loc>${escapeXml(absoluteUrl(config, p.route))}</loc>${p.lastUpdated ? `<lastmod>${escapeXml(p.lastUpdated.date)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(config: ResolvedConfig): string {
  return `User-agent: *\nAllow: /\nDisallow: ${withBaseUrl(config, '/search')}\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
}
