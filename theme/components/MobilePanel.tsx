import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSidebar, useSite, useTranslate } from '../context.js';
import { withBaseUrl } from '../url.js';

/**
 * The parts of the navbar and sidebar the panel shows again, passed in by its island
 * (runtime/islands.tsx, with runtime/mobile-panel-parts.ts), which loads them with the panel.
 */
export interface PanelParts {
  NavLinks: ComponentType<{ className: string; mobile?: boolean }>;
  SidebarMenu: ComponentType;
  ColorModeToggle: ComponentType;
}

const DESKTOP = '(min-width: 997px)';

/**
 * The mobile navigation panel (≤ 996 px): the docs sidebar (secondary menu) first on docs
 * pages, "← Back to main menu" to the navbar links (primary menu), and Close. While open,
 * body scroll is locked, focus stays inside, Escape closes it, and so does a resize to desktop.
 */
export function MobilePanel({ open, onClose, parts }: { open: boolean; onClose: () => void; parts: PanelParts }) {
  const { NavLinks, SidebarMenu, ColorModeToggle } = parts;
  const { route, site } = useSite();
  const { t } = useTranslate();
  const sidebar = useSidebar();
  const [showPrimary, setShowPrimary] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const hasSidebar = sidebar.length > 0;

  useEffect(() => {
    if (!open) return;
    setShowPrimary(!hasSidebar);
    const previousFocus = document.activeElement as HTMLElement | null;
    document.body.classList.add('scroll-locked');
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex="0"]'),
      ].filter((el) => el.offsetParent !== null);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const media = window.matchMedia(DESKTOP);
    const onResize = () => {
      if (media.matches) onClose();
    };
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onResize);
    return () => {
      document.body.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onResize);
      if (previousFocus?.isConnected) previousFocus.focus();
    };
  }, [open, onClose, hasSidebar]);

  // A navigation from inside the panel closes it.
  const openedOn = useRef(route);
  useEffect(() => {
    if (route !== openedOn.current) onClose();
  }, [route, onClose]);

  return (
    <>
      <div className={`mobile-panel__backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <div
        id="mobile-panel"
        ref={panel}
        className={`mobile-panel${open ? ' is-open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={t('hub.mobilePanel.ariaLabel')}
        hidden={!open}
      >
        <div className="mobile-panel__header">
          <a className="navbar__brand" href={withBaseUrl(site.config, '/')}>
            {/* A navbar of the logo alone (title "") names the site here, where there is no logo. */}
            <span className="navbar__title">
              {__HUB_NAVBAR_EXTRAS__ ? site.config.navbar.title || site.config.title : site.config.navbar.title}
            </span>
          </a>
          <ColorModeToggle />
          <button
            type="button"
            className="icon-button"
            aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}
            onClick={onClose}
          >
            <span className="icon icon--close icon--20" aria-hidden="true" />
          </button>
        </div>
        {showPrimary ? (
          <nav className="mobile-panel__menu" aria-label={t('hub.mobilePanel.primaryMenuAriaLabel')}>
            <NavLinks className="mobile-panel__links" mobile />
          </nav>
        ) : (
          <nav className="mobile-panel__menu" aria-label={t('hub.mobilePanel.secondaryMenuAriaLabel')}>
            <button type="button" className="mobile-panel__back" onClick={() => setShowPrimary(true)}>
              {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
            </button>
            <SidebarMenu />
          </nav>
        )}
      </div>
    </>
  );
}
