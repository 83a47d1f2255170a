/**
 * Whether a one-shot build makes its search index on a thread of its own, and feeding that
 * thread as the pages compile (build() passes this as prepareSite's hooks).
 *
 * A build that makes its index from scratch (no terms kept by an earlier build: tokenising and
 * stemming every text, ~300 ms for the bundled docs) makes it on the thread, on a site big
 * enough to repay the thread's start (~100-200 ms). The thread starts while the pages compile,
 * off the critical path, and makes the terms of each page's search texts as the page is
 * compiled, while the main thread compiles the next: the index then only scores. Not started
 * early on a large site, where the start-up is nothing next to the compile and the idle thread's
 * heap added ~130 MB to the peak at 10,000 pages. A rebuild, whose kept terms leave ~60 ms of
 * work, stays on the main thread (measured: a thread, even started before the compile, finished
 * after the main thread was done with everything else, and the rebuild took longer).
 */
import { availableParallelism } from 'node:os';
import { SearchIndexThread } from './search-index-thread.js';
import { WORKER_THRESHOLD } from './compile-pool.js';
import { LARGE_SITE_PAGES } from '../collect-garbage.js';
import type { CompiledPage } from './compile-page.js';
import type { ResolvedConfig } from '../../theme/types.js';
import type { PrepareHooks } from '../prepared-site.js';

export class OneShotIndexThread implements PrepareHooks {
  /** The thread, once the page count says the build uses one; null: the index is made on the main thread. */
  thread: SearchIndexThread | null = null;
  private early = false;

  /**
   * `termsKept`: an earlier build kept the terms of its search texts (search-terms-cache.ts).
   * `shared`: the thread the builds of a site's locales take turns on (build-locales.ts closes it):
   * one start-up (~200 ms of CPU, and its modules loaded and compiled again) instead of one a locale.
   */
  constructor(
    private readonly termsKept: boolean,
    private readonly shared?: SearchIndexThread,
  ) {}

  beforeCompile(pageCount: number): void {
    if (this.termsKept || availableParallelism() < 2 || pageCount < WORKER_THRESHOLD) return;
    this.thread = this.shared ?? new SearchIndexThread();
    this.early = pageCount < LARGE_SITE_PAGES;
    if (this.early) this.thread.start();
  }

  compiled(page: CompiledPage, config: ResolvedConfig): void {
    if (this.early)
      this.thread!.prepare(
        config.locale.code,
        page.sections.flatMap((s) => (s.heading === null ? [s.text] : [s.heading, s.text])),
      );
  }

  async close(): Promise<void> {
    if (this.thread !== this.shared) await this.thread?.close();
  }
}
