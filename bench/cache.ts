/**
 * Removes what the bench's own temp sites left in hub-docs' cache (node_modules/.cache/hub-docs):
 * each temp docs folder gets its own compile cache and serve output, and each build a server
 * bundle, so without this every run would add tens of MB that nothing ever reads again.
 * Only entries the bench made are touched: folders keyed by its temp paths (same derivation
 * as cli/build.ts createSession and cli/serve/dev-server.ts) and server bundles that were
 * not there when the run began.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { ROOT } from './cli.js';

const CACHE_ROOT = path.join(ROOT, 'node_modules', '.cache', 'hub-docs');
const SERVER = path.join(CACHE_ROOT, 'server');

const key = (configFile: string, docsDir: string) =>
  createHash('sha256').update(path.resolve(configFile)).update(docsDir).digest('hex').slice(0, 12);

export function serverBundlesNow(): Set<string> {
  return new Set(existsSync(SERVER) ? readdirSync(SERVER) : []);
}

export async function cleanCache(
  sites: { configFile: string; docsDir: string }[],
  bundlesBefore: Set<string>,
): Promise<void> {
  for (const site of sites) {
    const k = key(site.configFile, site.docsDir);
    await rm(path.join(CACHE_ROOT, k), { recursive: true, force: true });
    await rm(path.join(CACHE_ROOT, 'serve', k), { recursive: true, force: true });
  }
  for (const name of serverBundlesNow())
    if (!bundlesBefore.has(name)) await rm(path.join(SERVER, name), { force: true });
}
