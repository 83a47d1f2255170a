/**
 * esbuild, loaded when something must be bundled: a build whose config and bundles all come
 * from the cache never loads its JavaScript API (~100 KB) nor starts its service.
 */
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

const require = createRequire(import.meta.url);
let loaded: typeof Esbuild | null = null;

export function esbuild(): typeof Esbuild {
  loaded ??= require('esbuild') as typeof Esbuild;
  return loaded;
}

/** Its version: part of every bundle's cache key (read from its package.json, without loading it). */
export const esbuildVersion: string = (require('esbuild/package.json') as { version: string }).version;
