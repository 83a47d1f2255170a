/** Worker thread entry: compiles pages sent by compile-pool.ts, one message per page. */
import { parentPort } from 'node:worker_threads';
import { compilePage, type CompilePageOptions } from './compile-page.js';

parentPort!.on('message', async ({ id, options }: { id: number; options: CompilePageOptions }) => {
  try {
    parentPort!.postMessage({ id, page: await compilePage(options) });
  } catch (error) {
    const e = error as Error & { location?: unknown; hint?: string };
    parentPort!.postMessage({ id, error: { message: e.message, location: e.location, hint: e.hint, stack: e.stack } });
  }
});
