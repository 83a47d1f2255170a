/**
 * Compiles every page (through the cache), then checks the anchors of all internal links
 * against the compiled pages. Problems of all pages are collected and reported together.
 */
import { downloadsFolder } from '../openapi/download.js';
import { compilerFingerprint } from './compiler-fingerprint.js';
import { HubDocsError, HubDocsErrorList, type Location } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { RendererFile } from './renderers.js';
import type { CompiledPage, SiteCompileContext } from './compile-page.js';
import { compileMany, loadCompiler, type CompileWorkers } from './compile-pool.js';
import type { Progress } from '../task.js';
import { CompileCache } from './compile-cache.js';
import type { Routes } from './resolve-routes.js';
import { compileConfig } from '../mdx/context.js';
import { factsCacheKey, type Facts } from '../content/fact-token.js';
import { localeSharing } from '../locales/shared-compile.js';

/**
 * A page whose MDX the build generates (the API reference's) rather than reads from the docs
 * folder. Problems in it are reported where its writer edits it, through `locate`.
 */
export interface GeneratedSource {
  route: string;
  /** The file it is made from. */
  file: string;
  body: string;
  /** Hash of the body: the compile cache key. */
  hash: string;
  /** A line:column of the body → the place in `file`. */
  locate(line?: number, column?: number): Location;
  /** Ids in the page links may point at, besides its headings'. */
  anchors?: string[];
  /** How its Markdown is read (default "mdx"). */
  format?: 'md' | 'mdx';
  /** Its title is given (default true); false: its first heading is its title, as a doc's. */
  hasTitle?: boolean;
  /** Its problems are another unit's too: reported by that one only. */
  quiet?: boolean;
  /** See PageJob.excerptBefore (a truncated blog post's marker line). */
  excerptBefore?: number;
}

/** The pages of one docs version: its routes (and docs folder), its facts, and the pages generated into it. */
export interface CompileVersion {
  routes: Routes;
  facts: Facts;
  generated?: GeneratedSource[];
}

export async function compileAll(options: {
  /** Every docs version's pages: compiled together, so links and anchors are checked across all of them. */
  versions: CompileVersion[];
  /** Every route of the site (siteRoutes): what a link may point at. */
  allRoutes: Set<string>;
  config: ResolvedConfig;
  staticDir: string | null;
  /** The site's folder (the config's), where links like /docs/guide/x.md are also looked for. */
  siteDir: string;
  cache: CompileCache | null;
  renderer: RendererFile;
  shared: SiteWideContext;
  /** See CompilePageOptions.siteComponents. */
  siteComponents?: string[];
  /** Called with each page compiled in this build, as soon as it is. */
  onCompiled?: (page: CompiledPage) => void;
  /** Told how many pages are done (from the cache or compiled), for the progress line. */
  progress?: Progress;
  /** Drop the cache entries the previous one-shot build used and this one did not (see CompileCache.retain). */
  retainCache?: boolean;
  /** Compile workers kept for the next compile (a build's locales share them). */
  workers?: CompileWorkers;
}): Promise<{ compiled: Map<string, CompiledPage>; recompiled: number; warnings: HubDocsError[] }> {
  const { config, staticDir, cache, renderer, shared } = options;
  // Docs pages and generated pages compile alike; a generated page has its title already and reports problems through
  // locate().
  const units: (GeneratedSource & { hasTitle: boolean; format: 'md' | 'mdx'; version: CompileVersion })[] =
    options.versions.flatMap((version) => [
      ...version.routes.docs.map((r) => ({
        route: r.route,
        file: r.doc.file,
        body: r.doc.body,
        hash: r.doc.hash,
        hasTitle: r.doc.frontMatter.title !== undefined,
        format: markdownFormat(r.doc.file, r.doc.frontMatter.format ?? config.build.markdownFormat),
        locate: (line?: number, column?: number) => ({ file: r.doc.file, line, column }),
        version,
      })),
      ...(version.generated ?? []).map((g) => ({
        ...g,
        hasTitle: g.hasTitle ?? true,
        format: g.format ?? ('mdx' as const),
        version,
      })),
    ]);
  const { allRoutes } = options;
  // A page's links are rewritten from its own version's files; they may point at any route of the site.
  // What the pages of each version share goes to each worker once (compileMany); each page names its version's.
  const siteComponents = options.siteComponents ?? [];
  const sites = options.versions.map((version): SiteCompileContext => {
    const { byFile: routeOfFile, docsDir } = version.routes;
    const { siteDir } = options;
    const { facts } = version;
    const compiledWith = {
      config: compileConfig(config),
      routeOfFile,
      allRoutes,
      staticDir,
      docsDir,
      siteDir,
      downloadsDir: downloadsFolder(),
    };
    return { ...compiledWith, renderer, shared, facts, ...(siteComponents.length ? { siteComponents } : {}) };
  });
  // A site in several locales compiles the pages none translates once for all (shared-compile.ts): under contexts of
  // their own.
  const sharing = localeSharing(config, options.siteDir);
  const sharedSites = sharing ? sites.map((site) => sharing.neutral(site)) : [];
  const siteKeys = [...sites, ...sharedSites].map(siteCompileKey);
  const compiled = new Map<string, CompiledPage>();
  const errors: HubDocsError[] = [];
  const warnings: HubDocsError[] = [];
  /** A broken link or anchor: an error, a warning or nothing, as the config says. */
  const report = (severity: 'throw' | 'warn' | 'ignore', problem: HubDocsError) =>
    (severity === 'throw' ? errors : severity === 'warn' ? warnings : []).push(problem);

  // Cache lookups first; then every miss is compiled, in parallel when there are many.
  const siteOf = (unit: (typeof units)[number]) => options.versions.indexOf(unit.version);
  const pageKeys = units.map((unit) => {
    const facts = factsCacheKey(unit.body, unit.version.facts);
    return [
      unit.hash,
      unit.file,
      unit.route,
      String(unit.hasTitle),
      unit.format,
      facts,
      String(unit.excerptBefore ?? ''),
    ];
  });
  const keys = units.map((unit, i) => CompileCache.key([siteKeys[siteOf(unit)], ...pageKeys[i]]));
  /** The key of a page every locale shares (null: the locale's own, or a site in one locale). */
  const sharedKeys = units.map((unit, i) =>
    sharing?.shares(unit) ? CompileCache.key([siteKeys[sites.length + siteOf(unit)], ...pageKeys[i]]) : null,
  );
  /**
   * A shared compile made this locale's (localize), then kept under the locale's own key, which the next build finds
   * first.
   */
  const localized = async (i: number, page: CompiledPage) => {
    const local = await sharing!.localize(page, units[i], sites[siteOf(units[i])]);
    await cache?.set(keys[i], local);
    return local;
  };
  const cached = await Promise.all(
    keys.map(async (key, i) => {
      let page = cache ? await cache.get(key) : null;
      const shared = !page && cache && sharedKeys[i] ? await cache.get(sharedKeys[i]) : null;
      if (shared) page = await localized(i, shared);
      // A failure to load surfaces where the compile awaits it.
      if (!page) loadCompiler().catch(() => {});
      return page;
    }),
  );
  const misses = units.flatMap((_, i) => (cached[i] ? [] : [i]));
  let done = units.length - misses.length;
  options.progress?.(done);
  const progress = options.progress;
  const onCompiled = progress
    ? (page: CompiledPage) => (options.onCompiled?.(page), progress(++done))
    : options.onCompiled;
  const outcomes = await compileMany(
    [...sites, ...sharedSites],
    misses.map((i) => ({
      file: units[i].file,
      route: units[i].route,
      body: units[i].body,
      hasFrontMatterTitle: units[i].hasTitle,
      markdownFormat: units[i].format,
      excerptBefore: units[i].excerptBefore,
      site: (sharedKeys[i] ? sites.length : 0) + siteOf(units[i]),
    })),
    onCompiled,
    options.workers,
  );
  await Promise.all(
    misses.map(async (index, j) => {
      const outcome = outcomes[j];
      if ('page' in outcome) {
        const shared = sharedKeys[index];
        if (shared) await cache?.set(shared, outcome.page);
        cached[index] = shared ? await localized(index, outcome.page) : outcome.page;
        if (!shared) await cache?.set(keys[index], outcome.page);
      } else if (!units[index].quiet)
        errors.push(
          new HubDocsError(outcome.error.message, {
            location: units[index].locate(outcome.error.location?.line, outcome.error.location?.column),
            hint: outcome.error.hint,
            cause: outcome.error.cause,
          }),
        );
    }),
  );
  if (options.retainCache) cache?.retain([...keys, ...sharedKeys.filter((key) => key !== null)], compilerFingerprint());

  units.forEach((unit, i) => {
    const page = cached[i];
    if (!page) return;
    compiled.set(unit.route, page);
    if (unit.quiet) return;
    // A problem in a partial is reported in the partial's file.
    const at = (p: { file?: string; line?: number; column?: number }) =>
      p.file ? { file: p.file, line: p.line, column: p.column } : unit.locate(p.line, p.column);
    for (const e of page.errors) errors.push(new HubDocsError(e.message, { location: at(e), hint: e.hint }));
    for (const d of page.unusedDirectives)
      report(config.build.onUnusedMarkdownDirectives, new HubDocsError(d.message, { location: at(d), hint: d.hint }));
    for (const e of page.brokenLinks)
      report(config.build.onBrokenLinks, new HubDocsError(e.message, { location: at(e), hint: e.hint }));
  });

  // Anchors can only be checked once every page's headings are known.
  const anchors = new Map<string, Set<string>>([...compiled].map(([route, page]) => [route, new Set(page.anchors)]));
  for (const unit of units) for (const id of unit.anchors ?? []) anchors.get(unit.route)?.add(id);
  for (const unit of units) {
    if (unit.quiet) continue;
    for (const check of compiled.get(unit.route)?.linkChecks ?? []) {
      const targetAnchors = anchors.get(check.route);
      if (!targetAnchors || targetAnchors.has(check.anchor)) continue;
      report(
        config.build.onBrokenAnchors,
        new HubDocsError(`broken link: the page ${check.route} has no heading with the anchor "#${check.anchor}"`, {
          location: check.file
            ? { file: check.file, line: check.line, column: check.column }
            : unit.locate(check.line, check.column),
          hint: `link to one of its anchors (${[...targetAnchors]
            .slice(0, 6)
            .map((a) => '#' + a)
            .join(', ')}${targetAnchors.size > 6 ? ', …' : ''}) or drop the anchor`,
        }),
      );
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems in the docs`);
  return { compiled, recompiled: misses.length, warnings };
}

/**
 * What each field of the input every page of a version shares adds to its pages' cache keys:
 * every field the compiler is given, build-only ones too, so no change to one can be served
 * stale. A Record over its keys: a field added to SiteCompileContext does not typecheck until
 * it is keyed. Facts are keyed per page (factsCacheKey: only the facts its body names).
 */
const SITE_KEY_PARTS: { [K in keyof SiteCompileContext]-?: (value: SiteCompileContext[K]) => string } = {
  config: (config) => JSON.stringify(config),
  routeOfFile: (routes) => [...routes].map(([file, route]) => `${file}=${route}`).join('\n'),
  allRoutes: (routes) => [...routes].sort().join('\n'),
  staticDir: (dir) => String(dir),
  docsDir: (dir) => dir,
  siteDir: (dir) => dir,
  downloadsDir: (dir) => dir,
  renderer: (renderer) => renderer.hash,
  shared: (shared) => JSON.stringify(shared),
  facts: () => '',
  siteComponents: (names) => (names ?? []).join(','),
  renderLater: (later) => String(later ?? false),
};

/** Fields a compile that leaves its content unrendered (renderLater) never reads: not in its key. */
const RENDERING_ONLY = new Set<keyof SiteCompileContext>(['renderer', 'shared']);

/** The part of a page's compile cache key that every page compiled with `site` shares, with the compiler's. */
export function siteCompileKey(site: SiteCompileContext): string {
  const fields = (Object.keys(SITE_KEY_PARTS) as (keyof SiteCompileContext)[]).filter(
    (field) => !(site.renderLater && RENDERING_ONLY.has(field)),
  );
  const parts = fields.map((field) => {
    const part = SITE_KEY_PARTS[field] as (value: unknown) => string;
    return `${field}:${part(site[field])}`;
  });
  return CompileCache.key([compilerFingerprint(), ...parts]);
}

/** Docusaurus' rule: "mdx" and "md" are what they say; "detect" reads .md files as CommonMark and .mdx as MDX. */
export function markdownFormat(file: string, format: 'md' | 'mdx' | 'detect'): 'md' | 'mdx' {
  return format === 'detect' ? (file.endsWith('.mdx') ? 'mdx' : 'md') : format;
}
