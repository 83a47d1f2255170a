/**
 * One full garbage collection, for large one-shot builds between their compile and their render.
 * The compile leaves hundreds of megabytes of garbage at 10,000 pages (each page's compile
 * context, the compile cache's copies); V8, far from its heap limit, would keep it while the
 * search index thread and the render allocate on top, and the build's peak memory would grow by
 * that much. Collected once here, the main heap starts the render at its live size.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * From this many pages a build collects its garbage itself: during the compile (compile-pool.ts) and before the render
 * (build.ts).
 */
export const LARGE_SITE_PAGES = 2000;

let gc: (() => void) | null = null;

export function collectGarbage(): void {
  if (!gc) {
    // The documented way to reach V8's collector without a command-line flag: a new context gets `gc`.
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
