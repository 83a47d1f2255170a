/**
 * Where hub-docs keeps its caches for a site, as other build tools do (find-cache-dir's rule):
 * `node_modules/.cache/hub-docs/` of the nearest folder at or above the site's that holds a
 * package.json and a writable node_modules; else the user's cache folder ($XDG_CACHE_HOME or
 * ~/.cache on Linux, ~/Library/Caches on macOS, %LOCALAPPDATA% on Windows) + `/hub-docs`. Never
 * inside hub-docs' own installed folder, which can be read-only (a global install, a Nix or
 * pnpm store) and is shared by every site on the machine. `HUB_DOCS_CACHE_DIR` overrides both.
 * Node built-ins only: the bundle loader uses this before anything else is loaded.
 */
import path from 'node:path';
import os from 'node:os';
import { accessSync, constants, existsSync } from 'node:fs';

const NAME = 'hub-docs';

/** The cache folder for the site in `siteDir` (which need not exist yet). */
export function cacheFolderFor(siteDir: string): string {
  const override = process.env.HUB_DOCS_CACHE_DIR;
  if (override) return path.resolve(override);
  const project = projectWithNodeModules(path.resolve(siteDir));
  return project ? path.join(project, 'node_modules', '.cache', NAME) : path.join(userCacheFolder(), NAME);
}

/** The nearest folder at or above `dir` with a package.json, if it has a node_modules hub-docs may write in. */
function projectWithNodeModules(dir: string): string | null {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return writable(path.join(at, 'node_modules')) ? at : null;
    if (path.dirname(at) === at) return null;
  }
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The user's cache folder, by the platform's convention. */
export function userCacheFolder(): string {
  const home = os.homedir();
  if (process.platform === 'win32') return process.env.LOCALAPPDATA || path.join(home, 'AppData', 'Local');
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Caches');
  return process.env.XDG_CACHE_HOME || path.join(home, '.cache');
}
