import { useSite } from '../context.js';
import { withBaseUrl } from '../url.js';

export function Footer() {
  const { site } = useSite();
  const { footer } = site.config;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {footer.logo && <img className="footer__logo" src={withBaseUrl(site.config, footer.logo.src)} alt={footer.logo.alt} width={footer.logo.width ?? 32} height={footer.logo.height ?? 32} loading="lazy" />}
        {footer.links.length > 0 && (
          <ul className="footer__links">
            {footer.links.map((link) => (
              <li key={link.href}>
                <a href={withBaseUrl(site.config, link.href)} rel={link.outside ? 'external' : undefined}>{link.label}</a>
              </li>
            ))}
          </ul>
        )}
        <p className="footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
