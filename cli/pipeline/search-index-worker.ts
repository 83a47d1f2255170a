/**
 * Worker thread entry: builds search index files for search-index-thread.ts, one message per
 * index. Texts sent ahead (a one-shot build sends each page's as it compiles) get their terms
 * made at once, while the main thread compiles the next pages: the index then only scores.
 */
import { parentPort } from 'node:worker_threads';
import { buildSearchIndexFolder, type SearchIndexOptions } from './search-index-file.js';
import { termsMaker } from '../../theme/search/build-index.js';
import { saveCodeCache } from '../code-cache.js';

/** Locale → text → its terms. */
const prepared = new Map<string, Map<string, string[]>>();

type Message = { id: number; options: SearchIndexOptions } | { prepare: { locale: string; texts: string[] } };

parentPort!.on('message', async (message: Message) => {
  if ('prepare' in message) {
    const { locale, texts } = message.prepare;
    // The map first, so an index asked for while the maker loads finds (and later sees) these texts.
    const known = prepared.get(locale) ?? prepared.set(locale, new Map()).get(locale)!;
    const maker = await termsMaker(locale);
    for (const text of texts) if (!known.has(text)) known.set(text, maker.terms(text));
    return;
  }
  const { id, options } = message;
  try {
    parentPort!.postMessage({ id, index: await buildSearchIndexFolder(options, prepared.get(options.locale)) });
  } catch (error) {
    parentPort!.postMessage({ id, error: { message: (error as Error).message, stack: (error as Error).stack } });
  } finally {
    // Made for this index: a later one (serve's next build) makes its own.
    prepared.delete(options.locale);
  }
  // A thread is terminated, not left to exit: its code cache is kept once it has made an index.
  saveCodeCache();
});
