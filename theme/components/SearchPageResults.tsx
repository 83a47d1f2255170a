import { useSite, useTranslate } from '../context.js';
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
export function SearchPageResults({
  text,
  context,
  version,
  literal,
}: {
  text: string;
  context: SearchContextFilter | null;
  version: string;
  literal: boolean;
}) {
  const { site, location } = useSite();
  const { t, plural, nodes } = useTranslate();
  const { maxResults, contextLength } = site.config.search;
  const { results, slow, error, retry } = useSearchResults(
    text,
    { limit: maxResults, contextLength, context, literal },
    version,
  );
  return (
    <>
      {slow && <Loading label={t('hub.SearchPage.loadingIndex')} />}
      {error && <LoadFailed error={error} onRetry={retry} />}
      {results && (
        <>
          <p className="search-page__count" role="status">
            {results.total === 0
              ? t('theme.SearchPage.noResultsText')
              : plural('theme.SearchPage.documentsFound.plurals', results.total)}
            {results.correction && (
              <span className="search-page__correction">
                {nodes('hub.search.correction', { correction: <em>{results.correction}</em> })}
              </span>
            )}
          </p>
          {results.correction && (
            <p className="search-page__as-typed">
              <a href={asTypedHref(location.search)}>{nodes('hub.search.asTyped', { query: <q>{text}</q> })}</a>
            </p>
          )}
          <SearchResultGroups groups={results.groups} terms={results.terms} />
        </>
      )}
    </>
  );
}
