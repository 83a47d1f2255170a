/**
 * Links as Docusaurus resolves them, rewritten to permalinks under baseUrl, every internal
 * target recorded for checking:
 * - a link to a .md/.mdx file: relative to the page, else from the docs folder's root (also
 *   "/guide/x.md"), else from the site's folder ("/docs/guide/x.md");
 * - a route ("/docs/guide/x", "/guide/x.html"): a page of the site, else a file of the static
 *   folder;
 * - a relative URL ("./other", "../guide"): resolved against the page's own URL, as a browser does;
 * - a relative link to a file that is not a page (a PDF, a spec): copied as a content-hashed asset.
 * A link to no page is a broken link (reported as the config's `onBrokenLinks` says) and is kept
 * as written with rel="external", so the browser, not the router, follows it. Anchors are
 * checked once every page is compiled.
 */
import path from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import type { CompileContext } from './context.js';
import { at, sourceFileOf } from './mdast-helpers.js';
import { replaceProductInPath } from '../content/product-token.js';
import { normalizeRoute } from '../../theme/routes.js';
import { withBaseUrl } from '../../theme/url.js';
import { isInside, isInsideSite } from './inside-site.js';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const PAGE_FILE = /\.mdx?$/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // "%product%" is not valid percent-encoding; it is our token.
  }
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

export function remarkLinks(ctx: CompileContext) {
  const { baseUrl, product } = ctx.config;
  const broken = (node: Node, message: string, hint: string) =>
    ctx.brokenLinks.push({ message, ...at(node), hint, ...partialFile(node) });
  /** The partial a node is written in, when not the page itself. */
  const partialFile = (node: Node) => (sourceFileOf(ctx, node) === ctx.file ? {} : { file: sourceFileOf(ctx, node) });
  /** The route of a page file, trying the places Docusaurus does. */
  const routeOfPageFile = (target: string, from: string): string | undefined => {
    const relative = target.replace(/^\/+/, '');
    const candidates = target.startsWith('/')
      ? [path.join(ctx.docsDir, relative), path.join(ctx.siteDir, relative)]
      : [path.resolve(path.dirname(from), target), path.join(ctx.docsDir, relative)];
    for (const file of candidates) {
      const route = ctx.routeOfFile.get(file);
      if (route !== undefined) return route;
    }
    return undefined;
  };
  /** The route a path under baseUrl names (".html" and "/index.html" forms too). */
  const routeOf = (pathname: string): string => {
    const candidate = normalizeRoute(pathname.replace(/(\/index)?\.html$/, ''));
    return baseUrl !== '/' && (candidate + '/').startsWith(baseUrl)
      ? normalizeRoute(candidate.slice(baseUrl.length - 1))
      : candidate;
  };
  /** A route the site has, from a path under baseUrl. */
  const knownRoute = (pathname: string): string | undefined => {
    const route = routeOf(pathname);
    return ctx.allRoutes.has(route) ? route : undefined;
  };
  /**
   * A route something else serves (config externalRoutes: a Docusaurus docs or blog instance hub-docs leaves out):
   * not a broken link; the browser loads it.
   */
  const servedElsewhere = (pathname: string): boolean => {
    const route = routeOf(pathname);
    return ctx.config.build.externalRoutes.some(
      (base) => base === '/' || route === base || route.startsWith(`${base}/`),
    );
  };
  return () => (tree: Node) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Node & { url: string; data?: { hProperties?: Record<string, unknown> } };
      const url = link.url;
      if (EXTERNAL.test(url)) return;
      const hashAt = url.indexOf('#');
      // File names keep the product token ("%product%-events.mdx"); routes have the product's slug.
      const target = safeDecode(hashAt >= 0 ? url.slice(0, hashAt) : url).split('?')[0];
      const routeTarget = replaceProductInPath(target, product);
      const anchor = hashAt >= 0 ? safeDecode(url.slice(hashAt + 1)) : '';
      if (target === '') {
        if (anchor) ctx.linkChecks.push({ route: ctx.route, anchor, ...at(node), ...partialFile(node) });
        return;
      }
      const outside = () => {
        link.data = { ...link.data, hProperties: { ...link.data?.hProperties, rel: ['external'] } };
      };
      let route: string | undefined;
      if (PAGE_FILE.test(target)) {
        route = routeOfPageFile(target, sourceFileOf(ctx, node));
        if (route === undefined) {
          broken(
            node,
            `broken link: "${url}" does not point to a page`,
            'link to an existing .md/.mdx file, relative to this page or to the docs folder (e.g. ../guide/setup.md), or to a route such as /guide/setup',
          );
          outside();
          return;
        }
      } else if (target.startsWith('/')) {
        route = knownRoute(routeTarget);
        if (route === undefined) {
          if (
            ctx.staticDir &&
            isFile(path.join(ctx.staticDir, routeTarget)) &&
            isInside(ctx.staticDir, path.join(ctx.staticDir, routeTarget))
          )
            return; // a file of the static folder
          if (servedElsewhere(routeTarget)) return outside();
          broken(
            node,
            `broken link: no page has the route "${url}"`,
            "check the path against the sidebar, or link to the page's .md/.mdx file with a relative path",
          );
          outside();
          return;
        }
      } else {
        const file = path.resolve(path.dirname(sourceFileOf(ctx, node)), target);
        if (isFile(file) && !PAGE_FILE.test(file) && !isInsideSite(ctx, file)) {
          broken(
            node,
            `the link "${url}" points to a file outside the site's folder; no page may publish a file from elsewhere`,
            'link to a file inside the site, next to the page (e.g. ./files/spec.pdf)',
          );
          outside();
          return;
        }
        if (isFile(file) && !PAGE_FILE.test(file)) {
          // A file beside the page (a PDF, a spec): published as a content-hashed asset.
          const bytes = readFileSync(file);
          const ext = path.extname(file);
          const output = `assets/files/${path.basename(file, ext)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${ext}`;
          ctx.images.push({ source: file, output });
          link.url = withBaseUrl(ctx.config, '/' + output);
          return;
        }
        // Resolved against the page's URL, as the browser would: from /guide/setup, "./other" is /guide/other.
        const pageUrl = new URL(`http://site${withBaseUrl(ctx.config, ctx.route)}`);
        const pathname = new URL(routeTarget, pageUrl).pathname;
        route = knownRoute(pathname);
        if (route === undefined) {
          if (servedElsewhere(pathname)) return outside();
          broken(
            node,
            `broken link: "${url}" does not resolve to a page`,
            "link to the page's .md/.mdx file with a relative path (e.g. ./setup.md), or to its route (e.g. /guide/setup)",
          );
          outside();
          return;
        }
      }
      if (anchor) ctx.linkChecks.push({ route, anchor, ...at(node), ...partialFile(node) });
      link.url = withBaseUrl(ctx.config, route + (anchor ? `#${encodeURIComponent(anchor).replace(/%2F/g, '/')}` : ''));
    });
  };
}
