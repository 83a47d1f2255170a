/** Worker thread entry: compiles pages sent by compile-pool.ts: first what the site's pages share, then one message per page. */
import { parentPort } from 'node:worker_threads';
import { compilePage, type PageJob, type SiteCompileContext } from './compile-page.js';
import { serializeError } from '../errors.js';

let site: SiteCompileContext | null = null;

parentPort!.on('message', async (message: { site: SiteCompileContext } | { id: number; job: PageJob }) => {
  if ('site' in message) {
    site = message.site;
    return;
  }
  try {
    parentPort!.postMessage({ id: message.id, page: await compilePage({ ...site!, ...message.job }) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: serializeError(error) });
  }
});
