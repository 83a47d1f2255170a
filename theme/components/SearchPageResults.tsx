import { useSite } from '../context.js';
import type { SearchContextFilter } from '../search/engine.js';
import { Loading, LoadFailed } from './Lazy.js';
import { SearchResultGroups } from './SearchResults.js';
import { useSearchResults } from './useSearchResults.js';

/** The search page's address with the query as typed: `literal=1` turns typo correction off. */
function asTypedHref(search: string): string {
  const params = new URLSearchParams(search);
  params.set('literal', '1');
  return `/search?${params.toString()}`;
}

/**
 * The search page's results for its query: loaded with the page's first query (SearchPage), so
 * /search opened without one runs none of the search code. When the engine corrected a typo,
 * the status says what the results are for, and a link searches for the query as typed.
 */
export function SearchPageResults({ text, context, version, literal }: { text: string; context: SearchContextFilter | null; version: string; literal: boolean }) {
  const { site, location } = useSite();
  const { maxResults, contextLength } = site.config.search;
  const { results, slow, error, retry } = useSearchResults(text, { limit: maxResults, contextLength, context, literal }, version);
  return (
    <>
      {slow && <Loading label="Loading search index…" />}
      {error && <LoadFailed error={error} onRetry={retry} />}
      {results && (
        <>
          <p className="search-page__count" role="status">
            {results.total === 0 ? 'No documents were found' : `${results.total} document${results.total === 1 ? '' : 's'} found`}
            {results.correction && (
              <span className="search-page__correction">
                Showing results for <em>{results.correction}</em>
              </span>
            )}
          </p>
          {results.correction && (
            <p className="search-page__as-typed">
              <a href={asTypedHref(location.search)}>
                Search instead for <q>{text}</q>
              </a>
            </p>
          )}
          <SearchResultGroups groups={results.groups} terms={results.terms} />
        </>
      )}
    </>
  );
}
