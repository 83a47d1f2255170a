import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useSite, useTranslate } from '../context.js';
import type { DropdownProps, KeyHandler } from './SearchDropdownProps.js';

// The results panel (and with it the search client) loads on the first focus or hover of the
// box, together with the index: pages that are only read never pay for it. It is imported by
// hand rather than with React.lazy: a Suspense boundary would hold the panel back ~300 ms
// (React's reveal throttle), and with it the start of the index download.
type Dropdown = ComponentType<DropdownProps>;
let dropdownModule: Promise<Dropdown> | null = null;
function loadDropdown(): Promise<Dropdown> {
  dropdownModule ??= import('./SearchDropdown.js')
    .then((m) => m.SearchDropdown)
    .catch((error: unknown) => {
      dropdownModule = null;
      throw error;
    });
  return dropdownModule;
}

/**
 * Fetches every module the search needs, and the index's manifest, at once: the imports and the
 * fetch below then find them loaded or on the way, instead of discovering them one after another.
 */
function preload(modules: string[], manifestUrl: string): void {
  const add = (attributes: Record<string, string>) => {
    if (document.head.querySelector(`link[rel="${attributes.rel}"][href="${attributes.href}"]`)) return;
    document.head.append(Object.assign(document.createElement('link'), attributes));
  };
  add({ rel: 'preload', as: 'fetch', href: manifestUrl, crossOrigin: 'anonymous' });
  for (const href of modules) add({ rel: 'modulepreload', href });
}

/**
 * The navbar search box: the input, the Ctrl K / ⌘ K hint and shortcut, and (once woken)
 * the dropdown with results as the reader types, driven by arrows, Enter and Escape.
 */
export function SearchBox() {
  const { route, site, searchChunks, docsVersion } = useSite();
  const { t } = useTranslate();
  const version = docsVersion.name;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [SearchDropdown, setSearchDropdown] = useState<Dropdown | null>(null);
  const wake = () => {
    if (SearchDropdown) return;
    preload(searchChunks, site.searchManifestUrl);
    loadDropdown().then(
      (component) => setSearchDropdown(() => component),
      () => {},
    );
    // Open the index now (manifest, then its head: the term dictionary), in parallel with the panel's code; the panel's
    // queries use the same engine.
    void import('../search/client.js')
      .then((client) => client.loadSearch(site.searchManifestUrl, client.indexKeyOf(site.config, version)))
      .catch(() => {});
  };
  const [activeOption, setActiveOption] = useState<string | undefined>(undefined);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const keys = useRef<KeyHandler | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

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

  // Hydrated as an island on the first focus or hover (runtime/islands.tsx): a hover, focus or
  // typing that came before is taken up as if React had seen it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is hydrated
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.parentElement?.matches(':hover')) wake();
    if (document.activeElement !== box) return;
    wake();
    setOpen(true);
    if (box.value) setQuery(box.value);
  }, []);

  const shownRoute = useRef(route);
  useEffect(() => {
    if (route === shownRoute.current) return;
    shownRoute.current = route;
    setOpen(false);
    setQuery('');
  }, [route]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keys.current?.(event)) return;
    if (event.key === 'Escape') {
      if (open && query) setOpen(false);
      else {
        setQuery('');
        input.current?.blur();
      }
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
  };

  const expanded = open && query.trim() !== '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a hover only loads the box's code; nothing is operated
    <div className="search-box" onMouseEnter={wake}>
      <label className="sr-only" htmlFor={`${id}-input`}>
        {t('theme.SearchBar.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="search-box__input"
        type="search"
        placeholder={t('theme.SearchModal.placeholder')}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? activeOption : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        value={query}
        onFocus={() => {
          wake();
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
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> takes no focus; the box's aria-keyshortcuts says it
        <kbd className="search-box__shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      {SearchDropdown && (
        <SearchDropdown
          query={query}
          open={expanded}
          listId={listId}
          keys={keys}
          onActiveOption={setActiveOption}
          onDone={() => input.current?.blur()}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
