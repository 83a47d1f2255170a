import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSite } from '../context.js';
import type { SearchEngine, SearchGroup } from '../search/engine.js';
import { loadSearch, resultHref } from '../search/client.js';
import { Snippet } from './SearchResults.js';

const DEBOUNCE_MS = 60;

interface Results {
  query: string;
  groups: SearchGroup[];
  terms: string[];
}

/**
 * The navbar search box: loads the index on first focus or hover, shows grouped results as
 * the reader types, and is driven by keyboard (mod+K, arrows, Enter, Escape).
 */
export function SearchBox() {
  const { site, route, navigate } = useSite();
  const { resultsLimit, contextLength, contexts } = site.config.search;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [active, setActive] = useState(-1);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const load = () => {
    if (engine) return;
    loadSearch(site.searchManifestUrl, site.config.locale.code).then(
      (e) => {
        setEngine(e);
        setLoadError(null);
      },
      (error: Error) => setLoadError(error.message),
    );
  };

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)) setShortcut('⌘ K');
    const onKey = (event: globalThis.KeyboardEvent) => {
      // Exactly Ctrl+K or ⌘+K: no Alt or Shift, so other shortcuts keep working.
      if (event.key.toLowerCase() === 'k' && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Results as you type: debounced, computed in a transition so typing never waits.
  useEffect(() => {
    if (!engine) return;
    const text = query.trim();
    if (!text) {
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      const { groups, terms } = engine.search(text, { limit: resultsLimit, contextLength });
      startTransition(() => {
        setResults({ query: text, groups, terms });
        setActive(-1);
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, engine, resultsLimit, contextLength]);

  useEffect(() => {
    setOpen(false);
    setQuery('');
  }, [route]);

  const context = contexts.find((c) => route === c.path || route.startsWith(c.path + '/'));
  const q = encodeURIComponent(query.trim());
  const links: { label: string; href: string }[] = [];
  results?.groups.forEach((group) => group.hits.forEach((hit) => links.push({ label: hit.document.title, href: resultHref(hit.document.url, results.terms) })));
  const footer = query.trim()
    ? context
      ? [
          { label: `See all results within "${context.label}"`, href: `/search?q=${q}&ctx=${encodeURIComponent(context.path)}` },
          { label: `See all results outside "${context.label}"`, href: `/search?q=${q}&ctx=${encodeURIComponent('-' + context.path)}` },
        ]
      : [{ label: 'See all results', href: `/search?q=${q}` }]
    : [];
  const options = [...links, ...footer];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter') {
      const target = options[active] ?? footer[0];
      if (target) {
        event.preventDefault();
        navigate(target.href);
        input.current?.blur();
      }
    } else if (event.key === 'Escape') {
      if (open && query) setOpen(false);
      else {
        setQuery('');
        input.current?.blur();
      }
    }
  };

  const showPanel = open && query.trim() !== '';
  let index = -1;
  return (
    <div className="search-box" onMouseEnter={load}>
      <label className="sr-only" htmlFor={`${listId}-input`}>
        Search
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className="search-box__input"
        type="search"
        placeholder="Search docs"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? `${listId}-option-${active}` : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {!query && (
        <kbd className="search-box__shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      <div className="search-box__panel" hidden={!showPanel}>
        <div className="search-box__status" role="status">
          {showPanel && !engine && !loadError && <p className="search-box__message">Loading…</p>}
          {showPanel && engine && results && results.groups.length === 0 && <p className="search-box__message">No results</p>}
        </div>
        {loadError && (
          <p className="search-box__message" role="alert">
            {loadError}
          </p>
        )}
        <ul id={`${listId}-list`} role="listbox" aria-label="Search results" className="search-box__list">
          {results?.groups.map((group) => (
            <li key={group.page.id} role="presentation" className="search-box__group">
              <p className="search-box__group-title" aria-hidden="true">
                {group.page.title}
              </p>
              <ul role="presentation">
                {group.hits.map((hit) => {
                  index++;
                  const i = index;
                  return (
                    <li key={hit.document.id} role="presentation">
                      <a id={`${listId}-option-${i}`} role="option" aria-selected={active === i} className={`search-box__option${active === i ? ' is-active' : ''}`} href={resultHref(hit.document.url, results.terms)} tabIndex={-1}>
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
                <a id={`${listId}-option-${i}`} role="option" aria-selected={active === i} className={`search-box__option search-box__see-all${active === i ? ' is-active' : ''}`} href={link.href} tabIndex={-1}>
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
