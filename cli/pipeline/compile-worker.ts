/** Worker thread entry: compiles pages sent by compile-pool.ts, one message per page. */
import { parentPort } from 'node:worker_threads';
import { compilePage, type CompilePageOptions } from './compile-page.js';
import { serializeError } from '../errors.js';

parentPort!.on('message', async ({ id, options }: { id: number; options: CompilePageOptions }) => {
  try {
    parentPort!.postMessage({ id, page: await compilePage(options) });
  } catch (error) {
    parentPort!.postMessage({ id, error: serializeError(error) });
  }
});
