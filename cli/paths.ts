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

/**
 * The folder of the compiled CLI (`<out>/cli`: main.cjs, the worker entries, the bundles), or null
 * when it runs from its TypeScript sources (tsx: tests). The bench compiles a CLI of its own
 * (bench/.cli/dist/cli) inside this package: its workers and fingerprint are its own.
 */
function compiledCliDir(): string | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'chunks' ? path.dirname(here) : here;
}

export const COMPILED_CLI_DIR = compiledCliDir();
export const THEME_DIR = path.join(PACKAGE_ROOT, 'theme');
export const RUNTIME_DIR = path.join(PACKAGE_ROOT, 'runtime');
export const NODE_MODULES = path.join(PACKAGE_ROOT, 'node_modules');
export const CACHE_ROOT = path.join(NODE_MODULES, '.cache', 'hub-docs');
