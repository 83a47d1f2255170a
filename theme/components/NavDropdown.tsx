import { useId, type ReactNode } from 'react';

/**
 * A navbar dropdown's disclosure, shared by the docs version dropdown and the dropdowns of links:
 * a button (its label and a chevron) that shows or hides a list of links. Plain markup: its
 * behaviour is runtime/dropdowns.ts (Enter or Space opens it, the arrows move through the links,
 * Escape closes it back onto the button; it closes when focus or a click goes elsewhere, and on a
 * navigation). In the mobile panel (`mobile`) the list opens in place, under the button.
 * `children` are the list's items (`<li>` with a link of class `nav-dropdown__link`).
 */
export function NavDropdown({
  label,
  active,
  mobile = false,
  className,
  children,
}: {
  label: ReactNode;
  active: boolean;
  mobile?: boolean;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`nav-dropdown ${className}${mobile ? ' nav-dropdown--mobile' : ''}`}>
      <button
        type="button"
        className={`navbar__link nav-dropdown__toggle${active ? ' is-active' : ''}`}
        aria-expanded={false}
        aria-controls={id}
      >
        {label}
        <span className="icon icon--chevron icon--14 nav-dropdown__chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="nav-dropdown__menu" hidden>
        {children}
      </ul>
    </div>
  );
}
