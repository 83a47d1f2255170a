/**
 * Where hub-docs' own files are (the theme and runtime sources it bundles), how it finds the
 * packages it depends on, and where its caches go.
 *
 * Its dependencies are found the way Node finds them from hub-docs' own files (createRequire),
 * never by a path under its folder: npm hoists them beside it, pnpm links them from its store
 * next to hub-docs' real folder, a global install nests them, and a checkout has them inside.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cacheFolderFor } from './cache-folder.js';

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

/** hub-docs' version, from its package.json. */
export const VERSION = (
  JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** Resolves as hub-docs' own files import: a package hub-docs depends on, wherever the installer put it. */
export const requireFromHubDocs = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

/** The file a specifier resolves to from hub-docs' files (throws Node's MODULE_NOT_FOUND when it does not). */
export function resolveFromHubDocs(specifier: string): string {
  return requireFromHubDocs.resolve(specifier);
}

/**
 * The folder of a package hub-docs depends on (its package.json's folder). Through
 * `name/package.json` where the package's exports allow it, else from its main file upwards.
 */
export function packageFolder(name: string): string {
  try {
    return path.dirname(resolveFromHubDocs(`${name}/package.json`));
  } catch {
    for (let dir = path.dirname(resolveFromHubDocs(name)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name)
        return dir;
    }
    throw new Error(`hub-docs: cannot find the folder of its dependency ${name}`);
  }
}

/**
 * The node_modules folders Node looks in for a package imported by hub-docs' own files, nearest
 * first (for esbuild's nodePaths: a site's page may import what hub-docs has and the site not).
 */
export const HUB_DOCS_PACKAGE_FOLDERS: string[] = (requireFromHubDocs.resolve.paths('react') ?? []).filter((dir) =>
  existsSync(dir),
);

let cacheRootOfSite: string | null = null;

/**
 * The cache folder of this process' site (cache-folder.ts: the site's node_modules/.cache/hub-docs,
 * else the user's cache folder). The commands name the site (useSiteCache); until one does, the
 * current folder is the site.
 */
export function cacheRoot(): string {
  return (cacheRootOfSite ??= cacheFolderFor(process.cwd()));
}

/** Makes `siteDir`'s cache folder the one this process uses (called once, by the command, before any cache is read). */
export function useSiteCache(siteDir: string): void {
  cacheRootOfSite = cacheFolderFor(siteDir);
}
