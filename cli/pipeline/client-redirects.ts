/**
 * Redirect pages, as Docusaurus' `@docusaurus/plugin-client-redirects` writes them: for each
 * `from` path a small HTML page that sends the reader to `to` (meta refresh for browsers without
 * JavaScript, `location.replace` keeping the query and hash and leaving no history entry, a
 * canonical link for search engines, and a link for the reader). The rules come from
 * `redirects` (from one path or several → to), `createRedirects` (called with every route) and
 * the extension options; they are checked as Docusaurus checks them:
 * - an invalid path (from `createRedirects`) is an error;
 * - a `to` that is no page of the site is a broken link (`onBrokenLinks`);
 * - a `from` that is a page of the site is left out, with a warning (a page is never replaced);
 * - a `from` given twice keeps its first target, with a warning.
 * Every problem names the config file, and all of them are reported together.
 */
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { escapeHtml } from '../../theme/escape-html.js';
import { normalizeRoute } from '../../theme/routes.js';
import { withBaseUrl, type UrlOptions } from '../../theme/url.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { pageHtmlFile } from './output-path.js';
import { routeProblem } from '../../theme/clean-route.js';
import { translate, type Messages } from '../../theme/messages/format.js';

export interface RedirectPage {
  /** The path it is written for ("/docs/old", "/docs/old.html"). */
  from: string;
  /** Where it sends the reader: a route of the site (maybe with a hash) or an absolute URL. */
  to: string;
  /** The output file (the route's file, as a page's; a `from` ending in `.html` is that file). */
  file: string;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;
const VALID_FROM = /^\/[^?#\s]*$/;

/**
 * The site's redirect pages; `routes`: the routes of its pages. Throws every invalid rule at once; what only deserves a
 * warning is returned.
 */
export function collectRedirects(options: { config: ResolvedConfig; configFile: string; routes: readonly string[] }): {
  redirects: RedirectPage[];
  warnings: HubDocsError[];
} {
  const { configFile } = options;
  const { redirects, createRedirects, fromExtensions, toExtensions } = options.config.build.clientRedirects;
  const routes = options.routes.filter((route) => route !== '/404');
  const pages = new Set(routes);
  const rules: { from: string; to: string; source: string }[] = [];
  redirects.forEach((rule, i) =>
    rule.from.forEach((from) => rules.push({ from, to: rule.to, source: `clientRedirects.redirects[${i}]` })),
  );
  for (const route of routes) {
    for (const extension of fromExtensions)
      if (route !== '/')
        rules.push({ from: `${route}.${extension}`, to: route, source: 'clientRedirects.fromExtensions' });
    for (const extension of toExtensions)
      if (route.endsWith(`.${extension}`))
        rules.push({ from: route.slice(0, -extension.length - 1), to: route, source: 'clientRedirects.toExtensions' });
  }
  const errors: HubDocsError[] = [];
  const warnings: HubDocsError[] = [];
  const problem = (message: string, hint: string) =>
    new HubDocsError(message, { location: { file: configFile }, hint });
  if (createRedirects) {
    for (const route of routes) {
      let made: ReturnType<typeof createRedirects>;
      try {
        made = createRedirects(route);
      } catch (cause) {
        errors.push(
          new HubDocsError(`createRedirects throws for the route ${route}: ${(cause as Error).message}`, {
            location: { file: configFile },
            hint: 'fix the createRedirects function of the client-redirects plugin',
            cause,
          }),
        );
        continue;
      }
      for (const from of typeof made === 'string' ? [made] : Array.isArray(made) ? made : [])
        rules.push({ from, to: route, source: `createRedirects("${route}")` });
    }
  }

  const byFrom = new Map<string, { to: string; source: string }>();
  for (const { from, to, source } of rules) {
    if (typeof from !== 'string' || !VALID_FROM.test(from)) {
      errors.push(
        problem(
          `${source} gives ${JSON.stringify(from)}, which is not a path of the site`,
          'a redirect is from a path starting with "/", without a query or hash (and without the base URL)',
        ),
      );
      continue;
    }
    const key = from.endsWith('.html') ? from : normalizeRoute(from);
    // A redirect page is written at its path: the same rule as every page's route.
    const unclean = routeProblem(key);
    if (unclean) {
      errors.push(
        problem(
          `${source} gives the path ${JSON.stringify(key)}, which ${unclean}: no redirect page can be written there`,
          'redirect from a clean path of the site, such as "/docs/old-page"',
        ),
      );
      continue;
    }
    const earlier = byFrom.get(key);
    if (earlier) {
      if (earlier.to !== to)
        warnings.push(
          problem(
            `two redirects from ${key}: to ${earlier.to} (${earlier.source}) and to ${to} (${source}); the first is kept`,
            'a path redirects to one place: remove one of them',
          ),
        );
      continue;
    }
    byFrom.set(key, { to, source });
  }

  const pageRedirects: RedirectPage[] = [];
  for (const [from, { to, source }] of [...byFrom].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (pages.has(from)) {
      warnings.push(
        problem(
          `the redirect from ${from} (${source}) is left out: ${from} is a page of the site`,
          'a redirect never replaces a page: remove it, or move the page',
        ),
      );
      continue;
    }
    if (!ABSOLUTE_URL.test(to)) {
      const route = normalizeRoute(to.split(/[?#]/)[0]);
      if (!to.startsWith('/') || !pages.has(route)) {
        const broken = problem(
          `the redirect from ${from} (${source}) goes to ${to}, which is no page of the site`,
          'redirect to a route of the site (without the base URL), such as "/docs/intro", or to an absolute URL',
        );
        const policy = options.config.build.onBrokenLinks;
        if (policy === 'throw') errors.push(broken);
        else if (policy === 'warn') warnings.push(broken);
      }
    }
    pageRedirects.push({ from, to, file: from.endsWith('.html') ? from.slice(1) : pageHtmlFile(from, options.config) });
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems with the redirects`);
  return { redirects: pageRedirects, warnings };
}

/** "This page has moved to {link}.", escaped, with the link's HTML in its place. */
function movedTo(messages: Messages, link: string): string {
  const [before, after = ''] = translate(messages, 'hub.redirect.moved').split('{link}');
  return escapeHtml(before) + link + escapeHtml(after);
}

/** The HTML of a redirect page to `to` (a route of the site or an absolute URL), in the locale of `messages`. */
export function redirectPageHtml(
  redirect: Pick<RedirectPage, 'to'>,
  config: UrlOptions & Pick<ResolvedConfig, 'url' | 'locale'>,
  messages: Messages,
): string {
  const internal = !ABSOLUTE_URL.test(redirect.to);
  // The route's URL on the site (the one URL function), for the browser; with the origin too, for the canonical link.
  const target = encodeURI(internal ? withBaseUrl(config, redirect.to) : redirect.to);
  const canonical = internal ? config.url + target : target;
  // In a script: `</script>` or `<!--` in a URL must not end it.
  const inScript = JSON.stringify(target).replace(/</g, '\\u003c');
  // The target's own hash wins over the one the reader came with.
  const keep = target.includes('#') ? 'location.search' : 'location.search + location.hash';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(config.locale.code)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(translate(messages, 'hub.redirect.title'))}</title>
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta name="robots" content="noindex">
<script>location.replace(${inScript} + ${keep});</script>
</head>
<body>
<p>${movedTo(messages, `<a href="${escapeHtml(target)}">${escapeHtml(canonical)}</a>`)}</p>
</body>
</html>
`;
}
