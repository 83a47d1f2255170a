/**
 * Starts a worker thread on one of the CLI's worker entries. Compiled (dist/cli/, see
 * scripts/compile-cli.mjs) the entry is a .js file beside the CLI's; from source (tsx: tests,
 * benchmarks) it is the .ts file, and the worker must load the TypeScript hooks itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { PACKAGE_ROOT } from '../paths.js';

/** `name`: the entry's file name without extension, e.g. "compile-worker". */
export function startWorker(name: string, resourceLimits?: ResourceLimits): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  // Compiled, this code may sit in a chunk (dist/cli/chunks/): the entries are in dist/cli/.
  const entry = fromSource ? new URL(`./${name}.ts`, import.meta.url) : pathToFileURL(path.join(PACKAGE_ROOT, 'dist', 'cli', `${name}.js`));
  return fromSource
    ? new Worker(`import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`, { eval: true, resourceLimits })
    : new Worker(entry, { resourceLimits });
}
