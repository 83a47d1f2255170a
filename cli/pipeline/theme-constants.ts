/** Values of the theme's build-time constants (theme/build-constants.d.ts) for a site, as esbuild `define`s. */
import type { ResolvedConfig } from '../../theme/types.js';

export function themeConstants(config: ResolvedConfig): Record<string, string> {
  return { __HUB_ANNOUNCEMENT_BAR__: String(config.announcementBar !== null) };
}
