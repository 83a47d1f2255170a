/**
 * Runs one of the compiled CLI's bundles (dist/cli/<name>.bundle.cjs: the command line, or a worker
 * thread's code) from a V8 code cache. Node 20 keeps no compiled code between runs (its
 * `module.enableCompileCache` came with Node 22), so every run of `hub-docs build` parsed and
 * compiled ~3 MB of JavaScript anew before it did anything, and then compiled each function on
 * its first call: ~60–90 ms of a rebuild that takes half a second. The loader compiles the bundle
 * with the cache of the previous run of the same command, made after that run (so it holds the
 * functions that run called), kept beside the site's other caches, in `code/` of the cache folder of
 * the current folder (cache-folder.ts: its project's node_modules/.cache/hub-docs, else the user's
 * cache folder): never in hub-docs' own folder, which may be read-only.
 * A cache V8 rejects (another Node, other flags) is made again; where nothing can be written, the
 * bundle just runs without one.
 *
 * The bundle is CommonJS wrapped in a function that receives what its code needs from here: the
 * module's `require`, its URL (`import.meta.url` in the sources) and an `import` (code from a
 * cache cannot import; see import-module.ts). This file is not part of the bundle it loads: it
 * uses node: modules, cached-script.ts, cache-folder.ts, code-cache.ts and v8-tuning.ts only.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { runCachedScript } from './cached-script.js';
import { tuneV8ForShortRuns } from './v8-tuning.js';
import { SAVE_CODE_CACHE } from './code-cache.js';
import { cacheFolderFor } from './cache-folder.js';

/** Code caches kept (the most recently used): one per bundle, command and compile of the CLI. */
const KEEP = 12;

/**
 * `name`: the bundle's file name without `.bundle.cjs`; `task`: what this run does (the command), which names its
 * cache.
 */
export function runBundle(name: string, task: string): void {
  // Before any code is compiled, or a cache made or read: the caches record V8's flags.
  tuneV8ForShortRuns();
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const scripts: ReturnType<typeof runCachedScript>[] = [];
  const save = () => {
    for (const script of scripts) script.keepCache();
    const cacheFile = codeCacheFile(dir, name, task);
    if (cacheFile) dropOld(path.dirname(cacheFile));
  };
  (globalThis as { [SAVE_CODE_CACHE]?: () => void })[SAVE_CODE_CACHE] = save;
  process.once('exit', save);
  // A bundle this one runs on demand (the MCP SDK: scripts/compile-cli.mjs), from a code cache of
  // its own for the same task, kept when this one's is.
  const loadBundle = (other: string): unknown => {
    const script = runCachedScript(path.join(dir, `${other}.bundle.cjs`), codeCacheFile(dir, other, task));
    scripts.push(script);
    return script.exports;
  };
  // Its code runs now (and goes on asynchronously); the cache is kept at exit, or when a worker asks.
  const file = path.join(dir, `${name}.bundle.cjs`);
  const extra = {
    __hubDocsImport: (specifier: string) => import(specifier),
    __hubDocsModuleUrl: pathToFileURL(file).href,
    __hubDocsLoadBundle: loadBundle,
  };
  scripts.unshift(runCachedScript(file, codeCacheFile(dir, name, task), extra));
}

/**
 * The cache of a bundle for one task, for this compile of the CLI (its fingerprint) and this
 * Node; null for runs that only print help or the version, whose cache would hold too little.
 */
function codeCacheFile(dir: string, name: string, task: string): string | null {
  if (process.argv.includes('--help') || process.argv.includes('-h') || ['--version', '-V'].includes(process.argv[2]))
    return null;
  let fingerprint: string;
  try {
    fingerprint = readFileSync(path.join(dir, 'fingerprint'), 'utf8').trim();
  } catch {
    return null;
  }
  const key = `${name}-${task.replace(/[^a-z-]/g, '') || 'other'}-${fingerprint}-${process.version}-${process.arch}`;
  // The command has not read its options yet: the current folder is the site (paths.ts' default too).
  return path.join(cacheFolderFor(siteFolderOf(process.argv)), 'code', `${key}.v8`);
}

/**
 * The site this run works on, as far as the command line says before anything is loaded: the
 * folder of `--config <file>` (or `--config=<file>`) when given, else the current folder. The
 * code cache then lands with the site's other caches (cache-folder.ts), wherever it is run from.
 */
export function siteFolderOf(argv: readonly string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const config =
      argv[i] === '--config'
        ? argv[i + 1]
        : argv[i].startsWith('--config=')
          ? argv[i].slice('--config='.length)
          : undefined;
    if (config) return path.dirname(path.resolve(config));
  }
  return process.cwd();
}

/** Keeps the KEEP most recently used caches of the folder (older compiles of the CLI, other Nodes). */
function dropOld(dir: string): void {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.v8'));
  } catch {
    return;
  }
  if (files.length <= KEEP) return;
  const used = files.map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.at - a.at);
  for (const { name } of used.slice(KEEP)) rmSync(path.join(dir, name), { force: true });
}
