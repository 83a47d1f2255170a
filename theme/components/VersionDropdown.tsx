import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSite } from '../context.js';
import { linkHref } from '../routes.js';
import type { NavbarItem, VersionDropdownItem } from '../types.js';
import { savePreferredVersion, useVersionTarget } from '../versions.js';

/**
 * The navbar's docs version dropdown (Docusaurus' docsVersionDropdown): a disclosure button
 * showing the version being read, and a list of every version, each linking to the page being
 * read in that version (else to its main page), keeping the query and hash. Choosing one
 * remembers it as the preferred version. Keyboard: Enter or Space opens it, the arrows move
 * through the links, Escape closes it back onto the button; it closes when focus or a click goes
 * elsewhere. In the mobile panel (`mobile`) the list opens in place. (NavLinks leaves it out on a
 * site with one version and no links of its own.)
 */
export function VersionDropdown({ item, mobile = false }: { item: VersionDropdownItem; mobile?: boolean }) {
  const { site, location, version: pageVersion, docsVersion: active } = useSite();
  const targetOf = useVersionTarget();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  // A navigation (a version chosen) closes it.
  useEffect(() => setOpen(false), [location.pathname]);


  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1;
    if (open) return links[next]?.focus();
    // Opened by this key: its links can take focus once they show, on the next frame.
    setOpen(true);
    requestAnimationFrame(() => links[next]?.focus());
  };
  const extra = (link: NavbarItem) => (
    <li key={link.href}>
      <a className="version-dropdown__link" href={linkHref(site.config.baseUrl, link.href)} {...(link.outside || /^[a-z]+:/i.test(link.href) ? { rel: 'external' } : {})}>
        {link.label}
      </a>
    </li>
  );
  // Docusaurus' mobile label when there is a list to choose from.
  const label = mobile ? 'Versions' : active.label;
  return (
    <div
      ref={root}
      className={`version-dropdown${mobile ? ' version-dropdown--mobile' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={`navbar__link version-dropdown__toggle${pageVersion !== null && !item.activeClassDisabled ? ' is-active' : ''}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {!mobile && <span className="sr-only">Docs version: </span>}
        {label}
        <span className="icon icon--chevron icon--14 version-dropdown__chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="version-dropdown__menu" hidden={!open}>
        {item.itemsBefore.map(extra)}
        {site.versions.map((v) => (
          <li key={v.name}>
            <a
              className={`version-dropdown__link${v.name === active.name ? ' is-active' : ''}`}
              href={linkHref(site.config.baseUrl, targetOf(v)) + location.search + location.hash}
              aria-current={v.name === pageVersion ? 'page' : undefined}
              onClick={() => savePreferredVersion(v.name)}
            >
              {v.label}
            </a>
          </li>
        ))}
        {item.itemsAfter.map(extra)}
      </ul>
    </div>
  );
}
