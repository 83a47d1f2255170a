/** Worker thread entry: builds search index files for search-index-thread.ts, one message per index. */
import { parentPort } from 'node:worker_threads';
import { buildSearchIndexFile } from './search-index-file.js';
import type { SearchDocument } from '../../theme/types.js';

parentPort!.on('message', async ({ id, language, documents }: { id: number; language: string; documents: SearchDocument[] }) => {
  try {
    parentPort!.postMessage({ id, index: await buildSearchIndexFile({ language, documents }) });
  } catch (error) {
    parentPort!.postMessage({ id, error: { message: (error as Error).message, stack: (error as Error).stack } });
  }
});
