/**
 * Stage 3 for every docs version: each version's routes, tag pages and main doc. Every route is
 * claimed once across the site: the API reference's first, then each version's docs, generated
 * indexes and tag pages, newest version first; a later claim of a taken route is an error naming
 * both files (resolveRoutes).
 */
import path from 'node:path';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { DocsVersion, ResolvedConfig } from '../../theme/types.js';
import type { Facts } from '../content/fact-token.js';
import type { ScannedDocs } from '../pipeline/scan-docs.js';
import type { SidebarDefinitions } from '../pipeline/sidebars-file.js';
import { generatedIndexesOf } from '../pipeline/sidebars-file.js';
import { resolveRoutes, type Routes } from '../pipeline/resolve-routes.js';
import { collectTags, tagRoutes, type SiteTags } from '../pipeline/tags.js';
import type { VersionPlan } from './docs-versions.js';
import { mainDocOf, routeInVersion } from './version-pages.js';

/** A docs version as scanned: its files (front-matter facts resolved), facts and sidebars file. */
export interface VersionSource {
  plan: VersionPlan;
  scanned: ScannedDocs;
  facts: Facts;
  /** Its sidebars file's sidebars; null: the sidebar follows the folders. */
  definitions: SidebarDefinitions | null;
  sidebarsFile: string | undefined;
  /** In a locale other than the default: its sidebar labels and the pages it has no translation of (cli/locales/). */
  translation?: { messages: Map<string, string>; fallbacks: Set<string> };
}

export interface RoutedVersion extends VersionSource {
  routes: Routes;
  tags: SiteTags;
  /** Route of its main page (DocsVersion.mainDoc). */
  mainDoc: string;
}

export function routeVersions(
  sources: VersionSource[],
  config: ResolvedConfig,
  reference: { route: string; file: string }[],
): RoutedVersion[] {
  const claimed = new Map(reference.map((p) => [p.route, p.file]));
  // Every version's route problems are reported together.
  const errors: HubDocsError[] = [];
  const collecting = <T>(make: () => T): T | null => {
    try {
      return make();
    } catch (error) {
      if (error instanceof HubDocsErrorList) errors.push(...error.errors);
      else if (error instanceof HubDocsError) errors.push(error);
      else throw error;
      return null;
    }
  };
  const routed = sources.flatMap((source): RoutedVersion[] => {
    const tagged = collecting(() => tagRoutes(source.scanned.pages, source.plan.path)) ?? new Map<string, string>();
    const routes = collecting(() =>
      resolveRoutes({
        scanned: source.scanned,
        config: { ...config, build: { ...config.build, routeBasePath: source.plan.path } },
        // A version's tag pages are under its own docs root; no doc may take their routes.
        reserved: new Map([...claimed, ...tagged]),
        generatedIndexes: new Map(
          source.definitions ? generatedIndexesOf(source.definitions).map((g) => [g.route, source.sidebarsFile!]) : [],
        ),
      }),
    );
    if (!routes) return [];
    for (const doc of routes.docs) claimed.set(doc.route, doc.doc.file);
    for (const index of routes.generatedIndexes)
      claimed.set(index.route, source.sidebarsFile ?? path.join(routes.docsDir, index.dir ?? '', '_category_.json'));
    for (const [route, file] of tagged) claimed.set(route, file);
    return [
      {
        ...source,
        routes,
        tags: collectTags(routes.docs, source.plan.path),
        mainDoc: mainDocOf(source.plan, routes, source.definitions),
      },
    ];
  });
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems with the pages' routes`);
  return routed;
}

/** Every route of one version's pages (docs, generated indexes, tag pages). */
export function versionRoutes(version: RoutedVersion): string[] {
  const { routes, tags } = version;
  return [
    ...routes.docs.map((d) => d.route),
    ...routes.generatedIndexes.map((g) => g.route),
    ...(tags.tags.size ? [tags.indexRoute, ...tags.tags.keys()] : []),
  ];
}

/**
 * Every route of the site, once: the home page and the search page, the API reference's pages,
 * every version's (docs, generated indexes, tag pages) and the custom pages. The pages the build makes are these, and
 * the link check's truth.
 */
export function siteRoutes(
  versions: RoutedVersion[],
  reference: { route: string }[],
  custom: { route: string }[] = [],
): Set<string> {
  return new Set([
    '/',
    '/search',
    ...reference.map((p) => p.route),
    ...versions.flatMap(versionRoutes),
    ...custom.map((p) => p.route),
  ]);
}

/** The versions as the browser knows them (SiteData.versions), newest first. */
export function docsVersionsOf(versions: RoutedVersion[], config: ResolvedConfig): DocsVersion[] {
  const last = versions.find((v) => v.plan.isLast)!;
  return versions.map(({ plan, mainDoc }) => ({
    ...{
      name: plan.name,
      label: plan.label,
      path: plan.path,
      mainDoc,
      isLast: plan.isLast,
      banner: plan.banner,
      badge: plan.badge,
      className: plan.className,
    },
    // Search contexts name routes of the last version: each version has them under its own root.
    searchContexts: config.search.contexts.map((c) => ({ ...c, path: routeInVersion(c.path, last.plan, plan) })),
  }));
}
