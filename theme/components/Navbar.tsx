import { lazy, Suspense, useCallback, useState } from 'react';
import { useSite } from '../context.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SearchBox } from './SearchBox.js';
import { SidebarMenu } from './Sidebar.js';
import type { PanelParts } from './MobilePanel.js';
import type { NavbarItem } from '../types.js';
import { isExternal, linkHref } from '../routes.js';
import { VersionDropdown } from './VersionDropdown.js';

/** The navbar's links (and version dropdown): those of one side, or all of them (the mobile panel). */
export function NavLinks({ className, position, mobile = false }: { className: string; position?: NavbarItem['position']; mobile?: boolean }) {
  // A link to a doc goes to that doc in the version the reader is in.
  const { site, route, docsVersion } = useSite();
  const items = site.config.navbar.items.filter((item) => !position || item.position === position);
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => {
        // Only a site with several versions has a dropdown item (cli/pipeline/modules.ts): the constant drops its code from the others.
        if (__HUB_VERSIONS__ && 'type' in item)
          return (
            <li key={item.type}>
              <VersionDropdown item={item} mobile={mobile} />
            </li>
          );
        const link = item as NavbarItem;
        const target = (__HUB_VERSIONS__ && link.versions?.[docsVersion.name]) || link.href;
        const external = isExternal(target);
        const active = !external && (route === target || route.startsWith(target + '/'));
        const href = linkHref(site.config.baseUrl, target);
        return (
          <li key={link.href}>
            <a className={`navbar__link${active ? ' is-active' : ''}`} href={href} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : link.outside ? { rel: 'external' } : {})}>
              {link.label}
            </a>
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
  const { navbar, baseUrl } = site.config;
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <button type="button" className="icon-button navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={panelOpen} aria-controls="mobile-panel" onClick={() => setPanelOpen(!panelOpen)}>
          <span className="icon icon--menu icon--24" aria-hidden="true" />
        </button>
        <a className="navbar__brand" href={baseUrl}>
          {navbar.logo && <img className="navbar__logo" src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} />}
          <span className="navbar__title">{navbar.title}</span>
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
