import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSite } from '../context.js';

/**
 * A navbar dropdown's disclosure, shared by the docs version dropdown and the dropdowns of links:
 * a button (its label and a chevron) that shows or hides a list of links. Keyboard: Enter or Space
 * opens it, the arrows move through the links, Escape closes it back onto the button; it closes
 * when focus or a click goes elsewhere, and on a navigation. In the mobile panel (`mobile`) the
 * list opens in place, under the button. `children` are the list's items (`<li>` with a link of
 * class `nav-dropdown__link`).
 */
export function NavDropdown({ label, active, mobile = false, className, children }: { label: ReactNode; active: boolean; mobile?: boolean; className: string; children: ReactNode }) {
  const { location } = useSite();
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
  return (
    <div
      ref={root}
      className={`nav-dropdown ${className}${mobile ? ' nav-dropdown--mobile' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={`navbar__link nav-dropdown__toggle${active ? ' is-active' : ''}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <span className="icon icon--chevron icon--14 nav-dropdown__chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="nav-dropdown__menu" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
