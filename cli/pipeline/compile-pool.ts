/**
 * Compiles many pages on all cores: the main thread plus (cores - 1) worker threads take
 * pages from one queue. MDX compiling is CPU-bound, so this is what makes a cold build of
 * hundreds of pages fast; small batches stay on the main thread (a worker costs ~200 ms to start).
 */
import type { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { HubDocsError, deserializeError, type SerializedError } from '../errors.js';
import { compilePage, type CompiledPage, type CompilePageOptions } from './compile-page.js';
import { startWorker } from './start-worker.js';

export const WORKER_THRESHOLD = 24;

type Outcome = { page: CompiledPage } | { error: HubDocsError };

export async function compileMany(jobs: CompilePageOptions[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(jobs.length);
  let next = 0;
  const take = () => (next < jobs.length ? next++ : -1);
  // HUB_DOCS_WORKERS overrides the worker count (0 = main thread only), for benchmarks.
  const configured = Number(process.env.HUB_DOCS_WORKERS ?? NaN);
  const workerCount = Number.isInteger(configured) ? configured : jobs.length >= WORKER_THRESHOLD ? Math.max(0, Math.min(availableParallelism() - 1, 7)) : 0;
  const workers: Worker[] = Array.from({ length: workerCount }, () => startWorker('compile-worker'));

  const runWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let current = -1;
      const send = () => {
        current = take();
        if (current < 0) return resolve();
        worker.postMessage({ id: current, options: jobs[current] });
      };
      worker.on('message', (message: { id: number; page?: CompiledPage; error?: SerializedError }) => {
        outcomes[message.id] = message.page ? { page: message.page } : { error: asPageError(deserializeError(message.error!), jobs[message.id].file) };
        send();
      });
      worker.on('error', reject);
      send();
    });

  const runMain = async () => {
    for (let i = take(); i >= 0; i = take()) {
      try {
        outcomes[i] = { page: await compilePage(jobs[i]) };
      } catch (error) {
        outcomes[i] = { error: asPageError(error, jobs[i].file) };
      }
    }
  };

  try {
    await Promise.all([runMain(), ...workers.map(runWorker)]);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return outcomes;
}

/** Every failure of a page's compile names the page: an error of ours without a location gets the page's file. */
function asPageError(error: unknown, file: string): HubDocsError {
  if (error instanceof HubDocsError) return error;
  return new HubDocsError(`compiling the page failed: ${error instanceof Error ? error.message : String(error)}`, { location: { file }, hint: 'this is likely a hub-docs bug; please report it with this page', cause: error });
}
