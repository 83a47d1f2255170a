import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { deserialize } from 'node:v8';
import { buildSearchIndexFolder } from '../../cli/pipeline/search-index-file.js';
import type { SearchDocument } from '../../theme/types.js';

function pages(texts: string[]): SearchDocument[] {
  return texts.flatMap((text, p) => [
    {
      id: 2 * p,
      parent: 2 * p,
      type: 'title' as const,
      url: `/p${p}`,
      title: `Page ${p}`,
      breadcrumb: [],
      text: `Page ${p}`,
    },
    { id: 2 * p + 1, parent: 2 * p, type: 'content' as const, url: `/p${p}`, title: `Page ${p}`, breadcrumb: [], text },
  ]);
}

const first = [
  'Connectors send orders to the hub.',
  'The hub routes each order and retries failed deliveries.',
  'Webhooks notify subscribers of delivery failures.',
];
// One text edited (a new term, one gone), one removed, one added.
const second = [
  'Connectors send orders and invoices to the hub.',
  'The hub routes each order and retries failed deliveries.',
  'Sandbox environments echo every message back.',
];

test('an index made with the terms kept from the last build is the index made without them', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'terms-cache-'));
  try {
    const termsFile = path.join(dir, 'en-current');
    const build = (texts: string[], cached: boolean) =>
      buildSearchIndexFolder({
        version: 'current',
        locale: 'en',
        documents: pages(texts),
        contexts: [],
        termsFile: cached ? termsFile : null,
      });
    for (const texts of [first, second, second, first]) {
      const fresh = await build(texts, false);
      const kept = await build(texts, true);
      assert.deepEqual(kept, fresh);
    }
    // The file holds the last build's texts and their terms only.
    const [name] = (await readdir(dir)).filter((file) => file.endsWith('.v8'));
    const file = deserialize(await readFile(path.join(dir, name))) as {
      terms: string[];
      keys: string[];
      lengths: Uint32Array;
      counted: Uint32Array;
      words: string[];
      stems: string[];
    };
    assert.equal(file.keys.length, new Set(pages(first).map((d) => d.text)).size);
    assert.equal(
      file.lengths.reduce((a, b) => a + b, 0),
      file.counted.length,
    );
    assert.ok(file.terms.includes('webhook'), file.terms.join(' '));
    assert.ok(
      !file.terms.includes('invoic') && !file.terms.includes('sandbox'),
      'terms of texts no longer built are dropped',
    );
    let at = 0;
    for (const length of file.lengths) {
      for (let i = 1; i < length; i += 2) assert.ok(file.counted[at + i] < file.terms.length);
      at += length;
    }
    assert.deepEqual(file.terms, [...file.terms].sort(), 'kept in the order the index sorts them');
    assert.equal(
      file.stems[file.words.indexOf('deliveries')],
      'deliveri',
      'each word of the word list is kept with its stem',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
