/** Updates the document head for a client-rendered page (title, description, canonical, social tags). */
import type { ClientConfig, PageData } from '../theme/types.js';
import { absoluteUrl } from '../theme/url.js';

/** Sets `attribute` on every element `selector` matches. */
function set(selector: string, attribute: 'content' | 'href', value: string): void {
  for (const element of document.head.querySelectorAll(selector)) element.setAttribute(attribute, value);
}

export function updateHead(page: PageData, config: ClientConfig): void {
  document.title = page.documentTitle;
  const canonical = absoluteUrl(config, page.canonical ?? page.route);
  set('meta[name="description"],meta[property="og:description"]', 'content', page.description);
  set('meta[property="og:title"]', 'content', page.documentTitle);
  set('meta[property="og:url"]', 'content', canonical);
  set('link[rel="canonical"],link[rel="alternate"][hreflang]', 'href', canonical);
  let robots = document.head.querySelector('meta[name="robots"]');
  if (page.noindex && !robots) {
    robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex, follow');
    document.head.append(robots);
  } else if (!page.noindex) robots?.remove();
  // Every page of a site with one version names the same one (pages of none name none).
  if (__HUB_VERSIONS__) {
    let version = document.head.querySelector('meta[name="docsearch:version"]');
    if (page.version === null) version?.remove();
    else {
      version ??= document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'docsearch:version' }));
      version.setAttribute('content', page.version);
    }
  }
}
