import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSite } from '../context.js';
import type { SearchOptions, SearchResults } from '../search/engine.js';
import { indexKeyOf, loadSearch } from '../search/client.js';
import { LAZY_DELAY_MS } from './Lazy.js';

/** Typing faster than this waits for the pause (the first query of a panel runs at once). */
const DEBOUNCE_MS = 60;

export interface SearchState {
  /** The latest results, kept on screen while a newer query loads; `query` says which query they answer. */
  results: (SearchResults & { query: string; optionsKey: string }) | null;
  /** A query is waiting for its results. */
  pending: boolean;
  /** …for more than 200 ms: time to say "Loading…". */
  slow: boolean;
  error: Error | null;
  retry: () => void;
}

/**
 * Runs `text` through the search engine of a docs version (the box and the search page share this); a newer query drops
 * an older one's results.
 */
export function useSearchResults(text: string, options: SearchOptions, version: string): SearchState {
  const { site } = useSite();
  const [results, setResults] = useState<SearchState['results']>(null);
  const [error, setError] = useState<Error | null>(null);
  const [slow, setSlow] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ran = useRef(false);
  const optionsKey = JSON.stringify({ ...options, version });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` runs the search again (retry)
  useEffect(() => {
    if (!text) {
      setResults(null);
      setError(null);
      return;
    }
    let live = true;
    const timer = setTimeout(
      () => {
        ran.current = true;
        const { version: wanted, ...asked } = JSON.parse(optionsKey) as SearchOptions & { version: string };
        loadSearch(site.searchManifestUrl, indexKeyOf(site.config, wanted))
          .then((engine) => engine.search(text, asked))
          .then(
            (outcome) =>
              live &&
              startTransition(() => {
                setResults({ ...outcome, query: text, optionsKey });
                setError(null);
              }),
            (failure: unknown) => live && setError(failure instanceof Error ? failure : new Error(String(failure))),
          );
      },
      ran.current ? DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, optionsKey, site, attempt]);

  const pending = text !== '' && (results?.query !== text || results.optionsKey !== optionsKey) && error === null;
  useEffect(() => {
    setSlow(false);
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), LAZY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { results, pending, slow: pending && slow, error, retry };
}
