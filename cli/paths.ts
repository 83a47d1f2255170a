/** Where hub-docs' own files are: the theme and runtime sources it bundles, and its caches. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  // Runs from cli/ (tsx, tests) or from dist/cli/ (compiled): walk up to our package.json.
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'theme'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('hub-docs: cannot find its own package folder');
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot();
export const THEME_DIR = path.join(PACKAGE_ROOT, 'theme');
export const RUNTIME_DIR = path.join(PACKAGE_ROOT, 'runtime');
export const NODE_MODULES = path.join(PACKAGE_ROOT, 'node_modules');
export const CACHE_ROOT = path.join(NODE_MODULES, '.cache', 'hub-docs');
