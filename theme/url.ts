/**
 * The one function that turns a route of the site into the URL a link or an asset uses: the base
 * URL the site is served under, then the route, with or without a trailing slash. Every link
 * hub-docs writes (sidebar, breadcrumbs, previous/next, tags, cards, navbar, footer, search
 * results, versions, head, twins, llms.txt, sitemap) goes through it, on the server and in the
 * browser. A leaf module: it imports nothing.
 */

/** Where the site is served. */
export interface UrlOptions {
  /** The path the site is served under: starts and ends with "/" ("/", "/docs/"). */
  baseUrl: string;
  /**
   * Docusaurus' `trailingSlash`: true, page URLs end in "/" ("/docs/guide/"); false or
   * undefined, they do not ("/docs/guide"), hub-docs' permalinks. The root is always the base URL.
   */
  trailingSlash?: boolean;
}

/** An absolute URL ("https:", "mailto:") or a protocol-relative one ("//cdn"): not a route of the site. */
const OUTSIDE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** An absolute URL ("https:", "mailto:"...) rather than a route of the site. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/**
 * Whether a path's last segment has an extension ("/img/a.png", "/api/hub.openapi.yaml"), as a
 * file's name does. Digits alone after the last dot are a version number, not an extension
 * ("/releases/v1.2", "/blog/release-1.2": pages, which `trailingSlash: true` gives their slash as
 * Docusaurus does). A guess only: a page's route may have a letter there too ("/foo.bar"); the
 * route manifest names those (RouteManifest.fileLikeRoutes).
 */
export function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]*[a-z][a-z0-9]*$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The URL of `href` on the site: a route ("/guide/setup", with a query or hash or not) becomes
 * the base URL + the route; a file of the site ("/img/a.png", "/x.md") keeps its name; anything
 * else (an absolute URL, "#anchor", a relative path) is left as written.
 */
export function withBaseUrl(site: UrlOptions, href: string): string {
  if (!href.startsWith('/') || OUTSIDE.test(href)) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const rest = end < 0 ? '' : href.slice(end);
  // A page's route has no extension in its last segment; a file's does ("/img/logo.svg").
  const slash = site.trailingSlash && path !== '/' && !path.endsWith('/') && !looksLikeFile(path) ? '/' : '';
  return site.baseUrl + encodeUrlPath(path.slice(1)) + slash + rest;
}

/** The public address of a route: the site's URL (origin) + withBaseUrl (head, sitemap, twins). */
export function absoluteUrl(site: UrlOptions & { url: string }, href: string): string {
  return site.url + withBaseUrl(site, href);
}

/**
 * A path (or a path with a query and a fragment) as a URL holds it: every character the URL
 * standard's path percent-encode set names (controls, space, `"`, `<`, `>`, `` ` ``, `{`, `}`)
 * and every non-ASCII character percent-encoded as UTF-8, and "%" when it does not start an
 * escape. What is already encoded stays so: encoding twice changes nothing. Routes are text
 * ("/Über uns"): this is how they are written in every URL.
 */
export function encodeUrlPath(path: string): string {
  // eslint-disable-next-line no-control-regex
  return path.replace(/%(?![0-9a-f]{2})|[\x00-\x20"<>`{}\x7f]|[^\x00-\x7f]+/gi, (text) =>
    text === '%' ? '%25' : encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd')),
  );
}
