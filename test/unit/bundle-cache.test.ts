/** BundleCache (cli/pipeline/bundle-cache.ts): its entries, and which it drops when it keeps a few. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { BundleCache } from '../../cli/pipeline/bundle-cache.js';

test('keeping a few entries, the cache drops the least recently used, never one still being made', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bundle-cache-'));
  try {
    const cache = new BundleCache<{ inputs: Record<string, string> }>(() => dir, 2);
    const entry = { inputs: {} };
    await cache.set('a'.repeat(24), entry);
    await cache.set('b'.repeat(24), entry);
    // Used long ago.
    const old = new Date(Date.now() - 3600_000);
    await utimes(path.join(cache.folder('a'.repeat(24)), 'entry.json'), old, old);
    await utimes(path.join(cache.folder('b'.repeat(24)), 'entry.json'), old, old);
    // Another build (or this one's other bundle) has written its files, not yet its entry.json.
    await mkdir(cache.folder('c'.repeat(24)));
    await writeFile(path.join(cache.folder('c'.repeat(24)), 'app.cjs'), '');
    await cache.set('d'.repeat(24), entry);
    assert.deepEqual((await readdir(dir)).sort(), ['c'.repeat(24), 'd'.repeat(24)]);
    assert.equal(await cache.get('d'.repeat(24)).then((e) => e !== null), true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a build that makes several bundles (one a locale) has them all kept, past the cache’s usual few', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bundle-cache-'));
  try {
    const cache = new BundleCache<{ inputs: Record<string, string> }>(() => dir, 2);
    const keys = ['a', 'b', 'c', 'd'].map((c) => c.repeat(24));
    // Four locales: each bundle set with room for all four (bundle.ts: keptBundles).
    for (const key of keys) await cache.set(key, { inputs: {} }, 4);
    assert.deepEqual((await readdir(dir)).sort(), keys);
    // The next build makes one bundle only: the usual few are kept again.
    await cache.set('e'.repeat(24), { inputs: {} });
    assert.equal((await readdir(dir)).length, 2);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
