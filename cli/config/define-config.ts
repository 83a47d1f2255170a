import type { SiteConfig } from '../../theme/types.js';

/** Typed identity: gives site.config.ts autocompletion and type errors in the editor. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}

export type { SiteConfig };
