/**
 * What ties a page to its docs version and to the same page in the others, decided once every
 * version's pages are known: its version, its counterparts (the doc with the same id, or the
 * generated index at the same path under the version's root, as Docusaurus matches them), the
 * canonical URL of an old version's page (the last version's page, when there is one), its
 * sidebar's id in the site-wide sidebar files, and `noindex` for versions that ask for it.
 */
import type { DocsVersion, PageData, Sidebars } from '../../theme/types.js';
import { DEFAULT_SIDEBAR, firstDocOfSidebar } from '../pipeline/build-sidebar.js';
import type { Routes } from '../pipeline/resolve-routes.js';
import type { SidebarDefinitions } from '../pipeline/sidebars-file.js';
import type { VersionPlan } from './docs-versions.js';

/** The sidebar file of the last version (the one at the docs root); others have theirs (sidebarFileOf). */
export const SIDEBAR_FILE = 'sidebar.json';

/**
 * The file a version's sidebars are written to: sidebar.json for the last version, sidebar-<name>.json for the others.
 */
export function sidebarFileOf(version: Pick<VersionPlan, 'name' | 'isLast'>): string {
  return version.isLast ? SIDEBAR_FILE : `sidebar-${version.name}.json`;
}

/**
 * A sidebar's id across the site: its own id in the last version, "<version>/<id>" in the
 * others, so the runtime can hold the sidebars of several versions at once (every version has
 * a "docs" sidebar, say).
 */
export function sidebarKey(version: Pick<VersionPlan, 'name' | 'isLast'>, id: string): string {
  return version.isLast ? id : `${version.name}/${id}`;
}

export function keyedSidebars(version: Pick<VersionPlan, 'name' | 'isLast'>, sidebars: Sidebars): Sidebars {
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [sidebarKey(version, id), items]));
}

/**
 * A version's main page, as Docusaurus' `mainDocId`: the doc at its root, else the first doc of
 * its first sidebar, else its first doc: where the dropdown and the banner go when the page
 * being read has no counterpart.
 */
export function mainDocOf(plan: VersionPlan, routes: Routes, definitions: SidebarDefinitions | null): string {
  if (routes.docs.some((d) => d.route === plan.path) || routes.generatedIndexes.some((g) => g.route === plan.path))
    return plan.path;
  const firstSidebar = definitions ? [...definitions.keys()][0] : DEFAULT_SIDEBAR;
  const first = firstSidebar !== undefined ? firstDocOfSidebar(definitions, firstSidebar, routes) : null;
  return first?.route ?? routes.docs[0]?.route ?? plan.path;
}

/** What identifies a page across versions: a doc by its id, a generated index by its path under the version's root. */
export function counterpartKey(page: PageData, docId: string | null, versionPath: string): string {
  if (docId !== null) return `doc:${docId}`;
  const relative = versionPath === '/' ? page.route : page.route.slice(versionPath.length) || '/';
  return `path:${relative}`;
}

export interface VersionedPage {
  data: PageData;
  /** The version it belongs to (null: none, as search and 404). */
  version: VersionPlan | null;
  /** A doc's id (null for other pages). */
  docId: string | null;
}

/** Each page's data with its version, counterparts, canonical route, sidebar key and noindex. */
export function linkVersions(pages: VersionedPage[], versions: DocsVersion[]): PageData[] {
  const byKey = new Map<string, Map<string, string>>();
  const keyOf = (page: VersionedPage) => counterpartKey(page.data, page.docId, page.version!.path);
  for (const page of pages) {
    if (!page.version) continue;
    const key = keyOf(page);
    let routes = byKey.get(key);
    if (!routes) byKey.set(key, (routes = new Map()));
    if (!routes.has(page.version.name)) routes.set(page.version.name, page.data.route);
  }
  const last = versions.find((v) => v.isLast)!.name;
  return pages.map(({ data, version, docId }) => {
    if (!version) return { ...data, version: null, alternates: {}, canonical: null };
    const alternates = Object.fromEntries(
      [...(byKey.get(keyOf({ data, version, docId })) ?? [])].filter(([name]) => name !== version.name),
    );
    return {
      ...data,
      version: version.name,
      alternates,
      canonical: version.isLast ? null : (alternates[last] ?? null),
      sidebar: data.sidebar === null ? null : sidebarKey(version, data.sidebar),
      noindex: data.noindex || version.noIndex,
    };
  });
}

/**
 * A route of the last docs version as it is in another version: the same path under that
 * version's root ("/schema" in the version at "/next" is "/next/schema"). A route outside the
 * last version's root stays as it is. Search contexts name routes of the last version.
 */
export function routeInVersion(route: string, last: { path: string }, version: { path: string }): string {
  if (last.path === version.path) return route;
  const relative =
    last.path === '/'
      ? route
      : route === last.path
        ? '/'
        : route.startsWith(last.path + '/')
          ? route.slice(last.path.length)
          : null;
  if (relative === null) return route;
  return version.path === '/' ? relative : relative === '/' ? version.path : version.path + relative;
}
