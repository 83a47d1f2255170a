/**
 * cli/pipeline/search-index-thread.ts: the index made on its thread, texts sent ahead in batches, is the index the main
 * thread makes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndexThread } from '../../cli/pipeline/search-index-thread.js';
import { buildSearchIndexFolder, type SearchIndexOptions } from '../../cli/pipeline/search-index-file.js';
import type { SearchDocument } from '../../theme/types.js';

test("an index made on the thread, its texts sent ahead page by page (more than one batch, the rest sent with the index), equals the main thread's", async () => {
  const documents: SearchDocument[] = [];
  for (let page = 0; page < 40; page++) {
    const parent = documents.length;
    const add = (doc: Omit<SearchDocument, 'id' | 'parent' | 'breadcrumb'>) =>
      documents.push({ id: documents.length, parent, breadcrumb: ['Guide'], ...doc });
    add({ type: 'title', url: `/p${page}`, title: `Page ${page}`, text: `Page ${page}` });
    for (let section = 0; section < 4; section++) {
      add({
        type: 'heading',
        url: `/p${page}#s${section}`,
        title: `Part ${section}`,
        text: `Part ${section} of page ${page}`,
      });
      add({
        type: 'content',
        url: `/p${page}#s${section}`,
        title: `Part ${section}`,
        text: `The hub retries delivery ${page} with back-off; creditLimit ${section} and trackingId word${page * 7 + section}.`,
      });
    }
  }
  const options: SearchIndexOptions = { version: 'current', locale: 'en', documents, contexts: [], termsFile: null };
  const thread = new SearchIndexThread();
  try {
    for (let page = 0; page < 40; page++)
      thread.prepare(
        'en',
        documents.slice(page * 9 + 1, page * 9 + 9).map((d) => d.text),
      );
    assert.deepEqual(await thread.run(options), await buildSearchIndexFolder(options));
  } finally {
    await thread.close();
  }
});

test('close() waits for the index asked for before stopping the thread (a serve build returns before its index is written)', async () => {
  const documents: SearchDocument[] = [
    { id: 0, parent: 0, breadcrumb: [], type: 'title', url: '/a', title: 'Retries', text: 'Retries' },
    { id: 1, parent: 0, breadcrumb: [], type: 'content', url: '/a', title: 'Retries', text: 'The hub retries.' },
  ];
  const thread = new SearchIndexThread();
  const job = thread.run({ version: 'current', locale: 'en', documents, contexts: [], termsFile: null });
  await thread.close();
  // Stopped under the job, it failed with "the search index thread stopped".
  assert.ok((await job).files.length > 0);
});
