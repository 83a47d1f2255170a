import { useSite, useTranslate } from '../context.js';
import { withBaseUrl } from '../url.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SearchBox } from './SearchBox.js';
import { Island } from './Island.js';
import { ISLANDS } from '../inline-page-data.js';
import type { NavbarItem } from '../types.js';
import { LinkDropdown } from './LinkDropdown.js';
import { NavLink } from './NavLink.js';
import { VersionDropdown } from './VersionDropdown.js';
import { LocaleDropdown } from './LocaleDropdown.js';

/** The navbar's links (and dropdowns): those of one side, or all of them (the mobile panel). */
export function NavLinks({
  className,
  position,
  mobile = false,
}: {
  className: string;
  position?: NavbarItem['position'];
  mobile?: boolean;
}) {
  const { site } = useSite();
  const items = site.config.navbar.items.filter((item) => !position || item.position === position);
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => {
        // A site has dropdown and html items only when a constant says so (cli/pipeline/theme-constants.ts): the others
        // ship none of their code.
        if (__HUB_NAVBAR_EXTRAS__ && 'type' in item && item.type === 'html')
          return (
            <li
              key={`html ${item.value}`}
              className={item.className}
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          );
        if (__HUB_LOCALES__ && 'type' in item && item.type === 'localeDropdown')
          return (
            <li key={item.type}>
              <LocaleDropdown item={item} mobile={mobile} />
            </li>
          );
        if ((__HUB_LINK_DROPDOWNS__ || __HUB_VERSIONS__) && 'type' in item)
          return (
            <li key={item.type === 'dropdown' ? `dropdown ${item.label}` : item.type}>
              {__HUB_LINK_DROPDOWNS__ && item.type === 'dropdown' ? (
                <LinkDropdown item={item} mobile={mobile} />
              ) : __HUB_VERSIONS__ && item.type === 'docsVersionDropdown' ? (
                <VersionDropdown item={item} mobile={mobile} />
              ) : null}
            </li>
          );
        const link = item as NavbarItem;
        return (
          <li key={link.href}>
            <NavLink link={link} className="navbar__link" />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The links of one side of the navbar. On a site with docs versions an island: static HTML, but on
 * a page of no docs version whose reader prefers another version than the last, the browser
 * hydrates it to link to that version's docs (runtime/entry.ts).
 */
export function NavbarLinks({ position }: { position: 'left' | 'right' }) {
  const links = (
    <NavLinks
      className={position === 'left' ? 'navbar__items' : 'navbar__items navbar__items--right'}
      position={position}
    />
  );
  // A site with one docs version has nothing for React to change here.
  return __HUB_VERSIONS__ ? <Island name={ISLANDS.nav + position}>{links}</Island> : links;
}

/**
 * Sticky top bar: logo and title, primary links, search, colour mode, and the mobile menu button.
 * Static HTML but its islands; the menu button opens the mobile panel (runtime/islands.tsx, loaded
 * on the first press), the colour toggle is runtime/color-mode.ts.
 */
export function Navbar() {
  const { site } = useSite();
  const { t } = useTranslate();
  const { navbar } = site.config;
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('theme.NavBar.navAriaLabel')}>
        <button
          type="button"
          className="icon-button navbar__toggle"
          aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
          aria-expanded={false}
          aria-controls="mobile-panel"
        >
          <span className="icon icon--menu icon--24" aria-hidden="true" />
        </button>
        <a
          className="navbar__brand"
          href={withBaseUrl(site.config, '/')}
          aria-label={__HUB_NAVBAR_EXTRAS__ && !navbar.title && !navbar.logo?.alt ? site.config.title : undefined}
        >
          {navbar.logo && (
            <img
              className="navbar__logo"
              src={withBaseUrl(site.config, navbar.logo.src)}
              alt={navbar.logo.alt}
              width={navbar.logo.width ?? 32}
              height={navbar.logo.height ?? 32}
            />
          )}
          {/* A title of "" (as Docusaurus allows): the logo alone. */}
          {(!__HUB_NAVBAR_EXTRAS__ || navbar.title) && <span className="navbar__title">{navbar.title}</span>}
        </a>
        <NavbarLinks position="left" />
        <div className="navbar__end">
          <NavbarLinks position="right" />
          <Island name={ISLANDS.search}>
            <SearchBox />
          </Island>
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  );
}
