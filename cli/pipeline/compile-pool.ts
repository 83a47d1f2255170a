/**
 * Compiles many pages on all cores: the main thread plus (cores - 1) worker threads take
 * pages from one queue. MDX compiling is CPU-bound, so this is what makes a cold build of
 * hundreds of pages fast; small batches stay on the main thread (a worker costs ~200 ms to start).
 */
import type { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { HubDocsError, deserializeError, type SerializedError } from '../errors.js';
import type { CompiledPage, PageJob, SiteCompileContext } from './compile-page.js';
import { startWorker } from './start-worker.js';
import { collectGarbage, LARGE_SITE_PAGES } from '../collect-garbage.js';
import { tunedForShortRuns } from '../v8-tuning.js';

export const WORKER_THRESHOLD = 24;

/**
 * With two CPUs, the second is also busy beside the compile (the garbage collector's helpers,
 * TurboFan, the search index thread, esbuild), and a compile worker costs ~100-300 ms to start
 * and warm up. Where V8 runs with a larger interrupt budget (the compiled CLI: v8-tuning.ts)
 * TurboFan leaves the second CPU mostly idle, and on a 2-vCPU machine a worker paid off from
 * ~250 KB of pages (interleaved medians, one worker against none: 150 KB of generated pages
 * 0.58 → 0.65 s, 370 KB 1.11 → 0.93 s; Jest's docs, 480 KB, 1.61 → 1.38 s; pnpm's, 470 KB,
 * 1.89 → 1.67 s; the bundled docs, 720 KB, 2.38 → 1.94 s). Without it (run from the sources,
 * tests, where a worker must also load the TypeScript hooks), from ~2 MB, as measured before.
 */
const twoCpuWorkerBytes = () => (tunedForShortRuns() ? 256 * 1024 : 2 * 1024 * 1024);

/**
 * A compile allocates a lot of short-lived objects (syntax trees): a young generation of this
 * size (V8's default is a few MiB) makes its garbage collection cost about 15 % less CPU.
 */
const YOUNG_GENERATION_MB = 192;
/** Pages sent to a worker before it answers (see runWorker). */
const JOBS_AHEAD = 4;

/**
 * On a large site (LARGE_SITE_PAGES), the main thread collects its compile garbage every this many pages it compiles.
 */
const COLLECT_EVERY = 500;

type Outcome = { page: CompiledPage } | { error: HubDocsError };

let compiler: Promise<typeof import('./compile-page.js')> | null = null;

/**
 * The compiler (MDX and its plugins; Prism with the first code to highlight: highlight.ts), loaded when a page must be
 * compiled: a build whose pages all come from the cache never loads it. compileAll starts loading it at the first cache
 * miss, while the other entries are still being read.
 */
export function loadCompiler(): Promise<typeof import('./compile-page.js')> {
  compiler ??= import('./compile-page.js');
  return compiler;
}

/**
 * Compile workers kept for several compiles: the locales of one build (cli/locales/build-locales.ts),
 * each of which compiles its own translated pages. Started by the first compile worth a worker,
 * they are used by every later one, warm (their start, ~100-300 ms, paid once, their code already
 * optimised): a locale's third of a 300-page site, under the two-CPU threshold on its own, compiled
 * on one CPU before. Their owner closes them.
 */
export class CompileWorkers {
  private workers: Worker[] | null = null;

  get started(): boolean {
    return this.workers !== null;
  }

  /** The workers, started now with `count` threads the first time. */
  take(count: number): Worker[] {
    if (!this.workers) {
      const workers = startWorkers(count);
      // One that stops (it failed) is no use to the next compile: the next starts new ones.
      for (const worker of workers) worker.once('exit', () => this.workers === workers && (this.workers = null));
      this.workers = workers;
    }
    return this.workers;
  }

  async close(): Promise<void> {
    const workers = this.workers ?? [];
    this.workers = null;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

const startWorkers = (count: number): Worker[] =>
  Array.from({ length: count }, () => startWorker('compile-worker', { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }));

/**
 * `sites` go to each worker once per compile: with every page they would be copied once per page,
 * and at 10,000 pages a route map and route set would be copied 10,000 times. A job's `site` is
 * the index of its own (one per docs version; 0 by default).
 * `compiled`: called with each page as soon as it is compiled (on whichever thread).
 * `kept`: workers to use (and start, if it is worth it) and leave running; without, the compile
 * starts its own and stops them.
 */
export async function compileMany(
  sites: SiteCompileContext[],
  jobs: (PageJob & { site?: number })[],
  compiled?: (page: CompiledPage) => void,
  kept?: CompileWorkers,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(jobs.length);
  // Largest pages first: the last pages taken are then the smallest, so the threads run out of
  // work at about the same time. In the sources' order, a thread that drew a big page last kept
  // the other waiting (the main thread of the bundled docs' cold build idled ~160 ms, ~100 now).
  const order = jobs.map((_, i) => i).sort((a, b) => jobs[b].body.length - jobs[a].body.length || a - b);
  let next = 0;
  const take = () => (next < order.length ? order[next++] : -1);
  // HUB_DOCS_WORKERS overrides the worker count (0 = main thread only), for benchmarks.
  const configured = Number(process.env.HUB_DOCS_WORKERS ?? NaN);
  const cpus = availableParallelism();
  const worthIt = kept?.started
    ? jobs.length > 1
    : cpus > 2
      ? jobs.length >= WORKER_THRESHOLD
      : jobs.reduce((bytes, job) => bytes + job.body.length, 0) >= twoCpuWorkerBytes();
  const workerCount = Number.isInteger(configured) ? configured : worthIt ? Math.max(0, Math.min(cpus - 1, 7)) : 0;
  const workers: Worker[] = workerCount === 0 ? [] : kept ? kept.take(workerCount) : startWorkers(workerCount);

  const runWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let inFlight = 0;
      const send = () => {
        const id = take();
        if (id < 0) {
          if (inFlight === 0) done();
          return;
        }
        inFlight++;
        worker.postMessage({ id, job: jobs[id] });
      };
      const answered = (message: { id: number; page?: CompiledPage; error?: SerializedError }) => {
        inFlight--;
        outcomes[message.id] = message.page
          ? { page: message.page }
          : { error: asPageError(deserializeError(message.error!), jobs[message.id].file) };
        if (message.page) compiled?.(message.page);
        send();
      };
      // A kept worker serves the next compile: this one's listeners go with it.
      const detach = () => {
        worker.off('message', answered);
        worker.off('error', failed);
      };
      const failed = (error: Error) => {
        detach();
        reject(error);
      };
      const done = () => {
        detach();
        resolve();
      };
      worker.on('message', answered);
      worker.on('error', failed);
      worker.postMessage({ sites });
      // Pages queued ahead: the main thread answers only between its own pages, and the worker
      // must not wait for it with nothing to do.
      for (let i = 0; i < JOBS_AHEAD; i++) send();
    });

  const runMain = async () => {
    const { compilePage } = await loadCompiler();
    let done = 0;
    for (let i = take(); i >= 0; i = take()) {
      // The compile's garbage, collected now and then on a large site: left to V8, far from its
      // limit, it grows the main heap by a gigabyte at 10,000 pages (see collect-garbage.ts).
      if (jobs.length >= LARGE_SITE_PAGES && ++done % COLLECT_EVERY === 0) collectGarbage();
      // A turn of the event loop between pages: a compile only yields microtasks, and without
      // this the workers' answers (macrotasks) would wait, and the workers idle, until the
      // main thread had compiled every other page; so would `git log`'s output (git-dates.ts),
      // and git, its pipe full, would stop until then.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        const page = await compilePage({ ...sites[jobs[i].site ?? 0], ...jobs[i] });
        outcomes[i] = { page };
        compiled?.(page);
      } catch (error) {
        outcomes[i] = { error: asPageError(error, jobs[i].file) };
      }
    }
  };

  try {
    await Promise.all([runMain(), ...workers.map(runWorker)]);
  } finally {
    if (!kept) await Promise.all(workers.map((w) => w.terminate()));
  }
  return outcomes;
}

/** Every failure of a page's compile names the page: an error of ours without a location gets the page's file. */
function asPageError(error: unknown, file: string): HubDocsError {
  if (error instanceof HubDocsError) return error;
  return new HubDocsError(`compiling the page failed: ${error instanceof Error ? error.message : String(error)}`, {
    location: { file },
    hint: 'this is likely a hub-docs bug; please report it with this page',
    cause: error,
  });
}
