/** Updates the document head for a client-rendered page (title, description, canonical, social tags). */
import type { ClientConfig, PageData } from '../theme/types.js';

function setMeta(selector: string, attribute: 'content' | 'href', value: string | null): void {
  const element = document.head.querySelector(selector);
  if (element && value !== null) element.setAttribute(attribute, value);
}

export function updateHead(page: PageData, config: ClientConfig): void {
  document.title = page.documentTitle;
  const canonical = `${config.url}${config.baseUrl}${page.route === '/' ? '' : page.route.slice(1)}`;
  setMeta('meta[name="description"]', 'content', page.description);
  setMeta('meta[property="og:title"]', 'content', page.documentTitle);
  setMeta('meta[property="og:description"]', 'content', page.description);
  setMeta('meta[property="og:url"]', 'content', canonical);
  setMeta('link[rel="canonical"]', 'href', canonical);
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.setAttribute('href', canonical);
  let robots = document.head.querySelector('meta[name="robots"]');
  if (page.noindex && !robots) {
    robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex, follow');
    document.head.append(robots);
  } else if (!page.noindex) robots?.remove();
}
