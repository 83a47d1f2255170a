import path from 'node:path';
import { findConfigFile } from '../config/load-config.js';
import { useSiteCache } from '../paths.js';

/**
 * The config file a command works on (--config, else the current folder's), and from it the
 * site's folder, whose cache this process then uses (paths.ts): before any cache is read.
 */
export function siteConfigFile(configOption: string | undefined): string {
  const file = findConfigFile(configOption);
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook (it picks the cache folder of this process)
  useSiteCache(path.dirname(file));
  return file;
}
