/**
 * `@docusaurus/router` (react-router 5's API, as Docusaurus re-exports it) over hub-docs' router:
 * components of a site read where the reader is and send them elsewhere without a full load.
 * Paths are the browser's, with the base URL, as in Docusaurus (`history.push(useBaseUrl('/x'))`).
 * On the server, and while the page hydrates, the location is the page's route, with no query or
 * hash (what the static HTML was rendered for); navigation is a no-op there.
 */
import { useEffect } from 'react';
import { useSite } from '../context.js';
import { NAVIGATED_EVENT } from '../navigation-event.js';
import { withBaseUrl } from '../url.js';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

/** `useLocation()`: the page's path (with the base URL), and the query and hash once hydrated. */
export function useLocation(): RouterLocation {
  const { site, route, location } = useSite();
  // The page's route is known alike on the server and in the browser: the path says the same both times.
  return { pathname: withBaseUrl(site.config, route), search: location.search, hash: location.hash, state: undefined };
}

export interface RouterHistory {
  location: RouterLocation;
  length: number;
  action: 'PUSH' | 'REPLACE' | 'POP';
  push(path: string | { pathname?: string; search?: string; hash?: string }): void;
  replace(path: string | { pathname?: string; search?: string; hash?: string }): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  /** Called after each navigation; returns the function that stops it. */
  listen(listener: (location: RouterLocation) => void): () => void;
}

const hrefOf = (path: string | { pathname?: string; search?: string; hash?: string }, current: RouterLocation) =>
  typeof path === 'string' ? path : `${path.pathname ?? current.pathname}${path.search ?? ''}${path.hash ?? ''}`;

/** `useHistory()`: push and replace go through the site's router (no full load); go/back/forward are the browser's. */
export function useHistory(): RouterHistory {
  const { navigate } = useSite();
  const location = useLocation();
  return {
    location,
    length: typeof history === 'undefined' ? 1 : history.length,
    action: 'PUSH',
    push: (path) => navigate(hrefOf(path, location)),
    replace: (path) => navigate(hrefOf(path, location), { replace: true }),
    go: (delta) => history.go(delta),
    goBack: () => history.back(),
    goForward: () => history.forward(),
    listen: (listener) => {
      const notify = () =>
        listener({
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
          state: undefined,
        });
      window.addEventListener(NAVIGATED_EVENT, notify);
      return () => window.removeEventListener(NAVIGATED_EVENT, notify);
    },
  };
}

/** `useParams()`: hub-docs' routes are files, without parameters. */
export function useParams(): Record<string, string> {
  return {};
}

/**
 * `<Redirect to push?>`: sends the reader on once the page is in the browser (in place of this history entry, unless
 * `push`).
 */
export function Redirect({
  to,
  push = false,
}: {
  to: string | { pathname?: string; search?: string; hash?: string };
  push?: boolean;
  from?: string;
  exact?: boolean;
}) {
  const { navigate } = useSite();
  const location = useLocation();
  const href = hrefOf(to, location);
  useEffect(() => navigate(href, { replace: !push }), [href, push, navigate]);
  return null;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/**
 * `matchPath(pathname, pattern)`: react-router 5's matcher, for its patterns: `/docs/:id`,
 * an optional `:id?`, a wildcard `*`, several paths; `exact` matches the whole path, `strict`
 * counts a trailing slash; otherwise a pattern matches a path that starts with it.
 */
export function matchPath(
  pathname: string,
  options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean },
): Match | null {
  const {
    path,
    exact = false,
    strict = false,
    sensitive = false,
  } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  if (path === undefined) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  for (const pattern of [path].flat()) {
    const names: string[] = [];
    // A trailing slash of the pattern counts only when strict ("/" then matches every path).
    const source = (strict ? pattern : pattern.replace(/\/+$/, ''))
      .split('/')
      .map((segment, i) => {
        const param = /^:(\w+)(\?)?$/.exec(segment);
        if (param) {
          names.push(param[1]);
          return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
        }
        if (segment === '*') {
          names.push('0');
          return '/(.*)';
        }
        return i === 0 && segment === ''
          ? ''
          : `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)')}`;
      })
      .join('');
    const end = strict ? '' : '/?';
    const match = new RegExp(`^${source || ''}${exact ? `${end}$` : `${end}(?=/|$)`}`, sensitive ? '' : 'i').exec(
      pathname,
    );
    if (!match) continue;
    const url = pattern === '/' && match[0] === '' ? '/' : match[0];
    const isExact = pathname === url;
    if (exact && !isExact && !(!strict && pathname === `${url}/`)) continue;
    return {
      path: pattern,
      url,
      isExact,
      params: Object.fromEntries(
        names.map((name, i) => [name, match[i + 1]]).filter(([, value]) => value !== undefined),
      ),
    };
  }
  return null;
}
