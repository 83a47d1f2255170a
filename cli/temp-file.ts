/**
 * The name a file is written under before it is renamed into place.
 *
 * A name made of the pid alone was shared by every writer of one process: the search index thread
 * and the main thread, or a one-shot build and a dev server run side by side (as the tests do),
 * could write the same cache entry at once, and the first rename took the other's file away
 * (ENOENT on the second). The thread and a counter make each write's name its own.
 */
import { threadId } from 'node:worker_threads';

let written = 0;

export function tempFileFor(file: string): string {
  return `${file}.${process.pid}-${threadId}-${++written}.tmp`;
}
