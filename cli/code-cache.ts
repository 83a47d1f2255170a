/**
 * Asks the bundle loader (bundle-loader.ts) to keep the V8 code cache of the running bundle now,
 * if it has none yet: what V8 compiled so far is what the next run reads back instead of
 * compiling. The main bundle is kept when its process exits; a worker thread, which is
 * terminated rather than left to exit, calls this once it has done a first piece of work. From
 * the sources (tsx: tests) there is no loader, and nothing happens.
 */
export const SAVE_CODE_CACHE = Symbol.for('hub-docs.saveCodeCache');

export function saveCodeCache(): void {
  (globalThis as { [SAVE_CODE_CACHE]?: () => void })[SAVE_CODE_CACHE]?.();
}
