import { useId } from 'react';
import { useSite } from '../context.js';
import type { LinkDropdownItem } from '../types.js';
import { NavDropdown } from './NavDropdown.js';
import { NavLink, navLinkTarget } from './NavLink.js';

/**
 * A dropdown of links in the navbar (Docusaurus' `dropdown` item): a dropdown (NavDropdown)
 * showing its label, marked active when one of its links is the page being read. In the mobile
 * panel (`mobile`) it is a group under its label, its links listed in place, as the panel lists
 * every other link.
 */
export function LinkDropdown({ item, mobile = false }: { item: LinkDropdownItem; mobile?: boolean }) {
  const { route, docsVersion } = useSite();
  const labelId = useId();
  const links = item.items.map((link) => (
    <li key={link.href}>
      <NavLink link={link} className={mobile ? 'navbar__link' : 'nav-dropdown__link'} />
    </li>
  ));
  if (mobile)
    return (
      <div className="nav-group" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="nav-group__label">
          {item.label}
        </span>
        <ul className="nav-group__links">{links}</ul>
      </div>
    );
  const active = item.items.some((link) => navLinkTarget(link, route, docsVersion.name).active);
  return (
    <NavDropdown className="link-dropdown" label={item.label} active={active}>
      {links}
    </NavDropdown>
  );
}
