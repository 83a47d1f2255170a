import { startTransition, useEffect, useState } from 'react';
import { useSite } from '../context.js';
import type { SearchEngine, SearchGroup } from '../search/engine.js';
import { loadSearch, resultHref } from '../search/client.js';
import { Snippet } from './SearchResults.js';
import type { DropdownProps } from './SearchBox.js';

const DEBOUNCE_MS = 60;

interface Results {
  groups: SearchGroup[];
  terms: string[];
}

/** The search box's results panel: grouped results, "No results", "See all results" and context links. */
export function SearchDropdown({ query, open, listId, keys, onActiveOption, onDone }: DropdownProps) {
  const { site, route, navigate } = useSite();
  const { resultsLimit, contextLength, contexts } = site.config.search;
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    loadSearch(site.searchManifestUrl, site.config.locale.code).then(setEngine, (error: Error) => setLoadError(error.message));
  }, [site]);

  // Results as you type: debounced, computed in a transition so typing never waits.
  useEffect(() => {
    const text = query.trim();
    if (!engine || !text) {
      setResults(null);
      return;
    }
    // Debounced while typing; the first results (the index just arrived) come at once.
    const timer = setTimeout(() => {
      const { groups, terms } = engine.search(text, { limit: resultsLimit, contextLength });
      startTransition(() => {
        setResults({ groups, terms });
        setActive(-1);
      });
    }, results ? DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [query, engine, resultsLimit, contextLength]);

  const context = contexts.find((c) => route === c.path || route.startsWith(c.path + '/'));
  const q = encodeURIComponent(query.trim());
  const links: string[] = [];
  results?.groups.forEach((group) => group.hits.forEach((hit) => links.push(resultHref(hit.document.url, results.terms))));
  const footer = query.trim()
    ? context
      ? [
          { label: `See all results within "${context.label}"`, href: `/search?q=${q}&ctx=${encodeURIComponent(context.path)}` },
          { label: `See all results outside "${context.label}"`, href: `/search?q=${q}&ctx=${encodeURIComponent('-' + context.path)}` },
        ]
      : [{ label: 'See all results', href: `/search?q=${q}` }]
    : [];
  const hrefs = [...links, ...footer.map((f) => f.href)];
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => onActiveOption(active >= 0 ? optionId(active) : undefined));

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hrefs.length === 0) return false;
      const last = hrefs.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
      return false; // the box opens the panel too
    }
    if (event.key === 'Enter') {
      const target = hrefs[active] ?? footer[0]?.href;
      if (!target) return false;
      event.preventDefault();
      navigate(target);
      onDone();
      return true;
    }
    return false;
  };

  let index = -1;
  return (
    <div className="search-box__panel" hidden={!open}>
      <div className="search-box__status" role="status">
        {open && !engine && !loadError && <p className="search-box__message">Loading…</p>}
        {open && engine && results && results.groups.length === 0 && <p className="search-box__message">No results</p>}
      </div>
      {loadError && (
        <p className="search-box__message" role="alert">
          {loadError}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label="Search results" className="search-box__list">
        {results?.groups.map((group) => (
          <li key={group.page.id} role="presentation" className="search-box__group">
            <p className="search-box__group-title" aria-hidden="true">
              {group.page.title}
            </p>
            <ul role="presentation">
              {group.hits.map((hit) => {
                const i = ++index;
                return (
                  <li key={hit.document.id} role="presentation">
                    <a id={optionId(i)} role="option" aria-selected={active === i} className={`search-box__option${active === i ? ' is-active' : ''}`} href={resultHref(hit.document.url, results.terms)} tabIndex={-1}>
                      <span className="search-box__option-title">{hit.document.title}</span>
                      <span className="search-box__option-snippet">
                        <Snippet parts={hit.snippet} />
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
        {footer.map((link, j) => {
          const i = links.length + j;
          return (
            <li key={link.href} role="presentation">
              <a id={optionId(i)} role="option" aria-selected={active === i} className={`search-box__option search-box__see-all${active === i ? ' is-active' : ''}`} href={link.href} tabIndex={-1}>
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
