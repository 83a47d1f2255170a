/**
 * Starts a worker thread on one of the CLI's worker entries. Compiled (dist/cli/, see
 * scripts/compile-cli.mjs) the entry is a .cjs file beside the CLI's; from source (tsx: tests,
 * benchmarks) it is the .ts file, and the worker must load the TypeScript hooks itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { COMPILED_CLI_DIR } from '../paths.js';
import type { ResourceLimits, Worker } from 'node:worker_threads';

// node:worker_threads is loaded with the first worker a run starts (~2 ms of Node's own module
// code): a rebuild of a few pages starts none.
const require = createRequire(import.meta.url);

/** `name`: the entry's file name without extension, e.g. "compile-worker". */
export function startWorker(name: string, resourceLimits?: ResourceLimits): Worker {
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  // Compiled, the entries are beside the CLI's main.cjs; from source, beside this file.
  const entry = COMPILED_CLI_DIR
    ? pathToFileURL(path.join(COMPILED_CLI_DIR, `${name}.cjs`))
    : new URL(`./${name}.ts`, import.meta.url);
  return !COMPILED_CLI_DIR
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true, resourceLimits },
      )
    : // The command line's arguments too: the bundle loader finds the site's cache folder from --config.
      new Worker(entry, { resourceLimits, argv: process.argv.slice(2) });
}
