import { useSite, useTranslate } from '../context.js';
import { withBaseUrl } from '../url.js';
import type { LocaleDropdownItem, NavbarItem } from '../types.js';
import { NavDropdown } from './NavDropdown.js';

/**
 * The navbar's locale dropdown (Docusaurus' localeDropdown): a dropdown (NavDropdown) showing the
 * locale being read and a list of every locale, each linking to the same page in that locale
 * (every page exists in every locale: translated, or the original with a notice). The server's
 * href names the page it rendered; on a click runtime/dropdowns.ts points the link at the page
 * being read then, with its query and hash (`data-locale-base`: the locale's base URL,
 * `data-locale-from`: this one's). A full page load (rel="external"): another locale is another
 * site for the router. (NavLinks leaves it out on a site with one locale.) The 404 page, which
 * names no page, links to each locale's home (`/fr/404/` is no page: a dead link without script).
 */
export function LocaleDropdown({ item, mobile = false }: { item: LocaleDropdownItem; mobile?: boolean }) {
  const { site, route } = useSite();
  const { t } = useTranslate();
  const { locale } = site.config;
  const locales = locale.locales ?? [];
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
  const label = (
    <>
      <span className="icon icon--language icon--20" aria-hidden="true" />
      <span className="sr-only">{t('hub.localeDropdown.current')} </span>
      {mobile ? t('theme.navbar.mobileLanguageDropdown.label') : (locale.label ?? locale.code)}
    </>
  );
  return (
    <NavDropdown className="locale-dropdown" label={label} active={false} mobile={mobile}>
      {item.itemsBefore.map(extra)}
      {locales.map((l) => (
        <li key={l.code}>
          <a
            className={`nav-dropdown__link${l.code === locale.code ? ' is-active' : ''}`}
            href={withBaseUrl({ ...site.config, baseUrl: l.baseUrl }, route === '/404' ? '/' : route)}
            hrefLang={l.htmlLang}
            lang={l.htmlLang}
            rel="external alternate"
            aria-current={l.code === locale.code ? 'true' : undefined}
            data-locale-base={l.baseUrl}
            data-locale-from={site.config.baseUrl}
          >
            {l.label}
          </a>
        </li>
      ))}
      {item.itemsAfter.map(extra)}
    </NavDropdown>
  );
}
