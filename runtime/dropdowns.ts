/**
 * The navbar's dropdowns (theme/components/NavDropdown.tsx) on plain DOM, one set of delegated
 * listeners for every dropdown, in the navbar's static HTML and in what React renders (the mobile
 * panel): the button opens and closes its list; Enter or Space on it opens it (the button's
 * click); the arrows open it and move through its links; Escape closes it back onto its button; a
 * click or focus elsewhere closes it, and so does a navigation. A version link remembers the
 * choice (Docusaurus' preferred version) and keeps the query and hash of the page being read; a
 * locale link goes to the page being read in its locale, with its query and hash.
 */
import { STORAGE_KEYS, writeStorage } from '../theme/storage.js';

const DROPDOWN = '.nav-dropdown';
const toggleOf = (dropdown: Element) => dropdown.querySelector<HTMLElement>(':scope > .nav-dropdown__toggle')!;
const linksOf = (dropdown: Element) => [...dropdown.querySelectorAll<HTMLAnchorElement>(':scope > ul a')];

function setOpen(dropdown: Element, open: boolean): void {
  toggleOf(dropdown).setAttribute('aria-expanded', String(open));
  dropdown.querySelector<HTMLElement>(':scope > ul')!.hidden = !open;
}

const isOpen = (dropdown: Element) => toggleOf(dropdown).getAttribute('aria-expanded') === 'true';

/** Closes every open dropdown but `except`. */
export function closeDropdowns(except?: Element | null): void {
  for (const dropdown of document.querySelectorAll(DROPDOWN))
    if (dropdown !== except && isOpen(dropdown)) setOpen(dropdown, false);
}

export function setupDropdowns(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const choice = target?.closest?.<HTMLAnchorElement>('a[data-version-choice]');
    if (choice) {
      writeStorage(STORAGE_KEYS.docsVersion, choice.dataset.versionChoice!);
      // The same page in the chosen version, at the same place.
      if (choice.closest(DROPDOWN)) Object.assign(choice, { search: location.search, hash: location.hash });
    }
    // The page being read in the chosen locale, at the same place (theme/components/LocaleDropdown.tsx).
    if (__HUB_LOCALES__) {
      const locale = target?.closest?.<HTMLAnchorElement>('a[data-locale-base]');
      const from = locale?.dataset.localeFrom;
      if (locale && from && location.pathname.startsWith(from))
        Object.assign(locale, {
          pathname: locale.dataset.localeBase! + location.pathname.slice(from.length),
          search: location.search,
          hash: location.hash,
        });
    }
    const toggle = target?.closest?.('.nav-dropdown__toggle');
    const dropdown = toggle?.closest(DROPDOWN);
    if (dropdown) setOpen(dropdown, !isOpen(dropdown));
  });
  document.addEventListener('pointerdown', (event) =>
    closeDropdowns((event.target as Element | null)?.closest?.(DROPDOWN)),
  );
  document.addEventListener('focusout', (event) => {
    const dropdown = (event.target as Element | null)?.closest?.(DROPDOWN);
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false);
  });
  document.addEventListener('keydown', (event) => {
    const dropdown = (event.target as Element | null)?.closest?.(DROPDOWN);
    if (!dropdown) return;
    if (event.key === 'Escape' && isOpen(dropdown)) {
      event.stopPropagation();
      setOpen(dropdown, false);
      toggleOf(dropdown).focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = linksOf(dropdown);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1;
    setOpen(dropdown, true);
    links[next]?.focus();
  });
}
