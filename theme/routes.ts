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

/**
 * The file of a page's Markdown twin (llmstxt.org), relative to the site root: "/x" → "x.md",
 * "/" → "index.md". Under the base URL, it is the twin's path; with the site's URL, its address.
 */
export function markdownTwinFile(route: string): string {
  return `${route === '/' ? 'index' : route.slice(1)}.md`;
}

/**
 * Whether a page has a Markdown twin: every page but the search and 404 pages (a custom page's
 * twin is its Markdown source's, or the text its component renders: cli/twins/html-twin.ts).
 */
export function pageHasTwin(page: { kind: string }): boolean {
  return page.kind !== 'search' && page.kind !== 'not-found';
}
