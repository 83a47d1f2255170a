import { useSite } from '../context.js';
import type { SearchContextFilter } from '../search/engine.js';
import { Loading, LoadFailed } from './Lazy.js';
import { SearchResultGroups } from './SearchResults.js';
import { useSearchResults } from './useSearchResults.js';

/**
 * The search page's results for its query: loaded with the page's first query (SearchPage), so
 * /search opened without one runs none of the search code.
 */
export function SearchPageResults({ text, context, version }: { text: string; context: SearchContextFilter | null; version: string }) {
  const { site } = useSite();
  const { maxResults, contextLength } = site.config.search;
  const { results, slow, error, retry } = useSearchResults(text, { limit: maxResults, contextLength, context }, version);
  return (
    <>
      {slow && <Loading label="Loading search index…" />}
      {error && <LoadFailed error={error} onRetry={retry} />}
      {results && (
        <>
          <p className="search-page__count" role="status">
            {results.total === 0 ? 'No documents were found' : `${results.total} document${results.total === 1 ? '' : 's'} found`}
          </p>
          <SearchResultGroups groups={results.groups} terms={results.terms} />
        </>
      )}
    </>
  );
}
