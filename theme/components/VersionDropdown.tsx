import { useSite, useTranslate } from '../context.js';
import { withBaseUrl } from '../url.js';
import type { NavbarItem, VersionDropdownItem } from '../types.js';
import { useVersionTarget } from '../versions.js';
import { NavDropdown } from './NavDropdown.js';

/**
 * The navbar's docs version dropdown (Docusaurus' docsVersionDropdown): a dropdown (NavDropdown)
 * showing the version being read, and a list of every version, each linking to the page being
 * read in that version (else to its main page), keeping the query and hash. Choosing one
 * remembers it as the preferred version (`data-version-choice`, runtime/dropdowns.ts). (NavLinks leaves it out on a
 * site with one version.)
 */
export function VersionDropdown({ item, mobile = false }: { item: VersionDropdownItem; mobile?: boolean }) {
  const { site, location, page, docsVersion: active } = useSite();
  const pageVersion = page?.version ?? null;
  const targetOf = useVersionTarget();
  const { t } = useTranslate();
  const extra = (link: NavbarItem) => (
    <li key={link.href}>
      <a
        className="nav-dropdown__link"
        href={withBaseUrl(site.config, link.href)}
        {...(link.outside || /^[a-z]+:/i.test(link.href) ? { rel: 'external' } : {})}
      >
        {link.label}
      </a>
    </li>
  );
  // Docusaurus' mobile label when there is a list to choose from.
  const label = mobile ? (
    t('theme.navbar.mobileVersionsDropdown.label')
  ) : (
    <>
      <span className="sr-only">{`${t('hub.versionDropdown.screenReaderLabel')} `}</span>
      {active.label}
    </>
  );
  return (
    <NavDropdown
      className="version-dropdown"
      label={label}
      active={pageVersion !== null && !item.activeClassDisabled}
      mobile={mobile}
    >
      {item.itemsBefore.map(extra)}
      {site.versions.map((v) => (
        <li key={v.name}>
          <a
            className={`nav-dropdown__link${v.name === active.name ? ' is-active' : ''}`}
            href={withBaseUrl(site.config, targetOf(v)) + location.search + location.hash}
            aria-current={v.name === pageVersion ? 'page' : undefined}
            data-version-choice={v.name}
          >
            {v.label}
          </a>
        </li>
      ))}
      {item.itemsAfter.map(extra)}
    </NavDropdown>
  );
}
