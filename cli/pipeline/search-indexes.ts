/**
 * What each docs version's search index is made from (one per version and language): its own
 * pages' search documents (the search page, 404 and a made home page are in none) and its search
 * contexts; and the indexes made on the main thread, for `hub-docs index` and tests.
 */
import type { PreparedSite } from '../prepared-site.js';
import { searchDocuments } from './search-documents.js';
import { buildSearchIndexFolder, type SearchIndexOptions } from './search-index-file.js';
import type { SearchIndexResult } from './search-index-thread.js';
import { termsFileOf } from './search-terms-cache.js';

/** What the indexes read of the prepared site. */
export type IndexedSite = Pick<PreparedSite, 'versions' | 'pages' | 'cacheFolder'> & {
  config: Pick<PreparedSite['config'], 'locale'>;
  site: Pick<PreparedSite['site'], 'versions'>;
};

/** Each version's index, in the order of site.versions. */
export function searchIndexOptions(site: IndexedSite): SearchIndexOptions[] {
  const language = site.config.locale.code;
  return site.versions.map(({ plan }, i) => {
    // Pages of no version but the site's own (custom pages) are found from the last version's index.
    const pages = site.pages.filter((p) => p.data.version === plan.name || (p.data.kind === 'page' && plan.isLast));
    const documents = searchDocuments(pages.map((p) => ({ page: p.data, keywords: p.keywords, sections: p.sections })));
    const contexts = site.site.versions[i].searchContexts.map((c) => c.path);
    const termsFile = site.cacheFolder ? termsFileOf(site.cacheFolder, language, plan.name) : null;
    return { version: plan.name, language, documents, contexts, termsFile };
  });
}

/** The search index of every docs version, in the order of site.versions. */
export async function buildSearchIndexes(site: IndexedSite): Promise<SearchIndexResult[]> {
  const indexes: SearchIndexResult[] = [];
  for (const options of searchIndexOptions(site)) indexes.push(await buildSearchIndexFolder(options));
  return indexes;
}

/** The search index of the last version (the docs at the root). */
export function buildSearchIndex(site: IndexedSite): Promise<SearchIndexResult> {
  const last = site.versions.find((v) => v.plan.isLast)!.plan.name;
  return buildSearchIndexFolder(searchIndexOptions(site).find((o) => o.version === last)!);
}
