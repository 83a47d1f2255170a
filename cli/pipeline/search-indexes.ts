/**
 * What each search index is made from: one per docs version and locale, each holding that
 * version's pages in that locale (the search page, 404 and a made home page are in none), its
 * text analysed in the locale's language (theme/search/language.ts), with the version's search
 * contexts; and the indexes made on the main thread, for `hub-docs index` and tests. A locale's
 * folder is `search-index/<version>/<locale>/`: the default locale's is the one a one-locale site has.
 */
import type { PreparedSite, SitePage } from '../prepared-site.js';
import { searchDocuments } from './search-documents.js';
import { buildSearchIndexFolder, type SearchIndexOptions } from './search-index-file.js';
import type { SearchIndexResult } from './search-index-thread.js';
import { termsFileOf } from './search-terms-cache.js';

/** What the indexes read of the prepared site. */
export type IndexedSite = Pick<PreparedSite, 'versions' | 'pages' | 'cacheFolder'> & {
  config: Pick<PreparedSite['config'], 'locale'>;
  site: Pick<PreparedSite['site'], 'versions'>;
};

/** A locale's pages, every docs version's: a page that falls back to another locale's text is found by its words. */
export interface SearchLocale {
  /** An `i18n.locales` tag (pt-BR, zh-CN). */
  locale: string;
  pages: Pick<SitePage, 'data' | 'keywords' | 'sections'>[];
}

/** The site's locales with their pages, the default first: its one locale today (a site of several lists each). */
export const searchLocales = (site: IndexedSite): SearchLocale[] => [
  { locale: site.config.locale.code, pages: site.pages },
];

/**
 * Each index's options, version by version in the order of site.versions, and within a version
 * the locales in the order given: the default locale first (searchManifestJson keeps the order,
 * and `hub-docs search` searches a version's first locale unless told which).
 */
export function searchIndexOptions(
  site: IndexedSite,
  locales: SearchLocale[] = searchLocales(site),
): SearchIndexOptions[] {
  return site.versions.flatMap(({ plan }, i) => {
    const contexts = site.site.versions[i].searchContexts.map((c) => c.path);
    return locales.map(({ locale, pages }) => {
      // Pages of no version but the site's own (custom pages) are found from the last version's index.
      const own = pages.filter((p) => p.data.version === plan.name || (p.data.kind === 'page' && plan.isLast));
      const documents = searchDocuments(own.map((p) => ({ page: p.data, keywords: p.keywords, sections: p.sections })));
      const termsFile = site.cacheFolder ? termsFileOf(site.cacheFolder, locale, plan.name) : null;
      return { version: plan.name, locale, documents, contexts, termsFile };
    });
  });
}

/** The search index of every docs version and locale, in the order of searchIndexOptions. */
export async function buildSearchIndexes(site: IndexedSite): Promise<SearchIndexResult[]> {
  const indexes: SearchIndexResult[] = [];
  for (const options of searchIndexOptions(site)) indexes.push(await buildSearchIndexFolder(options));
  return indexes;
}

/** The search index of the last version (the docs at the root), in the default locale. */
export function buildSearchIndex(site: IndexedSite): Promise<SearchIndexResult> {
  const last = site.versions.find((v) => v.plan.isLast)!.plan.name;
  return buildSearchIndexFolder(searchIndexOptions(site).find((o) => o.version === last)!);
}
