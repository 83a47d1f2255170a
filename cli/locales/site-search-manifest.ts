/**
 * The search manifest at the root of a site in several locales: every locale's indexes, each
 * folder relative to the root (`fr/search-index/current/fr/…/`), so that `hub-docs search
 * --locale fr` and the MCP server find every locale's index from the one file they read. Each
 * other locale keeps its own manifest in its folder, which its pages' search box reads.
 */
import type { SearchManifest } from '../../theme/types.js';
import { searchManifestJson } from '../pipeline/search-index-file.js';

/** A locale's manifest as its build wrote it, and its folder in the output ("" for the default locale, else "fr/"). */
export interface LocaleSearchManifest {
  prefix: string;
  manifest: SearchManifest;
}

/** `locales`: the default locale first (its last version is the site's; its index comes first in each version). */
export function siteSearchManifestJson(locales: LocaleSearchManifest[]): string {
  const indexes = locales.flatMap(({ prefix, manifest }) =>
    Object.entries(manifest.indexes).flatMap(([version, languages]) =>
      Object.entries(languages).map(([locale, dir]) => ({ version, locale, dir: prefix + dir })),
    ),
  );
  const lastVersion = locales[0].manifest.lastVersion ?? indexes[0]?.version ?? '';
  return searchManifestJson(indexes, lastVersion);
}
