/**
 * Builds the search index on a worker thread. Building it is CPU-bound (~300 ms for the
 * bundled docs): off the main thread it runs while the main thread renders pages (build) or
 * answers the browser's requests after a reload (serve).
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker.js';
import type { buildSearchIndexFolder, SearchIndexOptions } from './search-index-file.js';

/** Texts sent to the thread at a time to have their terms made (about 16 pages' worth). */
const PREPARE_BATCH = 256;

export type SearchIndexResult = Awaited<ReturnType<typeof buildSearchIndexFolder>>;

export class SearchIndexThread {
  private worker: Worker | null = null;
  private pending = new Map<number, { resolve: (index: SearchIndexResult) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  /** The jobs run() started that have not settled (close() waits for them). */
  private running = new Set<Promise<SearchIndexResult>>();
  /** Locale → texts prepare() has not sent yet. */
  private toPrepare = new Map<string, string[]>();
  /**
   * Once closed, the thread is not started again. A locale whose build failed (its bundle) was still asking for its
   * index when the build of all locales closed the thread: run() started a new one, which nobody closed, and the
   * process never exited.
   */
  private closed = false;

  /** Starts the thread now (its start-up then overlaps other work); run() would otherwise start it. */
  start(): this {
    if (this.worker || this.closed) return this;
    const worker = startWorker('search-index-worker');
    // An idle thread must not keep the process alive.
    worker.unref();
    worker.on(
      'message',
      (message: { id: number; index?: SearchIndexResult; error?: { message: string; stack?: string } }) => {
        const job = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.index) job?.resolve(message.index);
        else
          job?.reject(
            Object.assign(new Error(`building the search index failed: ${message.error?.message}`), {
              stack: message.error?.stack,
            }),
          );
      },
    );
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      this.worker = null;
      this.failAll(new Error('the search index thread stopped'));
    });
    this.worker = worker;
    return this;
  }

  /**
   * Texts the next index will hold: their terms are made on the thread while the main thread goes
   * on. Sent PREPARE_BATCH at a time (and the rest before an index is asked for): a message per
   * compiled page, while both CPUs were busy compiling, cost the main thread ~40 ms of a cold build.
   */
  prepare(locale: string, texts: string[]): void {
    if (this.closed) return;
    const batch = this.toPrepare.get(locale) ?? this.toPrepare.set(locale, []).get(locale)!;
    batch.push(...texts);
    if (batch.length >= PREPARE_BATCH) this.sendPrepared();
  }

  run(options: SearchIndexOptions): Promise<SearchIndexResult> {
    if (this.closed) return Promise.reject(new Error('the search index thread is closed: the build stopped'));
    this.sendPrepared();
    const worker = this.start().worker!;
    const id = this.nextId++;
    // Referenced while it has work, so the process waits for the result.
    worker.ref();
    const job = new Promise<SearchIndexResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, options });
    }).finally(() => {
      this.running.delete(job);
      if (this.pending.size === 0) this.worker?.unref();
    });
    this.running.add(job);
    return job;
  }

  /**
   * Waits for the indexes asked for (a serve build returns before its index is written: its
   * `finishing`), then stops the thread: stopping it under a running job failed that job with
   * "the search index thread stopped", unhandled when nobody awaited it.
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.running);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private sendPrepared(): void {
    for (const [locale, texts] of this.toPrepare)
      if (texts.length) this.start().worker!.postMessage({ prepare: { locale, texts } });
    this.toPrepare.clear();
  }

  private failAll(error: Error): void {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}
