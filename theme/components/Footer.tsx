import { useSite } from '../context.js';
import { withBaseUrl } from '../url.js';
import type { NavbarItem } from '../types.js';

export function Footer() {
  const { site } = useSite();
  const { footer } = site.config;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {footer.logo && (
          <img
            className="footer__logo"
            src={withBaseUrl(site.config, footer.logo.src)}
            alt={footer.logo.alt}
            width={footer.logo.width ?? 32}
            height={footer.logo.height ?? 32}
            loading="lazy"
          />
        )}
        {footer.links.length > 0 && (
          <ul className="footer__links">
            {footer.links.map((item) => {
              // An `html` item (a badge, a logo link) is shown as it is (only sites with one ship this code).
              if (__HUB_NAVBAR_EXTRAS__ && 'type' in item)
                return (
                  <li key={item.value} className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />
                );
              const link = item as NavbarItem;
              return (
                <li key={link.href}>
                  <a
                    href={withBaseUrl(site.config, link.href)}
                    className={__HUB_NAVBAR_EXTRAS__ ? link.className : undefined}
                    aria-label={__HUB_NAVBAR_EXTRAS__ ? link.ariaLabel : undefined}
                    rel={link.outside ? 'external' : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {footer.copyrightHtml !== null ? (
          // A Docusaurus config's copyright: HTML, shown as Docusaurus shows it (a div: it may hold paragraphs).
          <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }} />
        ) : (
          <p className="footer__copyright">{footer.copyright}</p>
        )}
      </div>
    </footer>
  );
}
