/** Values of the theme's build-time constants (theme/build-constants.d.ts) for a site, as esbuild `define`s. */
import type { ResolvedConfig } from '../../theme/types.js';

/** `versions`: how many docs versions the site builds (theirs is the dropdown, banner and badge code). */
export function themeConstants(config: ResolvedConfig, versions: number): Record<string, string> {
  return {
    __HUB_ANNOUNCEMENT_BAR__: String(config.announcementBar !== null),
    __HUB_VERSIONS__: String(versions > 1),
    __HUB_LOCALES__: String((config.locale.locales?.length ?? 0) > 1),
    __HUB_LINK_DROPDOWNS__: String(config.navbar.items.some((item) => item.type === 'dropdown')),
    __HUB_NAVBAR_EXTRAS__: String(
      config.navbar.title === '' ||
        [
          ...config.navbar.items.flatMap((item): object[] =>
            item.type === 'dropdown' ? [item, ...item.items] : [item],
          ),
          ...config.footer.links,
        ].some(hasExtras),
    ),
  };
}

/** An `html` item, a footer `{ html }`, or an item with a `className` or an `ariaLabel`. */
const hasExtras = (item: { type?: string; className?: string; html?: string; ariaLabel?: string }) =>
  item.type === 'html' || item.className !== undefined || item.html !== undefined || item.ariaLabel !== undefined;
