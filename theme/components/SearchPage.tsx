import { useEffect, useRef, useState } from 'react';
import { useSite, useTranslate } from '../context.js';
import type { SearchContextFilter } from '../search/engine.js';
import { LoadFailed, Loading, useLazy } from './Lazy.js';

/** `ctx` parameter: "/schema" = within that context, "-/schema" = outside it. */
function parseContext(value: string | null): SearchContextFilter | null {
  if (!value) return null;
  return value.startsWith('-') ? { path: value.slice(1), mode: 'outside' } : { path: value, mode: 'within' };
}

/** The version chosen on the page, following the address's `version`. */
function useVersionChoice(fromUrl: string | null): [string | null, (name: string) => void] {
  const [chosen, setChosen] = useState(fromUrl);
  useEffect(() => setChosen(fromUrl), [fromUrl]);
  return [chosen, setChosen];
}

/**
 * /search?q=…&ctx=…&version=…&literal=1: the full result list (up to search.maxResults), grouped by page,
 * of one docs version (`version`, else the reader's preferred one, else the last), which a
 * selector changes when the site has several. The results' code, the engine and the index load
 * with the first query, not with the page.
 */
export function SearchPage() {
  const { site, location, docsVersion } = useSite();
  const { t } = useTranslate();
  const params = new URLSearchParams(location.search);
  const urlQuery = params.get('q') ?? '';
  const context = parseContext(params.get('ctx'));
  // `literal=1`: the query as typed, no typo corrected ("Search instead for …").
  const literal = params.get('literal') === '1';
  const [query, setQuery] = useState(urlQuery);
  // The version chosen here, else the one the reader is in (the address's, the preferred one, the last).
  // A constant condition (the same hooks on every render): a site with one version ships no choice.
  // biome-ignore lint/correctness/useHookAtTopLevel: __HUB_VERSIONS__ is a build-time constant
  const [chosen, setChosen] = __HUB_VERSIONS__ ? useVersionChoice(params.get('version')) : [null, () => {}];
  const version = (__HUB_VERSIONS__ && site.versions.find((v) => v.name === chosen)) || docsVersion;
  const contexts = version.searchContexts;
  const input = useRef<HTMLInputElement>(null);
  const text = query.trim();
  const [asked, setAsked] = useState(text !== '');
  const [results, retry] = useLazy(() => import('./SearchPageResults.js').then((m) => m.SearchPageResults), [], asked);

  useEffect(() => setQuery(urlQuery), [urlQuery]);
  // Without a query the page is hydrated on first use (runtime/entry.ts): what was typed before is taken up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is hydrated
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== urlQuery) {
      setQuery(typed);
      update(typed);
    }
  }, []);
  useEffect(() => {
    if (text) setAsked(true);
  }, [text]);

  // The address says what is shown (query and version), without a history entry per keystroke.
  const update = (value: string, versionName = version.name) => {
    const next = new URLSearchParams(window.location.search);
    // A new query is corrected again where it has typos.
    if (value !== urlQuery) next.delete('literal');
    if (value) next.set('q', value);
    else next.delete('q');
    if (__HUB_VERSIONS__) next.set('version', versionName);
    window.history.replaceState(window.history.state, '', `${location.pathname}?${next.toString()}`);
  };

  const contextLabel = context ? (contexts.find((c) => c.path === context.path)?.label ?? context.path) : null;
  return (
    <div className="search-page">
      <h1>
        {text ? t('theme.SearchPage.existingResultsTitle', { query: text }) : t('theme.SearchPage.emptyResultsTitle')}
      </h1>
      {contextLabel && (
        <p className="search-page__context">
          {t(context!.mode === 'within' ? 'hub.SearchPage.contextWithin' : 'hub.SearchPage.contextOutside', {
            context: contextLabel,
          })}
        </p>
      )}
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="sr-only">
          {t('theme.SearchPage.inputLabel')}
        </label>
        <input
          ref={input}
          id="search-page-input"
          className="search-page__input"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            update(event.target.value);
          }}
          placeholder={t('theme.SearchPage.inputPlaceholder')}
          autoComplete="off"
        />
        {__HUB_VERSIONS__ && (
          <span className="search-page__version">
            <label htmlFor="search-page-version">{t('hub.SearchPage.versionLabel')}</label>
            <select
              id="search-page-version"
              className="search-page__select"
              value={version.name}
              onChange={(event) => {
                setChosen(event.target.value);
                update(query, event.target.value);
              }}
            >
              {site.versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </span>
        )}
      </form>
      {text && results.status === 'pending' && results.slow && <Loading label={t('hub.SearchPage.loadingIndex')} />}
      {text && results.status === 'failed' && <LoadFailed error={results.error} onRetry={retry} />}
      {text && results.status === 'ready' && (
        <results.value
          text={text}
          context={context}
          version={version.name}
          literal={literal && text === urlQuery.trim()}
        />
      )}
    </div>
  );
}
