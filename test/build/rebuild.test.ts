/**
 * What a rebuild with its caches makes again, one-shot and in serve: a page's file is kept when
 * everything it is made from is as it was (its content, its page data, the site-wide context,
 * the assets it links), and made again when any of those changed (the reuse keys of
 * cli/pipeline/render-pages.ts, over OutputWriter in a build and LiveOutput in serve).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { build, compileCacheFor } from '../../cli/build.js';
import { ServeSession } from '../../cli/serve/serve-session.js';
import { hashOf } from '../../cli/pipeline/bundle-cache.js';
import { cacheRoot } from '../../cli/paths.js';
import { createSite, page, DEFAULT_CONFIG, type TestSite } from '../helpers/site.js';
import { searchBuilt } from '../../cli/commands/search-command.js';
import { DOCUMENTS_DIR, HEAD_FILE } from '../../theme/search/format.js';
import type { SearchIndexHead, SearchManifest } from '../../theme/types.js';

const sites: TestSite[] = [];
after(async () => {
  for (const s of sites) {
    // What the cached builds of this temp site left in the cache folder.
    await rm(path.join(cacheRoot(), hashOf(path.resolve(s.configFile), '').slice(0, 12)), {
      recursive: true,
      force: true,
    });
    await rm(path.join(cacheRoot(), 'outputs', `${hashOf(s.outDir).slice(0, 16)}.json`), { force: true });
    await s.remove();
  }
});

const files = {
  'docs/intro.mdx': page('Welcome', 'Start here.', 'slug: /\nsidebar_position: 1\n'),
  'docs/guide/setup.mdx': page('Setup', 'Install it.', 'sidebar_position: 2\n'),
  'docs/guide/usage.mdx': page('Usage', 'Use it.', 'sidebar_position: 3\n'),
};

async function site(): Promise<TestSite> {
  const s = await createSite(files);
  sites.push(s);
  return s;
}

const cachedBuild = (s: TestSite) => build({ configFile: s.configFile, outDir: s.outDir, cache: true });

test('one-shot: an unchanged site renders nothing; a body edit renders that page alone; a title edit every page (the sidebar shows it)', async () => {
  const s = await site();
  const first = await cachedBuild(s);
  assert.equal(first.rendered, first.pages);
  assert.equal((await cachedBuild(s)).rendered, 0, 'nothing changed');

  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  const edited = await cachedBuild(s);
  assert.equal(edited.recompiled, 1);
  assert.equal(edited.rendered, 1);
  assert.match(await s.read('guide/usage/index.html'), /Use it well\./);

  await s.write('docs/guide/usage.mdx', page('Using it', 'Use it well.', 'sidebar_position: 3\n'));
  const retitled = await cachedBuild(s);
  assert.equal(retitled.rendered, retitled.pages, 'every page shows the sidebar, which shows the title');
  assert.match(await s.read('guide/setup/index.html'), /Using it/);
});

test('one-shot and serve: a build-only config field the compiler is given changes: every page is compiled again', async () => {
  const s = await site();
  const config = await readFile(s.configFile, 'utf8');
  const withSeverity = (severity: string) => config.replace("onBrokenLinks: 'throw'", `onBrokenLinks: '${severity}'`);
  assert.notEqual(withSeverity('warn'), config);
  await cachedBuild(s);
  assert.equal((await cachedBuild(s)).recompiled, 0, 'nothing changed');
  // onBrokenLinks is build.onBrokenLinks: never sent to the browser, so not in the site-wide context.
  await s.write('site.config.ts', withSeverity('warn'));
  assert.equal((await cachedBuild(s)).recompiled, Object.keys(files).length);
  assert.equal((await cachedBuild(s)).recompiled, 0);

  const session = new ServeSession(compileCacheFor({ configFile: s.configFile, cache: true }));
  try {
    const serve = () => build({ configFile: s.configFile, outDir: s.outDir, cache: true, mode: session });
    await serve();
    await s.write('site.config.ts', withSeverity('ignore'));
    assert.equal(
      (await serve()).recompiled,
      Object.keys(files).length,
      'serve keeps compiled pages in memory: the same key',
    );
  } finally {
    await session.close();
  }
});

test("one-shot: the compile cache keeps one entry per page (its HTML beside it): an edited page's older compile goes", async () => {
  const s = await site();
  const files_ = async (ending: string) =>
    (
      await readdir(path.join(cacheRoot(), hashOf(path.resolve(s.configFile), '').slice(0, 12), 'compile'), {
        recursive: true,
      })
    )
      .map(String)
      .filter((f) => f.endsWith(ending));
  const entries = async () => (await files_('.v8')).length;
  await cachedBuild(s);
  const pages = await entries();
  assert.equal(pages, Object.keys(files).length);
  assert.equal((await files_('.html')).length, pages);
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  await cachedBuild(s);
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it better.', 'sidebar_position: 3\n'));
  await cachedBuild(s);
  assert.equal(await entries(), pages);
  assert.equal((await files_('.html')).length, pages);
});

test("one-shot: the compile cache keeps the entries of the three compilers that built the site last; older compilers' entries go with their list", async () => {
  const s = await site();
  await cachedBuild(s);
  const folder = path.join(cacheRoot(), hashOf(path.resolve(s.configFile), '').slice(0, 12), 'compile');
  // Four other compilers built the site before, the oldest first; each left a list and an entry.
  const others = ['a', 'b', 'c', 'd'].map((c, i) => ({
    list: path.join(folder, `last-build-other${c}.json`),
    key: c.repeat(64),
    at: new Date(Date.now() - (10 - i) * 60_000),
  }));
  for (const { list, key, at } of others) {
    await mkdir(path.join(folder, key.slice(0, 2)), { recursive: true });
    for (const ending of ['.v8', '.html']) await writeFile(path.join(folder, key.slice(0, 2), key + ending), '');
    await writeFile(list, JSON.stringify([key]));
    await utimes(list, at, at);
  }
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  await cachedBuild(s);
  const kept = others.map(
    ({ list, key }) =>
      existsSync(list) &&
      existsSync(path.join(folder, key.slice(0, 2), key + '.v8')) &&
      existsSync(path.join(folder, key.slice(0, 2), key + '.html')),
  );
  const gone = others.map(
    ({ list, key }) =>
      !existsSync(list) &&
      !existsSync(path.join(folder, key.slice(0, 2), key + '.v8')) &&
      !existsSync(path.join(folder, key.slice(0, 2), key + '.html')),
  );
  assert.deepEqual(kept, [false, false, true, true], 'the two most recent other compilers keep their entries');
  assert.deepEqual(gone, [true, true, false, false], "the older ones' entries and lists go");
  assert.match(await s.read('guide/usage/index.html'), /Use it well\./);
});

test('one-shot: a page from the compile cache has its HTML read only when it is rendered again', async () => {
  const s = await site();
  await cachedBuild(s);
  const folder = path.join(cacheRoot(), hashOf(path.resolve(s.configFile), '').slice(0, 12), 'compile');
  const html = (await readdir(folder, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
  // Gone, every page's HTML the compile cache kept: a build that read one would take its entry for a miss and compile
  // the page again.
  await Promise.all(html.map((f) => rm(path.join(folder, f))));
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  const edited = await cachedBuild(s);
  assert.equal(edited.recompiled, 1, 'only the edited page is compiled');
  assert.equal(edited.rendered, 1);
  assert.match(await s.read('guide/usage/index.html'), /Use it well\./);
  assert.match(await s.read('guide/setup/index.html'), /Install it\./, 'a page not rendered again keeps its file');
});

test('one-shot: a site with a navbar link keeps its pages when nothing changed; a file edited in the output by hand is made again', async () => {
  // A navbar link: on every page, in the site-wide context every page's key holds.
  const s = await createSite(
    files,
    DEFAULT_CONFIG.replace(
      /^\{/,
      `{\n  navbar: { items: [{ label: 'Support', href: 'https://support.example.com' }] },`,
    ),
  );
  sites.push(s);
  await cachedBuild(s);
  assert.equal((await cachedBuild(s)).rendered, 0);
  assert.match(await s.read('guide/setup/index.html'), />Support</);

  // By hand, in the output: the record no longer matches the file, so it is not kept.
  await writeFile(path.join(s.outDir, 'guide/setup/index.html'), 'edited by hand');
  const again = await cachedBuild(s);
  assert.equal(again.rendered, 1);
  assert.match(await s.read('guide/setup/index.html'), /Install it\./);
});

test('one-shot: llms.txt is kept while what it lists is the same (a body edit), and made again when that changes (a description)', async () => {
  const s = await site();
  await cachedBuild(s);
  const inode = async () => (await stat(path.join(s.outDir, 'llms.txt'))).ino;
  const made = await inode();
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  await cachedBuild(s);
  assert.equal(await inode(), made, 'the body is not in llms.txt: the file stays');
  assert.match(await s.read('llms-full.txt'), /Use it well\./, 'llms-full.txt has the body');
  const described =
    '---\ntitle: "Usage"\ndescription: "How to use it every day."\nsidebar_position: 3\n---\n\nUse it well.\n';
  await s.write('docs/guide/usage.mdx', described);
  await cachedBuild(s);
  assert.notEqual(await inode(), made);
  assert.match(await s.read('llms.txt'), /\[Usage\]\([^)]*usage\.md\): How to use it every day\./);
  // The same as a build without caches makes.
  const fresh = await createSite({ ...files, 'docs/guide/usage.mdx': described });
  sites.push(fresh);
  await build({ configFile: fresh.configFile, outDir: fresh.outDir, cache: false });
  assert.equal(await s.read('llms.txt'), await fresh.read('llms.txt'));
});

test('one-shot: a build whose search documents did not change takes its search index from the cache', async () => {
  const s = await site();
  await cachedBuild(s);
  // The cache's entry of the index (one version, one language), made a little different: the next build must write
  // that.
  const folder = path.join(cacheRoot(), hashOf(path.resolve(s.configFile), '').slice(0, 12), 'search');
  const entries = (await readdir(folder, { recursive: true })).map(String).filter((f) => f.endsWith('.v8'));
  assert.equal(entries.length, 1);
  const entry = path.join(folder, entries[0]);
  const index = deserialize(await readFile(entry)) as { files: { path: string; contents: string }[] };
  const head = index.files.find((f) => f.path.endsWith(`/${HEAD_FILE}`))!;
  head.contents = head.contents.replace('{', '{"fromTheCache":true,');
  await writeFile(entry, serialize(index));
  // Without the previous output, whose files of the same paths the build would keep.
  await rm(s.outDir, { recursive: true, force: true });
  await cachedBuild(s);
  assert.match(await s.read(head.path), /"fromTheCache":true/);
  // An edit of the docs makes it anew.
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  await cachedBuild(s);
  const manifest = JSON.parse(await s.read('search-manifest.json')) as SearchManifest;
  const dir = Object.values(Object.values(manifest.indexes)[0])[0];
  assert.doesNotMatch(await s.read(`${dir}${HEAD_FILE}`), /fromTheCache/);
});

test('one-shot: the previous output is updated in place: unchanged files stay (same inode), a removed page and files added by hand go, no temp folder is left', async () => {
  const s = await site();
  await s.write('docs/guide/extra.mdx', page('Extra', 'More.', 'sidebar_position: 4\n'));
  await cachedBuild(s);
  const inode = async (file: string) => (await stat(path.join(s.outDir, file))).ino;
  const before = { setup: await inode('guide/setup/index.html'), usage: await inode('guide/usage/index.html') };
  await writeFile(path.join(s.outDir, 'stray.txt'), 'not part of the site');
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it well.', 'sidebar_position: 3\n'));
  await rm(path.join(s.dir, 'docs/guide/extra.mdx'));
  const edited = await cachedBuild(s);
  assert.equal(edited.rendered, edited.pages, 'the sidebar lost a page: every page changed');
  assert.notEqual(await inode('guide/usage/index.html'), before.usage, 'a changed page is a new file');
  await s.write('docs/guide/usage.mdx', page('Usage', 'Use it twice.', 'sidebar_position: 3\n'));
  const settled = { setup: await inode('guide/setup/index.html'), folder: await inode('guide/setup') };
  assert.equal((await cachedBuild(s)).rendered, 1);
  assert.equal(await inode('guide/setup/index.html'), settled.setup, 'an unchanged page stays where it is');
  assert.equal(await inode('guide/setup'), settled.folder, 'so does its folder');
  assert.match(await s.read('guide/usage/index.html'), /Use it twice\./);
  const output = (await readdir(s.outDir, { recursive: true })).map(String);
  assert.ok(!output.some((f) => f.startsWith('guide/extra')), 'the removed page is gone');
  assert.ok(!output.includes('stray.txt'), 'a file the site does not have is removed');
  assert.deepEqual(
    (await readdir(s.dir)).filter((f) => f.includes('.tmp-')),
    [],
    'no temp folder is left behind',
  );
  // The same site built from scratch is the same files.
  const fresh = await createSite({
    ...files,
    'docs/guide/usage.mdx': page('Usage', 'Use it twice.', 'sidebar_position: 3\n'),
  });
  sites.push(fresh);
  await build({ configFile: fresh.configFile, outDir: fresh.outDir, cache: false });
  assert.deepEqual((await readdir(fresh.outDir, { recursive: true })).map(String).sort(), output.sort());
});

test("one-shot: an edit writes a new search index folder, and of its documents files only the edited page's; the others stay, the replaced one goes", async () => {
  // Enough pages for several documents files (DOCS_PER_SHARD documents each: a page has a title and a section).
  const many = Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [
      `docs/topic-${String(i).padStart(2, '0')}.mdx`,
      page(`Topic ${i}`, `## Part\n\nAbout topic ${i}.`),
    ]),
  );
  const s = await createSite({ ...files, ...many });
  sites.push(s);
  await cachedBuild(s);
  const indexDir = path.join(s.outDir, 'search-index/current/en');
  const manifest = async () => (JSON.parse(await s.read('search-manifest.json')) as SearchManifest).indexes.current.en;
  const documents = async () => {
    const head = JSON.parse(await s.read(`${await manifest()}${HEAD_FILE}`)) as SearchIndexHead;
    const inodes = new Map<string, number>();
    for (const name of await readdir(path.join(indexDir, DOCUMENTS_DIR)))
      inodes.set(name, (await stat(path.join(indexDir, DOCUMENTS_DIR, name))).ino);
    return { named: head.documentsFiles.map((hash) => `${hash}.json`), inodes };
  };
  const folderBefore = await manifest();
  const before = await documents();
  assert.ok(before.named.length >= 3, `${before.named.length} documents files`);
  assert.deepEqual([...before.inodes.keys()].sort(), [...before.named].sort());

  await s.write('docs/topic-29.mdx', page('Topic 29', '## Part\n\nAbout topic 29, edited.'));
  await cachedBuild(s);
  const after = await documents();
  assert.notEqual(await manifest(), folderBefore, 'a new index folder');
  assert.deepEqual(
    await readdir(indexDir),
    [DOCUMENTS_DIR, path.basename(await manifest())].sort(),
    'the old folder is gone',
  );
  assert.deepEqual(
    [...after.inodes.keys()].sort(),
    [...after.named].sort(),
    'the documents files are those the head names, no other',
  );
  const changed = after.named.filter((name, i) => name !== before.named[i]);
  assert.equal(changed.length, 1, "the edited page's documents file");
  for (const name of after.named)
    if (!changed.includes(name))
      assert.equal(after.inodes.get(name), before.inodes.get(name), `${name} stays where it is`);
  assert.deepEqual(
    (await searchBuilt({ query: 'edited', outDir: s.outDir, limit: 8 })).map((r) => r.url),
    ['/topic-29#part'],
  );
});

test('--no-cache over a previous output: every file is made again and moved into place, folders stay, what the site no longer has goes', async () => {
  const s = await site();
  await s.write('docs/guide/extra.mdx', page('Extra', 'More.', 'sidebar_position: 4\n'));
  const uncached = () => build({ configFile: s.configFile, outDir: s.outDir, cache: false });
  await uncached();
  const folder = (await stat(path.join(s.outDir, 'guide/setup'))).ino;
  const file = (await stat(path.join(s.outDir, 'guide/setup/index.html'))).ino;
  await rm(path.join(s.dir, 'docs/guide/extra.mdx'));
  await uncached();
  assert.equal((await stat(path.join(s.outDir, 'guide/setup'))).ino, folder, 'the folder stays');
  assert.notEqual((await stat(path.join(s.outDir, 'guide/setup/index.html'))).ino, file, 'its file is made again');
  const output = (await readdir(s.outDir, { recursive: true })).map(String);
  assert.ok(!output.some((f) => f.startsWith('guide/extra')), 'the removed page and its folder are gone');
  assert.deepEqual(
    (await readdir(s.dir)).filter((f) => f.includes('.tmp-')),
    [],
    'no temp folder is left behind',
  );
});

test('serve: an edit re-renders the page it changes; the live output keeps the others in place', async () => {
  const s = await site();
  const session = new ServeSession(compileCacheFor({ configFile: s.configFile, cache: true }));
  try {
    const serve = () => build({ configFile: s.configFile, outDir: s.outDir, cache: true, mode: session });
    const first = await serve();
    await first.finishing;
    assert.equal(first.rendered, first.pages);
    const unchanged = await serve();
    await unchanged.finishing;
    assert.equal(unchanged.rendered, 0);
    await s.write('docs/guide/setup.mdx', page('Setup', 'Install it twice.', 'sidebar_position: 2\n'));
    const edited = await serve();
    await edited.finishing;
    assert.equal(edited.rendered, 1);
    assert.match(await s.read('guide/setup/index.html'), /Install it twice\./);
  } finally {
    await session.close();
  }
});
