/**
 * Worker thread entry: compiles pages sent by compile-pool.ts: first what the pages of each docs version share, then
 * one message per page.
 */
import { parentPort } from 'node:worker_threads';
import { compilePage, type PageJob, type SiteCompileContext } from './compile-page.js';
import { serializeError } from '../errors.js';
import { saveCodeCache } from '../code-cache.js';

let sites: SiteCompileContext[] = [];

parentPort!.on(
  'message',
  async (message: { sites: SiteCompileContext[] } | { id: number; job: PageJob & { site?: number } }) => {
    if ('sites' in message) {
      sites = message.sites;
      return;
    }
    try {
      parentPort!.postMessage({
        id: message.id,
        page: await compilePage({ ...sites[message.job.site ?? 0], ...message.job }),
      });
    } catch (error) {
      parentPort!.postMessage({ id: message.id, error: serializeError(error) });
    }
    // A thread is terminated, not left to exit: its code cache is kept once a page has compiled.
    saveCodeCache();
  },
);
