/** `hub-docs index` swaps a new index folder into a built site, never leaving it without a whole one. */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rebuildIndex } from '../../cli/commands/index-command.js';
import { searchBuilt } from '../../cli/commands/search-command.js';
import type { SearchManifest } from '../../theme/types.js';
import { createSite, page } from '../helpers/site.js';

const site = await createSite({
  'docs/index.mdx': page('Home', 'Welcome.', 'slug: /\n'),
  'docs/guide.mdx': page('Guide', '## Routing\n\nMessages are routed by topic.'),
});
after(() => site.remove());
await site.build();
const folderOf = async () => (JSON.parse(await site.read('search-manifest.json')) as SearchManifest).indexes.current.en;
const search = async (query: string) => (await searchBuilt({ query, outDir: site.outDir, limit: 8 })).map((r) => r.url);

const documentsDir = () => path.join(site.outDir, 'search-index/current/en/documents');

test('a changed page gets a new index folder: the manifest names it, the old folder is gone, search finds the change', async () => {
  const before = await folderOf();
  const documentsBefore = await readdir(documentsDir());
  assert.deepEqual(await search('zeppelin'), []);
  // A site built by an older hub-docs had one index file at its root: it goes too.
  await writeFile(path.join(site.outDir, 'search-index-0123456789.json'), '[]');
  await site.write('docs/guide.mdx', page('Guide', '## Routing\n\nMessages are routed by topic, even by zeppelin.'));
  const summary = await rebuildIndex({ config: site.configFile, outDir: site.outDir });
  const after = await folderOf();
  assert.equal(after, summary.dir);
  assert.notEqual(after, before);
  assert.equal(existsSync(path.join(site.outDir, before)), false);
  assert.deepEqual(
    (await readdir(path.join(site.outDir, 'search-index/current/en'))).sort(),
    [path.basename(after), 'documents'].sort(),
  );
  // Both pages' documents are in one file: the changed one replaces it.
  const documentsAfter = await readdir(documentsDir());
  assert.equal(documentsAfter.length, 1);
  assert.notDeepEqual(documentsAfter, documentsBefore);
  assert.equal(existsSync(path.join(site.outDir, 'search-index-0123456789.json')), false);
  assert.deepEqual(await search('zeppelin'), ['/guide#routing']);
});

test('an index that cannot be built leaves the site’s index as it was', async () => {
  const before = await folderOf();
  const files = await readdir(path.join(site.outDir, before));
  await site.write('docs/broken.mdx', page('Broken', 'An unclosed <div> tag.'));
  await assert.rejects(rebuildIndex({ config: site.configFile, outDir: site.outDir }));
  assert.equal(await folderOf(), before);
  assert.deepEqual(await readdir(path.join(site.outDir, before)), files);
  assert.deepEqual(await search('zeppelin'), ['/guide#routing']);
});
