/**
 * buildSearchIndexFolder: one docs version's and locale's search index as a folder of files
 * (theme/search/build-index.ts), at `search-index/<version>/<locale>/<hash>/`, the hash that of
 * everything in it, with its documents files beside it in `documents/`, each named by its own
 * content's hash: no file ever changes, so hosts can cache them for good, and a new index is a
 * new folder that search-manifest.json then points to, which shares the documents files that an
 * edit did not change.
 */
import path from 'node:path';
import { createHash, hash } from 'node:crypto';
import type { SearchDocument, SearchManifest } from '../../theme/types.js';
import { buildSearchIndexFiles, freshTerms, type TermsSource } from '../../theme/search/build-index.js';
import { withTermsCache } from './search-terms-cache.js';

/** Where every index folder lives, relative to the site root. */
export const SEARCH_DIR = 'search-index';

export interface SearchIndexOutput {
  version: string;
  /**
   * The locale whose pages it holds (an `i18n.locales` tag: its text is analysed by its language,
   * theme/search/language.ts).
   */
  locale: string;
  /** The index folder, relative to the site root, ending in "/". */
  dir: string;
  /** Every file of the index (its folder's and its documents files): path relative to the site root, and contents. */
  files: { path: string; contents: string }[];
  documents: number;
  terms: number;
}

export interface SearchIndexOptions {
  version: string;
  /** See SearchIndexOutput.locale. */
  locale: string;
  documents: SearchDocument[];
  /** The search contexts' paths (config search.contexts), which filter results by route. */
  contexts: string[];
  /** Where the documents' terms are kept for the next build (search-terms-cache.ts); null: nowhere (--no-cache). */
  termsFile: string | null;
}

/**
 * The hash that names a documents file (hexadecimal: names that differ in case only would be one file on some file
 * systems).
 */
export const documentsFileHash = (contents: string) => hash('sha256', contents, 'hex').slice(0, 12);

/** `prepared`: terms of texts made ahead (text → terms; see search-index-worker.ts), used before making them. */
export async function buildSearchIndexFolder(
  options: SearchIndexOptions,
  prepared?: Map<string, string[]>,
): Promise<SearchIndexOutput> {
  const withPrepared = (source: TermsSource): TermsSource =>
    prepared
      ? { ...source, counted: (text, terms) => source.counted(text, () => prepared.get(text) ?? terms()) }
      : source;
  const index = options.termsFile
    ? await withTermsCache(options.termsFile, options.locale, (source) =>
        buildSearchIndexFiles({
          ...options,
          language: options.locale,
          hash: documentsFileHash,
          terms: withPrepared(source),
        }),
      )
    : await buildSearchIndexFiles({
        ...options,
        language: options.locale,
        hash: documentsFileHash,
        terms: withPrepared(freshTerms()),
      });
  const names = [...index.files.keys()].sort();
  // The folder's own files: the documents files beside it are named by their hashes, which its head lists.
  const folderHash = createHash('sha256');
  for (const name of names)
    if (!name.startsWith('../')) folderHash.update(name).update('\0').update(index.files.get(name)!).update('\0');
  const dir = `${SEARCH_DIR}/${options.version}/${options.locale}/${folderHash.digest('hex').slice(0, 10)}/`;
  const files = names.map((name) => ({ path: path.posix.join(dir, name), contents: index.files.get(name)! }));
  return {
    version: options.version,
    locale: options.locale,
    dir,
    files,
    documents: index.documents,
    terms: index.terms,
  };
}

/**
 * `indexes` in the order of searchIndexOptions: each version's default locale first (the one a search names by
 * default).
 */
export function searchManifestJson(
  indexes: Pick<SearchIndexOutput, 'version' | 'locale' | 'dir'>[],
  lastVersion: string,
): string {
  const manifest: SearchManifest = { indexes: {}, lastVersion };
  for (const { version, locale, dir } of indexes) (manifest.indexes[version] ??= {})[locale] = dir;
  return JSON.stringify(manifest);
}
