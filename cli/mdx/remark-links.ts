/**
 * Rewrites links to pages (`../x/page.mdx#anchor`, `/route`) into permalinks under baseUrl
 * and records every internal target for checking. A link to a file that is not a page is
 * an error at its line:column; anchors are checked once every page is compiled.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { at } from './mdast-helpers.js';
import { replaceProductInPath } from '../content/product-token.js';
import { normalizeRoute } from '../../theme/routes.js';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // "%product%" is not valid percent-encoding; it is our token.
  }
}

export function remarkLinks(ctx: CompileContext) {
  const { baseUrl, product } = ctx.config;
  const fail = (node: Node, message: string, hint: string) => ctx.errors.push(new HubDocsError(message, { location: { file: ctx.file, ...at(node) }, hint }));
  return () => (tree: Node) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Node & { url: string };
      const url = link.url;
      if (EXTERNAL.test(url)) return;
      const hashAt = url.indexOf('#');
      const target = hashAt >= 0 ? url.slice(0, hashAt) : url;
      const anchor = hashAt >= 0 ? safeDecode(url.slice(hashAt + 1)) : '';
      if (target === '') {
        if (anchor) ctx.linkChecks.push({ route: ctx.route, anchor, ...at(node) });
        return;
      }
      let route: string | undefined;
      if (/\.mdx?$/i.test(target) || !target.startsWith('/')) {
        const file = target.startsWith('/') ? null : path.resolve(path.dirname(ctx.file), safeDecode(target));
        route = file ? ctx.routeOfFile.get(file) : undefined;
        if (route === undefined) {
          if (file && !/\.mdx?$/i.test(target) && existsSync(file)) return; // a plain relative file link: leave it
          fail(node, `broken link: "${url}" does not point to a page`, 'link to an existing .md/.mdx file with a relative path (e.g. ../core-concepts/canonical-data.mdx), or to a route such as /schema');
          return;
        }
      } else {
        const candidate = normalizeRoute(replaceProductInPath(safeDecode(target), product).replace(/(\/index)?\.html$/, ''));
        const withoutBase = baseUrl !== '/' && candidate.startsWith(baseUrl) ? normalizeRoute(candidate.slice(baseUrl.length - 1)) : candidate;
        if (ctx.allRoutes.has(withoutBase)) route = withoutBase;
        else if (ctx.staticDir && existsSync(path.join(ctx.staticDir, safeDecode(target)))) return; // a static file
        else {
          fail(node, `broken link: no page has the route "${url}"`, 'check the path against the sidebar, or link to the .mdx file with a relative path');
          return;
        }
      }
      if (anchor) ctx.linkChecks.push({ route, anchor, ...at(node) });
      link.url = baseUrl + route.slice(1) + (anchor ? `#${encodeURIComponent(anchor).replace(/%2F/g, '/')}` : '');
    });
  };
}
