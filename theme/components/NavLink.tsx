import { useSite } from '../context.js';
import { isExternal, withBaseUrl } from '../url.js';
import type { NavbarItem } from '../types.js';

/**
 * Where a navbar link goes for the reader (a link to a doc: that doc in the version being read), and whether that is
 * the page being read.
 */
export function navLinkTarget(
  link: NavbarItem,
  route: string,
  docsVersion: string,
): { target: string; external: boolean; active: boolean } {
  const target = (__HUB_VERSIONS__ && link.versions?.[docsVersion]) || link.href;
  const external = isExternal(target);
  return { target, external, active: !external && (route === target || route.startsWith(target + '/')) };
}

/** A link of the navbar, or of one of its dropdowns (`className`: the link's own class). */
export function NavLink({ link, className }: { link: NavbarItem; className: string }) {
  const { site, route, docsVersion } = useSite();
  const { target, external, active } = navLinkTarget(link, route, docsVersion.name);
  return (
    <a
      className={`${className}${active ? ' is-active' : ''}${__HUB_NAVBAR_EXTRAS__ && link.className ? ` ${link.className}` : ''}`}
      href={withBaseUrl(site.config, target)}
      aria-current={active ? 'page' : undefined}
      aria-label={__HUB_NAVBAR_EXTRAS__ ? link.ariaLabel : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : link.outside ? { rel: 'external' } : {})}
    >
      {link.label}
    </a>
  );
}
