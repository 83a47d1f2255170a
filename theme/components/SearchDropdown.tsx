import { useEffect, useState } from 'react';
import { useSite, useTranslate } from '../context.js';
import { resultHref } from '../search/client.js';
import { withBaseUrl } from '../url.js';
import { Snippet } from './SearchResults.js';
import { useSearchResults } from './useSearchResults.js';
import type { DropdownProps } from './SearchDropdownProps.js';

/**
 * The search box's results panel, the listbox of the box's combobox (WAI-ARIA 1.2): results
 * grouped by page (each group a `group` named by its page), "See all results" and context
 * links as options too. A status region announces the count ("8 results", "No results"), and
 * "Loading…" shows when a query waits more than 200 ms for the index's files. When the engine
 * corrected a typo, the status says what the results are for ("Showing results for …") and a
 * first option searches for the query as typed instead, in place.
 */
export function SearchDropdown({ query, open, listId, keys, onActiveOption, onDone, onClose }: DropdownProps) {
  // The version the reader is in (Docusaurus' contextual search), with its search contexts.
  const { site, route, navigate, docsVersion } = useSite();
  const { t, plural, nodes } = useTranslate();
  const { resultsLimit, contextLength } = site.config.search;
  const [active, setActive] = useState(-1);
  const text = query.trim();
  const version = docsVersion.name;
  // The query the reader asked to see as typed (no corrections), while it is the query.
  const [literalFor, setLiteralFor] = useState<string | null>(null);
  const literal = literalFor === text;
  const { results, slow, error } = useSearchResults(text, { limit: resultsLimit, contextLength, literal }, version);
  const contexts = docsVersion.searchContexts;
  // New results: no option is active until the arrows choose one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `results` is what resets it
  useEffect(() => setActive(-1), [results]);

  const context = contexts.find((c) => route === c.path || route.startsWith(c.path + '/'));
  const q = encodeURIComponent(text) + (__HUB_VERSIONS__ ? `&version=${encodeURIComponent(version)}` : '');
  const links: string[] = [];
  results?.groups.forEach((group) =>
    group.hits.forEach((hit) => links.push(withBaseUrl(site.config, resultHref(hit.document.url, results.terms)))),
  );
  const footer = text
    ? context
      ? [
          {
            label: t('hub.SearchBar.seeAllWithin', { context: context.label }),
            href: withBaseUrl(site.config, `/search?q=${q}&ctx=${encodeURIComponent(context.path)}`),
          },
          {
            label: t('hub.SearchBar.seeAllOutside', { context: context.label }),
            href: withBaseUrl(site.config, `/search?q=${q}&ctx=${encodeURIComponent('-' + context.path)}`),
          },
        ]
      : [
          {
            label: t('theme.SearchBar.seeAll', { count: results?.total ?? 0 }),
            href: withBaseUrl(site.config, `/search?q=${q}`),
          },
        ]
    : [];
  const current = results?.query === text ? results : null;
  const correction = current?.correction ?? null;
  // The first option, when the results are for a corrected query: the query as typed (null: no link, an action).
  const hrefs: (string | null)[] = [...(correction ? [null] : []), ...links, ...footer.map((f) => f.href)];
  const optionId = (i: number) => `${listId}-option-${i}`;
  const searchAsTyped = () => {
    setLiteralFor(text);
    setActive(-1);
  };

  useEffect(() => onActiveOption(open && active >= 0 && active < hrefs.length ? optionId(active) : undefined));

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hrefs.length === 0) return false;
      const last = hrefs.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return false; // the box opens the panel too
    }
    if (event.key === 'Enter') {
      if (active >= 0 && hrefs[active] === null) {
        event.preventDefault();
        searchAsTyped();
        return true;
      }
      const target = hrefs[active] ?? footer[0]?.href;
      if (!target) return false;
      event.preventDefault();
      navigate(target);
      onDone();
      return true;
    }
    return false;
  };

  let index = correction ? 0 : -1;
  return (
    // A long list scrolls: the panel is then a tab stop, so a keyboard can scroll it too (the arrows in the box move
    // through the options).
    <div
      className="search-box__panel"
      hidden={!open}
      role="region"
      aria-label={t('hub.SearchBar.resultsPanelAriaLabel')}
      tabIndex={0}
      onBlur={(event) => {
        if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <div className="search-box__status" role="status">
        {open && slow && (
          <p className="search-box__message search-box__loading">
            <span className="loading__spinner" aria-hidden="true" />
            {t('hub.loading')}
          </p>
        )}
        {open && !slow && current?.total === 0 && <p className="search-box__message">{t('hub.SearchBar.noResults')}</p>}
        {open && !slow && current && current.total > 0 && (
          <span className="sr-only">{plural('hub.SearchBar.resultCount.plurals', current.total)}</span>
        )}
        {open && !slow && correction && (
          <p className="search-box__correction">
            {nodes('hub.search.correction', { correction: <em>{correction}</em> })}
          </p>
        )}
      </div>
      {error && (
        <p className="search-box__message" role="alert">
          {error.message}
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA combobox's listbox */}
      <ul id={listId} role="listbox" aria-label={t('hub.SearchBar.resultsAriaLabel')} className="search-box__list">
        {correction && (
          <li role="presentation" className="search-box__as-typed">
            {/* An option, not a link: the arrows and Enter reach it from the box, and it searches in place. */}
            {/* biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus (aria-activedescendant) */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the box's keys choose it (onKeyDown in SearchBox) */}
            <span
              id={optionId(0)}
              role="option"
              aria-selected={active === 0}
              className={`search-box__option search-box__see-all${active === 0 ? ' is-active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={searchAsTyped}
            >
              {nodes('hub.search.asTyped', { query: <q>{text}</q> })}
            </span>
          </li>
        )}
        {results?.groups.map((group) => (
          <li key={group.page.id} role="presentation" className="search-box__group">
            <div role="group" aria-labelledby={`${listId}-group-${group.page.id}`}>
              <p id={`${listId}-group-${group.page.id}`} className="search-box__group-title">
                {group.page.title}
              </p>
              <ul role="presentation">
                {group.hits.map((hit) => {
                  const i = ++index;
                  return (
                    <li key={hit.document.id} role="presentation">
                      <a
                        id={optionId(i)}
                        role="option"
                        aria-selected={active === i}
                        className={`search-box__option${active === i ? ' is-active' : ''}`}
                        href={withBaseUrl(site.config, resultHref(hit.document.url, results.terms))}
                        tabIndex={-1}
                      >
                        <span className="search-box__option-title">{hit.document.title}</span>
                        <span className="search-box__option-snippet">
                          <Snippet parts={hit.snippet} />
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          </li>
        ))}
        {footer.map((link, j) => {
          const i = hrefs.length - footer.length + j;
          return (
            <li key={link.href} role="presentation">
              <a
                id={optionId(i)}
                role="option"
                aria-selected={active === i}
                className={`search-box__option search-box__see-all${active === i ? ' is-active' : ''}`}
                href={link.href}
                tabIndex={-1}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
