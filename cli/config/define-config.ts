/**
 * The package's public entry (`import { defineConfig } from 'hub-docs'`: package.json's exports,
 * compiled to dist/index.js, its types to dist/types/). Imports nothing hub-docs would need at
 * run time, and only zod's types: what a site's TypeScript sees.
 */
import type { SiteConfig } from '../../theme/config-schema.js';

/** Typed identity: gives site.config.ts autocompletion and type errors in the editor. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}

export type { SiteConfig };
