/** Worker thread entry: builds search index files for search-index-thread.ts, one message per index. */
import { parentPort } from 'node:worker_threads';
import { buildSearchIndexFolder, type SearchIndexOptions } from './search-index-file.js';

parentPort!.on('message', async ({ id, options }: { id: number; options: SearchIndexOptions }) => {
  try {
    parentPort!.postMessage({ id, index: await buildSearchIndexFolder(options) });
  } catch (error) {
    parentPort!.postMessage({ id, error: { message: (error as Error).message, stack: (error as Error).stack } });
  }
});
