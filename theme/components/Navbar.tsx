import { lazy, Suspense, useCallback, useState } from 'react';
import { useSite } from '../context.js';
import { withBaseUrl } from '../url.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SearchBox } from './SearchBox.js';
import { SidebarMenu } from './Sidebar.js';
import type { PanelParts } from './MobilePanel.js';
import type { NavbarItem } from '../types.js';
import { LinkDropdown } from './LinkDropdown.js';
import { NavLink } from './NavLink.js';
import { VersionDropdown } from './VersionDropdown.js';

/** The navbar's links (and dropdowns): those of one side, or all of them (the mobile panel). */
export function NavLinks({ className, position, mobile = false }: { className: string; position?: NavbarItem['position']; mobile?: boolean }) {
  const { site } = useSite();
  const items = site.config.navbar.items.filter((item) => !position || item.position === position);
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => {
        // A site has dropdown and html items only when a constant says so (cli/pipeline/theme-constants.ts): the others ship none of their code.
        if (__HUB_NAVBAR_EXTRAS__ && 'type' in item && item.type === 'html') return <li key={`html ${item.value}`} className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
        if ((__HUB_LINK_DROPDOWNS__ || __HUB_VERSIONS__) && 'type' in item)
          return (
            <li key={item.type === 'dropdown' ? `dropdown ${item.label}` : item.type}>
              {__HUB_LINK_DROPDOWNS__ && item.type === 'dropdown' ? <LinkDropdown item={item} mobile={mobile} /> : __HUB_VERSIONS__ && item.type === 'docsVersionDropdown' ? <VersionDropdown item={item} mobile={mobile} /> : null}
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

// Loaded on first open only: most readers never open it, and its code stays out of every page's first load.
const MobilePanel = lazy(() => import('./MobilePanel.js').then((m) => ({ default: m.MobilePanel })));
const panelParts: PanelParts = { NavLinks, SidebarMenu, ColorModeToggle };

/** Sticky top bar: logo and title, primary links, search, colour mode, and the mobile menu button. */
export function Navbar() {
  const { site } = useSite();
  const { navbar } = site.config;
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <button type="button" className="icon-button navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={panelOpen} aria-controls="mobile-panel" onClick={() => setPanelOpen(!panelOpen)}>
          <span className="icon icon--menu icon--24" aria-hidden="true" />
        </button>
        <a className="navbar__brand" href={withBaseUrl(site.config, '/')} aria-label={__HUB_NAVBAR_EXTRAS__ && !navbar.title && !navbar.logo?.alt ? site.config.title : undefined}>
          {navbar.logo && <img className="navbar__logo" src={withBaseUrl(site.config, navbar.logo.src)} alt={navbar.logo.alt} width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} />}
          {/* A title of "" (as Docusaurus allows): the logo alone. */}
          {(!__HUB_NAVBAR_EXTRAS__ || navbar.title) && <span className="navbar__title">{navbar.title}</span>}
        </a>
        <NavLinks className="navbar__items" position="left" />
        <div className="navbar__end">
          <NavLinks className="navbar__items navbar__items--right" position="right" />
          <SearchBox />
          <ColorModeToggle />
        </div>
      </nav>
      {panelOpen && (
        <Suspense fallback={null}>
          <MobilePanel open={panelOpen} onClose={closePanel} parts={panelParts} />
        </Suspense>
      )}
    </header>
  );
}
