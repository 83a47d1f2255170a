/**
 * The docs versions as a reader meets them: the version the reader is in (the page's, else the
 * one asked for, else the preferred one, else the last), the preferred version (chosen in the
 * dropdown or the banner, kept in localStorage as Docusaurus keeps it: runtime/dropdowns.ts), and where a version's
 * link goes from the page being read. Imported by the runtime entry's components only: the
 * search chunks read the version from the context (SiteContextValue.docsVersion).
 */
import { useEffect, useState } from 'react';
import { useSite } from './context.js';
import { readStorage, STORAGE_KEYS } from './storage.js';
import type { DocsVersion, SiteData } from './types.js';

/** The last version: the one at the docs root. */
export function lastVersionOf(versions: DocsVersion[]): DocsVersion {
  return versions.find((v) => v.isLast) ?? versions[0];
}

/**
 * The version the reader is in (Docusaurus' version candidates), the one rule of the server, the
 * runtime and content rendered on its own: the page's own; on a page of no version, the one the
 * search page's address asks for (`?version=`), else the preferred one, else the last. `reader`:
 * what only the browser knows, after hydration (null on the server: the page's version, else the last).
 */
export function docsVersionOf(
  versions: DocsVersion[],
  page: { version: string | null; route: string } | null,
  reader: { search: string; preferred: string | null } | null,
): DocsVersion {
  const find = (name: string | null | undefined) => (name == null ? undefined : versions.find((v) => v.name === name));
  const asked = reader && page?.route === '/search' ? new URLSearchParams(reader.search).get('version') : null;
  return find(page?.version) ?? find(asked) ?? find(reader?.preferred) ?? lastVersionOf(versions);
}

/** docsVersionOf in a component: the preferred version is read after hydration (the server cannot know it). */
export function useDocsVersion(site: SiteData, pageVersion: string | null, route: string, search: string): DocsVersion {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readStorage(STORAGE_KEYS.docsVersion)), []);
  return docsVersionOf(site.versions, { version: pageVersion, route }, { search, preferred });
}

/** Where a version's link goes from the page being read: the same page in it, else its main page. */
export function useVersionTarget(): (version: DocsVersion) => string {
  const { page, route } = useSite();
  return (version) => (version.name === page?.version ? route : (page?.alternates[version.name] ?? version.mainDoc));
}
