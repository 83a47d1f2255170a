/**
 * Route normalisation, shared by the build (routes, links), the browser router and the dev
 * server: "/x/", "/x.html" and "/x/index.html" all mean "/x".
 */

/** "/a//b/" → "/a/b"; "" → "/". Permalinks have no trailing slash; "/" is home. */
export function normalizeRoute(route: string): string {
  const cleaned = ('/' + route).replace(/\/+/g, '/').replace(/\/$/, '');
  return cleaned === '' ? '/' : cleaned;
}

export function normalizePathname(pathname: string, baseUrl: string): string {
  let path = pathname;
  if (baseUrl !== '/' && path.startsWith(baseUrl)) path = '/' + path.slice(baseUrl.length);
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** The public URL of a route: site url + baseUrl + route (no trailing slash, no index.html); used by the head, the runtime and the sitemap. */
export function canonicalUrl(config: { url: string; baseUrl: string }, route: string): string {
  return `${config.url}${config.baseUrl}${route === '/' ? '' : route.slice(1)}`;
}

/** An absolute URL ("https:", "mailto:"...) rather than a route of the site. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** The href of a configured link: a route ("/guide") is served under the base URL; anything else is as written. */
export function linkHref(baseUrl: string, href: string): string {
  return isExternal(href) || !href.startsWith('/') ? href : baseUrl + href.slice(1);
}

/**
 * The file of a page's Markdown twin (llmstxt.org), relative to the site root: "/x" → "x.md",
 * "/" → "index.md". Under the base URL, it is the twin's path; with the site's URL, its address.
 */
export function markdownTwinFile(route: string): string {
  return `${route === '/' ? 'index' : route.slice(1)}.md`;
}
