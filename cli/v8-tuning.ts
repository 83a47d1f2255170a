/**
 * V8 settings for a short, CPU-bound run such as `hub-docs build`, set by the bundle loader
 * before it compiles anything.
 *
 * V8 counts how much a function has run (its "interrupt budget") before it considers
 * optimizing it with TurboFan. With the default budget, a build of the bundled docs (~100
 * pages, ~2.5 s) had TurboFan optimize, then deoptimize and optimize again, most of the
 * compiler's functions in every run: ~1.4 s of CPU on V8's background threads, on a machine
 * with 2 CPUs, next to ~1.9 s on the main thread. A run this short is done before most of that
 * code pays back. A budget 16 times the default has functions prove they are hot first:
 * measured (interleaved runs, medians), the cold build's CPU dropped ~30 % (4.7 → 3.3 s) and
 * its time ~14 %; 1,000 pages ~7 % faster; a one-page rebuild unchanged. Larger budgets were
 * slower again (functions that run long stay in slower tiers).
 *
 * Set at run time, because `hub-docs` is started as `node …/main.cjs` (no room for flags; a
 * re-exec costs ~50 ms). Every code cache records a hash of the flags it was made with, and V8
 * rejects it under others; V8 takes that hash once per process, when it first needs it. So the
 * bundle loader sets the flags first thing, before any code is compiled from a cache, in every
 * run (worker threads share the process's flags; setting them again there changes nothing).
 */
import v8 from 'node:v8';

/** The default interrupt budget of Node 20's V8 (`node --v8-options`; bytes of bytecode run). */
const DEFAULT_INTERRUPT_BUDGET = 66 * 1024;
const INTERRUPT_BUDGET_FACTOR = 16;

/** On the global object: the loader and the bundle it runs each hold a copy of this file. */
const TUNED = Symbol.for('hub-docs.v8TunedForShortRuns');

export function tuneV8ForShortRuns(): void {
  v8.setFlagsFromString(`--interrupt-budget=${DEFAULT_INTERRUPT_BUDGET * INTERRUPT_BUDGET_FACTOR}`);
  (globalThis as { [TUNED]?: boolean })[TUNED] = true;
}

/** Whether this process runs so tuned (the compiled CLI); not when it runs from the sources (tsx: tests). */
export function tunedForShortRuns(): boolean {
  return (globalThis as { [TUNED]?: boolean })[TUNED] === true;
}
