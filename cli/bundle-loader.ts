/**
 * Runs one of the compiled CLI's bundles (dist/cli/<name>.cjs: the command line, or a worker
 * thread's code) from a V8 code cache. Node 20 keeps no compiled code between runs (its
 * `module.enableCompileCache` came with Node 22), so every run of `hub-docs build` parsed and
 * compiled ~3 MB of JavaScript anew before it did anything, and then compiled each function on
 * its first call: ~60–90 ms of a rebuild that takes half a second. The loader compiles the bundle
 * with the cache of the previous run of the same command, made after that run (so it holds the
 * functions that run called), kept beside the other caches in node_modules/.cache/hub-docs/code/.
 * A cache V8 rejects (another Node, other flags) is made again; where nothing can be written, the
 * bundle just runs without one.
 *
 * The bundle is CommonJS wrapped in a function that receives what its code needs from here: the
 * module's `require`, its URL (`import.meta.url` in the sources) and an `import` (code from a
 * cache cannot import; see import-module.ts). Only node: modules are used here: this file is not
 * part of the bundle it loads.
 */
import vm from 'node:vm';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';

const SAVE_CODE_CACHE = Symbol.for('hub-docs.saveCodeCache');
/** Code caches kept (the most recently used): one per bundle, command and compile of the CLI. */
const KEEP = 12;
const PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname', '__hubDocsImport', '__hubDocsModuleUrl'];

/** `name`: the bundle's file name without `.cjs`; `task`: what this run does (the command), which names its cache. */
export function runBundle(name: string, task: string): void {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(dir, `${name}.cjs`);
  const source = readFileSync(file, 'utf8');
  const cacheFile = codeCacheFile(dir, name, task);
  let cachedData: Buffer | undefined;
  try {
    cachedData = cacheFile ? readFileSync(cacheFile) : undefined;
    // Used: kept longest (see dropOld).
    if (cacheFile) utimesSync(cacheFile, new Date(), new Date());
  } catch {
    // Not made yet.
  }
  const script = new vm.Script(`(function (${PARAMETERS.join(', ')}) {${source}\n})`, { filename: file, cachedData });
  let wanted = cacheFile !== null && (cachedData === undefined || script.cachedDataRejected === true);
  const save = () => {
    if (!wanted || !cacheFile) return;
    wanted = false;
    try {
      mkdirSync(path.dirname(cacheFile), { recursive: true });
      const temp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, cacheFile);
      dropOld(path.dirname(cacheFile));
    } catch {
      // A read-only install: the next run compiles again.
    }
  };
  (globalThis as { [SAVE_CODE_CACHE]?: () => void })[SAVE_CODE_CACHE] = save;
  process.once('exit', save);
  const module = { exports: {} };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, dir, (specifier: string) => import(specifier), pathToFileURL(file).href);
}

/**
 * The cache of a bundle for one task, for this compile of the CLI (its fingerprint) and this
 * Node; null for runs that only print help or the version, whose cache would hold too little.
 */
function codeCacheFile(dir: string, name: string, task: string): string | null {
  if (process.argv.includes('--help') || process.argv.includes('-h') || ['--version', '-V'].includes(process.argv[2])) return null;
  let fingerprint: string;
  try {
    fingerprint = readFileSync(path.join(dir, 'fingerprint'), 'utf8').trim();
  } catch {
    return null;
  }
  const key = `${name}-${task.replace(/[^a-z-]/g, '') || 'other'}-${fingerprint}-${process.version}-${process.arch}`;
  // dist/cli/ → the package's folder → its node_modules/.cache/hub-docs (CACHE_ROOT, cli/paths.ts).
  return path.join(dir, '..', '..', 'node_modules', '.cache', 'hub-docs', 'code', `${key}.v8`);
}

/** Keeps the KEEP most recently used caches of the folder (older compiles of the CLI, other Nodes). */
function dropOld(dir: string): void {
  const files = readdirSync(dir).filter((name) => name.endsWith('.v8'));
  if (files.length <= KEEP) return;
  const used = files.map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.at - a.at);
  for (const { name } of used.slice(KEEP)) rmSync(path.join(dir, name), { force: true });
}
