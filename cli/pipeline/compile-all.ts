/**
 * Compiles every page (through the cache), then checks the anchors of all internal links
 * against the compiled pages. Problems of all pages are collected and reported together.
 */
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { RendererFile } from './renderers.js';
import { COMPILER_VERSION, type CompiledPage } from './compile-page.js';
import { compileMany } from './compile-pool.js';
import { CompileCache } from './compile-cache.js';
import type { Routes } from './resolve-routes.js';
import { factsCacheKey, type Facts } from '../content/fact-token.js';

export async function compileAll(options: { routes: Routes; config: ResolvedConfig; staticDir: string | null; cache: CompileCache | null; renderer: RendererFile; shared: SiteWideContext; facts: Facts }): Promise<{ compiled: Map<string, CompiledPage>; recompiled: number }> {
  const { routes, config, staticDir, cache, renderer, shared, facts } = options;
  const allRoutes = new Set<string>([...routes.docs.map((d) => d.route), ...routes.generatedIndexes.map((g) => g.route), '/search']);
  const routeMapHash = CompileCache.key([...routes.byFile].map(([file, route]) => `${file}=${route}`).concat([...allRoutes].sort(), String(staticDir)));
  const compiled = new Map<string, CompiledPage>();
  const errors: HubDocsError[] = [];

  // Cache lookups first; then every miss is compiled, in parallel when there are many.
  // `shared` holds the client config; the config's other fields are the analytics and favicon, which no page's content shows.
  const context = [COMPILER_VERSION, renderer.hash, JSON.stringify(shared)];
  const keys = routes.docs.map((route) => CompileCache.key([...context, route.doc.hash, route.doc.file, route.route, routeMapHash, String(route.doc.frontMatter.title !== undefined), factsCacheKey(route.doc.body, facts)]));
  const cached = await Promise.all(keys.map((key) => (cache ? cache.get(key) : null)));
  const misses = routes.docs.flatMap((route, i) => (cached[i] ? [] : [i]));
  const outcomes = await compileMany(
    misses.map((i) => {
      const route = routes.docs[i];
      return { file: route.doc.file, route: route.route, body: route.doc.body, hasFrontMatterTitle: route.doc.frontMatter.title !== undefined, config, routeOfFile: routes.byFile, allRoutes, staticDir, renderer, shared, facts };
    }),
  );
  misses.forEach((docIndex, j) => {
    const outcome = outcomes[j];
    if ('page' in outcome) cached[docIndex] = outcome.page;
    else errors.push(outcome.error);
  });
  await Promise.all(misses.map((i) => (cached[i] && cache ? cache.set(keys[i], cached[i]!) : undefined)));

  routes.docs.forEach((route, i) => {
    const page = cached[i];
    if (!page) return;
    compiled.set(route.route, page);
    for (const e of page.errors) errors.push(new HubDocsError(e.message, { location: { file: route.doc.file, line: e.line, column: e.column }, hint: e.hint }));
  });

  // Anchors can only be checked once every page's headings are known.
  const anchors = new Map<string, Set<string>>([...compiled].map(([route, page]) => [route, new Set(page.anchors)]));
  for (const route of routes.docs) {
    for (const check of compiled.get(route.route)?.linkChecks ?? []) {
      const targetAnchors = anchors.get(check.route);
      if (!targetAnchors || targetAnchors.has(check.anchor)) continue;
      errors.push(new HubDocsError(`broken link: the page ${check.route} has no heading with the anchor "#${check.anchor}"`, {
        location: { file: route.doc.file, line: check.line, column: check.column },
        hint: `link to one of its anchors (${[...targetAnchors].slice(0, 6).map((a) => '#' + a).join(', ')}${targetAnchors.size > 6 ? ', …' : ''}) or drop the anchor`,
      }));
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems in the docs`);
  return { compiled, recompiled: misses.length };
}
