/**
 * The docs versions as a reader meets them: the version of the page being read, the reader's
 * preferred version (chosen in the dropdown or the banner, kept in localStorage as Docusaurus
 * keeps it), and where a version's link goes from here (the same page there, else its main page).
 */
import { useEffect, useState } from 'react';
import { useSite } from './context.js';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.js';
import { routeInVersion } from './routes.js';
import type { DocsVersion, SearchContext } from './types.js';

/** The last version: the one at the docs root. */
export function lastVersionOf(versions: DocsVersion[]): DocsVersion {
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** Remembers the reader's choice of version (what pages of no version, such as search and 404, follow). */
export function savePreferredVersion(name: string): void {
  writeStorage(STORAGE_KEYS.docsVersion, name);
}

/** The preferred version, when the site has it; read after hydration (the server cannot know it). */
export function usePreferredVersion(): DocsVersion | null {
  const { site } = useSite();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => setName(readStorage(STORAGE_KEYS.docsVersion)), []);
  return site.versions.find((v) => v.name === name) ?? null;
}

/**
 * The version a reader is in: the page's own; on a page of no version, the one asked for (by
 * default the search page's `?version=`), else the preferred one, else the last (Docusaurus'
 * version candidates).
 */
export function useActiveDocsVersion(asked?: string | null): DocsVersion {
  const { site, version, route, location } = useSite();
  const preferred = usePreferredVersion();
  const find = (name: string | null | undefined) => (name ? site.versions.find((v) => v.name === name) : undefined);
  const wanted = asked !== undefined ? asked : route === '/search' ? new URLSearchParams(location.search).get('version') : null;
  return find(version) ?? find(wanted) ?? preferred ?? lastVersionOf(site.versions);
}

/** Where a version's link goes from the page being read: the same page in it, else its main page. */
export function useVersionTarget(): (version: DocsVersion) => string {
  const { version: own, alternates, route } = useSite();
  return (version) => (version.name === own ? route : (alternates[version.name] ?? version.mainDoc));
}

/** The search contexts (config search.contexts, routes of the last version) as they are in a version. */
export function useVersionContexts(version: DocsVersion): SearchContext[] {
  const { site } = useSite();
  const last = lastVersionOf(site.versions);
  return site.config.search.contexts.map((c) => ({ ...c, path: routeInVersion(c.path, last, version) }));
}
