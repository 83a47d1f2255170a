/**
 * The URLs a twin gives: a link to a page of the site goes to that page's twin, every other
 * URL (a file, an image, a page without a twin, another site) is made absolute, so the text
 * works wherever it is pasted.
 */
import { markdownTwinFile, normalizeRoute } from '../../theme/routes.js';
import { absoluteUrl, withBaseUrl } from '../../theme/url.js';
import type { TwinUrls } from './twin-tree.js';

const SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // "%product%" is not percent-encoding
  }
}

/** The absolute URL of a page's twin. */
export function twinUrl(config: { url: string; baseUrl: string }, route: string): string {
  return new URL(withBaseUrl(config, '/' + markdownTwinFile(route)), config.url).href;
}

/** The URLs of the twin of the page at `route`; `hasTwin`: the routes whose pages have one. */
export function twinUrls(
  config: { url: string; baseUrl: string },
  route: string,
  hasTwin: (route: string) => boolean,
): TwinUrls {
  const { baseUrl } = config;
  const pageUrl = absoluteUrl(config, route);
  const origin = new URL(config.url).origin;
  const link = (url: string): string => {
    if (SCHEME.test(url)) return url;
    const absolute = new URL(url, pageUrl);
    if (absolute.origin === origin && (absolute.pathname + '/').startsWith(baseUrl)) {
      const target = normalizeRoute(safeDecode(absolute.pathname.slice(baseUrl.length - 1)));
      if (hasTwin(target)) return twinUrl(config, target) + absolute.hash;
    }
    return absolute.href;
  };
  return {
    link,
    route: (target) => (SCHEME.test(target) ? target : link(withBaseUrl(config, '/' + target.replace(/^\/+/, '')))),
    file: (url) => (SCHEME.test(url) ? url : new URL(url, pageUrl).href),
  };
}
