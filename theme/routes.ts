/**
 * Route normalisation shared by the browser router and the dev server:
 * "/x/", "/x.html" and "/x/index.html" all mean "/x".
 */
export function normalizePathname(pathname: string, baseUrl: string): string {
  let path = pathname;
  if (baseUrl !== '/' && path.startsWith(baseUrl)) path = '/' + path.slice(baseUrl.length);
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}
