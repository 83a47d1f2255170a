import { useEffect, useRef, useState } from 'react';
import { useSite } from '../context.js';
import { parseContext } from '../search/client.js';
import { Loading, LoadFailed } from './Lazy.js';
import { SearchResultGroups } from './SearchResults.js';
import { useSearchResults } from './useSearchResults.js';

/**
 * /search?q=…&ctx=…&version=…: the full result list (up to search.maxResults), grouped by page.
 * The engine and the index load with the first query, not with the page.
 */
export function SearchPage() {
  const { site, location } = useSite();
  const { maxResults, contextLength, contexts } = site.config.search;
  const params = new URLSearchParams(location.search);
  const urlQuery = params.get('q') ?? '';
  const context = parseContext(params.get('ctx'));
  const [query, setQuery] = useState(urlQuery);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const update = (value: string) => {
    setQuery(value);
    const next = new URLSearchParams(location.search);
    if (value) next.set('q', value);
    else next.delete('q');
    if (!next.has('version')) next.set('version', site.config.docs.versionName);
    window.history.replaceState(window.history.state, '', `${location.pathname}?${next.toString()}`);
  };

  const text = query.trim();
  const { results, slow, error, retry } = useSearchResults(text, { limit: maxResults, contextLength, context });
  const outcome = text ? results : null;
  const contextLabel = context ? contexts.find((c) => c.path === context.path)?.label ?? context.path : null;
  return (
    <div className="search-page">
      <h1>{text ? `Search results for "${text}"` : 'Search the documentation'}</h1>
      {contextLabel && <p className="search-page__context">{context!.mode === 'within' ? `Only pages within "${contextLabel}".` : `Only pages outside "${contextLabel}".`}</p>}
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="sr-only">
          Search the documentation
        </label>
        <input ref={input} id="search-page-input" className="search-page__input" type="search" value={query} onChange={(event) => update(event.target.value)} placeholder="Type your search here" autoComplete="off" />
      </form>
      {slow && <Loading label="Loading search index…" />}
      {error && <LoadFailed error={error} onRetry={retry} />}
      {outcome && (
        <>
          <p className="search-page__count" role="status">
            {outcome.total === 0 ? 'No documents were found' : `${outcome.total} document${outcome.total === 1 ? '' : 's'} found`}
          </p>
          <SearchResultGroups groups={outcome.groups} terms={outcome.terms} />
        </>
      )}
    </div>
  );
}
