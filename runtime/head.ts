/** Updates the document head for a client-rendered page (title, description, canonical, social tags). */
import type { ClientConfig, PageData } from '../theme/types.js';
import { canonicalUrl } from '../theme/routes.js';

/** Sets `attribute` on every element `selector` matches. */
function set(selector: string, attribute: 'content' | 'href', value: string): void {
  for (const element of document.head.querySelectorAll(selector)) element.setAttribute(attribute, value);
}

export function updateHead(page: PageData, config: ClientConfig): void {
  document.title = page.documentTitle;
  const canonical = canonicalUrl(config, page.canonical ?? page.route);
  set('meta[name="description"],meta[property="og:description"]', 'content', page.description);
  set('meta[property="og:title"]', 'content', page.documentTitle);
  set('meta[property="og:url"]', 'content', canonical);
  set('link[rel="canonical"],link[rel="alternate"][hreflang]', 'href', canonical);
  setMeta('robots', page.noindex ? 'noindex, follow' : null);
  setMeta('docsearch:version', page.version);
}

/** The `<meta name>` with that content, added when missing; removed for null. */
function setMeta(name: string, content: string | null): void {
  let meta = document.head.querySelector(`meta[name="${name}"]`);
  if (content === null) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', name);
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}
