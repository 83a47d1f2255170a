/**
 * Versioned docs (issue 20), built from the fixture test/fixtures/versioned: two released
 * versions (versions.json: 2.0, 1.0) and the current docs. Routes, dropdown targets, banners,
 * canonical URLs, per-version sidebars and search, Docusaurus' options, `hub-docs version`, and
 * what a rebuild after an edit of the current docs redoes.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../cli/build.js';
import { searchBuilt } from '../../cli/commands/search-command.js';
import { createVersion } from '../../cli/commands/version-command.js';
import { rebuildIndex } from '../../cli/commands/index-command.js';
import { spawnSync } from 'node:child_process';
import { formatError } from '../../cli/errors.js';
import type { PageData, SearchManifest } from '../../theme/types.js';
import { htmlProblems } from '../helpers/html-problems.js';
import { createSite, FIXTURE_SITE, page, type TestSite } from '../helpers/site.js';
import { compiledCli } from '../helpers/compiled-cli.js';

const FIXTURE = path.join(FIXTURE_SITE, '..', 'versioned');
const DEFINE_CONFIG = path.resolve('cli/config/define-config.ts');
const temps: string[] = [];
const sites: TestSite[] = [];
after(() =>
  Promise.all([...temps.map((dir) => rm(dir, { recursive: true, force: true })), ...sites.map((s) => s.remove())]),
);

/** A copy of the versioned fixture in a temp folder (its config importing defineConfig from here). */
async function fixtureCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-versions-'));
  temps.push(dir);
  await cp(FIXTURE, dir, { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace('../../../cli/config/define-config.js', DEFINE_CONFIG),
  );
  return dir;
}

let outDir: string;
let result: BuildResult;
const html = (route: string) =>
  readFile(path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
const pageData = async (route: string) =>
  JSON.parse(
    /<script type="application\/json" id="__hub-page">(.*?)<\/script>/s.exec(await html(route))![1],
  ) as PageData;
/** The dropdown's links: label → href. */
const dropdown = async (route: string) =>
  Object.fromEntries(
    [...(await html(route)).matchAll(/<a class="nav-dropdown__link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      (m) => [m[2], m[1]],
    ),
  );

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-versions-out-'));
  temps.push(outDir);
  result = await build({ configFile: path.join(FIXTURE, 'site.config.ts'), outDir, cache: false });
});

test('each version is at Docusaurus’ routes: the last released at the docs root, the current docs at /next, older ones at /<name>', () => {
  assert.deepEqual(result.routes, [
    '/',
    '/1.0',
    '/1.0/guide/setup',
    '/1.0/legacy',
    '/404',
    '/guide/setup',
    '/next',
    '/next/guide/setup',
    '/next/guide/streams',
    '/search',
  ]);
});

test('the dropdown of a deep page goes to the same page in each version, else to that version’s main page, in the versions’ order', async () => {
  assert.deepEqual(await dropdown('/next/guide/setup'), {
    Next: '/next/guide/setup',
    '2.0': '/guide/setup',
    '1.0 (legacy)': '/1.0/guide/setup',
  });
  // Streams exist only in the current docs: the others go to their main page (the doc at their root).
  assert.deepEqual(await dropdown('/next/guide/streams'), {
    Next: '/next/guide/streams',
    '2.0': '/',
    '1.0 (legacy)': '/1.0',
  });
  assert.deepEqual(await dropdown('/1.0/legacy'), { Next: '/next', '2.0': '/', '1.0 (legacy)': '/1.0/legacy' });
  // The button shows the version being read; on a page of no version, the last one.
  assert.match(await html('/1.0/guide/setup'), /<span class="sr-only">Docs version: <\/span>1\.0 \(legacy\)<span/);
  assert.match(await html('/search'), /<span class="sr-only">Docs version: <\/span>2\.0<span/);
  assert.deepEqual(await dropdown('/search'), { Next: '/next', '2.0': '/', '1.0 (legacy)': '/1.0' });
  assert.deepEqual((await pageData('/next/guide/setup')).alternates, {
    '2.0': '/guide/setup',
    '1.0': '/1.0/guide/setup',
  });
});

test('pages of other versions show Docusaurus’ banner linking to the same page in the last version, and name it as canonical', async () => {
  const old = await html('/1.0/guide/setup');
  assert.match(
    old,
    /This is documentation for Relay docs <b>1\.0 \(legacy\)<\/b>, which is no longer actively maintained\./,
  );
  assert.match(
    old,
    /For up-to-date documentation, see the <b><a href="\/guide\/setup" data-version-choice="2\.0">latest version<\/a><\/b> \(2\.0\)\./,
  );
  assert.match(old, /<link rel="canonical" href="https:\/\/relay\.example\.com\/guide\/setup">/);
  assert.match(old, /<meta name="docsearch:version" content="1\.0">/);
  assert.match(old, /<span class="version-badge">Version: 1\.0 \(legacy\)<\/span>/);
  const next = await html('/next/guide/streams');
  assert.match(next, /This is unreleased documentation for Relay docs <b>Next<\/b> version\./);
  // No counterpart in the last version: the banner links to its main page, and the page is its own canonical.
  assert.match(next, /<b><a href="\/" data-version-choice="2\.0">latest version<\/a><\/b>/);
  assert.match(next, /<link rel="canonical" href="https:\/\/relay\.example\.com\/next\/guide\/streams">/);
  const last = await html('/guide/setup');
  assert.doesNotMatch(last, /version-banner/);
  assert.match(last, /<link rel="canonical" href="https:\/\/relay\.example\.com\/guide\/setup">/);
  // The sitemap leaves out the pages that name another as canonical.
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.deepEqual(
    [...sitemap.matchAll(/<loc>https:\/\/relay\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1] || '/'),
    ['/', '/1.0/legacy', '/guide/setup', '/next/guide/streams'],
  );
});

test('every page of every version is valid HTML (html-validate:standard, as the site quality test runs it)', async () => {
  assert.deepEqual(await htmlProblems(outDir), []);
});

test('each version has its own sidebar file, sidebars and previous/next links', async () => {
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(outDir, file), 'utf8')) as Record<string, { label: string }[]>;
  assert.deepEqual(Object.keys(await read('sidebar.json')), ['defaultSidebar']);
  assert.deepEqual(Object.keys(await read('sidebar-current.json')), ['current/defaultSidebar']);
  const old = await read('sidebar-1.0.json');
  assert.deepEqual(Object.keys(old), ['1.0/docs']);
  assert.deepEqual(
    old['1.0/docs'].map((i) => i.label),
    ['Relay', 'Guide', 'Legacy gateway'],
  );
  assert.match(await html('/1.0/guide/setup'), /data-sidebar="\/sidebar-1\.0\.json\?v=[0-9a-f]{10}"/);
  const setup = await pageData('/1.0/guide/setup');
  assert.equal(setup.sidebar, '1.0/docs');
  assert.deepEqual([setup.previous?.href, setup.next?.href], ['/1.0', '/1.0/legacy']);
  const current = await pageData('/next/guide/setup');
  assert.deepEqual(
    [current.sidebar, current.previous?.href, current.next?.href],
    ['current/defaultSidebar', '/next', '/next/guide/streams'],
  );
  // Links between files stay in their version.
  assert.match(await html('/next/guide/setup'), /href="\/next\/guide\/streams"/);
  assert.match(await html('/guide/setup'), /<a href="\/">introduction<\/a>/);
});

test('one search index per version: a term of an old version only is found only there', async () => {
  const manifest = JSON.parse(await readFile(path.join(outDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
  assert.deepEqual(Object.keys(manifest.indexes), ['current', '2.0', '1.0']);
  assert.equal(manifest.lastVersion, '2.0');
  const urls = async (query: string, version?: string) =>
    (await searchBuilt({ query, outDir, limit: 8, version })).map((r) => r.url);
  assert.deepEqual(await urls('zeppelin'), []);
  assert.deepEqual(await urls('zeppelin', 'current'), []);
  assert.deepEqual([...new Set(await urls('zeppelin', '1.0'))], ['/1.0/legacy', '/1.0/guide/setup#configure']);
  assert.deepEqual([...new Set(await urls('hyperlane', 'current'))], ['/next/guide/streams']);
  await assert.rejects(
    searchBuilt({ query: 'x', outDir, limit: 8, version: '9.9' }),
    /no search index of the docs version "9\.9"/,
  );
});

test('hub-docs index rebuilds every version’s index; hub-docs search --version searches one', async () => {
  const summary = await rebuildIndex({ config: path.join(FIXTURE, 'site.config.ts'), outDir });
  assert.deepEqual(
    summary.versions.map((v) => v.version),
    ['current', '2.0', '1.0'],
  );
  const manifest = JSON.parse(await readFile(path.join(outDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
  assert.deepEqual(
    summary.versions.map((v) => manifest.indexes[v.version].en),
    summary.versions.map((v) => v.dir),
  );
  assert.equal(summary.dir, manifest.indexes['2.0'].en);
  const cli = (...args: string[]) => spawnSync(process.execPath, [compiledCli(), ...args], { encoding: 'utf8' });
  const found = cli('search', 'zeppelin', '--out-dir', outDir, '--version', '1.0', '--json');
  assert.equal(found.status, 0, found.stderr);
  assert.deepEqual(
    [...new Set((JSON.parse(found.stdout) as { url: string }[]).map((r) => r.url))],
    ['/1.0/legacy', '/1.0/guide/setup#configure'],
  );
  assert.equal(cli('search', 'zeppelin', '--out-dir', outDir).stdout, 'No results\n');
});

test('Docusaurus’ version options: lastVersion, onlyIncludeVersions, includeCurrentVersion, and each version’s label, path, banner, badge and noIndex', async () => {
  const files = {
    'versions.json': '["2.0", "1.0"]\n',
    'docs/intro.mdx': page('Intro', 'Current.', 'slug: /\n'),
    'versioned_docs/version-2.0/intro.mdx': page('Intro', 'Two.', 'slug: /\n'),
    'versioned_docs/version-1.0/intro.mdx': page('Intro', 'One.', 'slug: /\n'),
  };
  const s = await createSite(
    files,
    `{ title: 'T', url: 'https://t.example.com', docs: { lastVersion: 'current', versions: { current: { label: 'Edge' }, '2.0': { path: 'stable', banner: 'none', badge: false }, '1.0': { noIndex: true } } } }`,
  );
  sites.push(s);
  const built = await s.build();
  assert.deepEqual(built.routes, ['/', '/1.0', '/404', '/search', '/stable']);
  assert.doesNotMatch(await s.read('stable/index.html'), /version-banner|version-badge/);
  assert.match(await s.read('1.0/index.html'), /<meta name="robots" content="noindex, follow">/);
  assert.match(await s.read('1.0/index.html'), /no longer actively maintained/);
  assert.match(await s.read('index.html'), /Version: Edge/);

  const only = await createSite(
    files,
    `{ title: 'T', url: 'https://t.example.com', docs: { includeCurrentVersion: false, onlyIncludeVersions: ['1.0'] } }`,
  );
  sites.push(only);
  assert.deepEqual((await only.build()).routes, ['/', '/404', '/search']);
  // One version: no badge and no dropdown (it would list one item).
  assert.doesNotMatch(await only.read('index.html'), /version-badge|version-dropdown/);
  assert.match(await only.read('index.html'), /One\./);
});

test('bad versions: each error names the file to edit (and line:column) and what to do', async () => {
  const bad = await createSite({
    'versions.json': '[\n  "2.0",\n  "a/b",\n  "2.0"\n]\n',
    'docs/a.mdx': page('A', 'Text.'),
  });
  sites.push(bad);
  const text = formatError(
    await bad.build().then(
      () => null,
      (e: unknown) => e,
    ),
  );
  assert.match(text, /versions\.json:3:3 error: the version "a\/b" in versions\.json must not include a slash/);
  assert.match(text, /versions\.json:4:3 error: the version "2\.0" is twice in versions\.json/);
  const missing = await createSite({ 'versions.json': '["3.x"]', 'docs/a.mdx': page('A', 'Text.') });
  sites.push(missing);
  assert.match(
    formatError(
      await missing.build().then(
        () => null,
        (e: unknown) => e,
      ),
    ),
    /versions\.json:1:2 error: the docs folder of the version "3\.x" does not exist: versioned_docs\/version-3\.x\n\s+hint: .*onlyIncludeVersions/,
  );
  const options = await createSite(
    { 'docs/a.mdx': page('A', 'Text.') },
    `{ title: 'T', url: 'https://t.example.com', docs: { lastVersion: '1.0' } }`,
  );
  sites.push(options);
  assert.match(
    formatError(
      await options.build().then(
        () => null,
        (e: unknown) => e,
      ),
    ),
    /site\.config\.ts:\d+:\d+ error: docs\.lastVersion names the version "1\.0", which the site does not have\n\s+hint: the versions are "current"/,
  );
});

test('hub-docs version writes Docusaurus’ layout: the docs copied, the sidebars as configured, the name first in versions.json', async () => {
  const dir = await fixtureCopy();
  const summary = await createVersion({ name: '3.0', config: path.join(dir, 'site.config.ts') });
  assert.deepEqual(summary.versions, ['3.0', '2.0', '1.0']);
  assert.equal(await readFile(path.join(dir, 'versions.json'), 'utf8'), '[\n  "3.0",\n  "2.0",\n  "1.0"\n]\n');
  // No sidebars file configured: Docusaurus' default sidebars (generated from the folders), as
  // `docusaurus docs:version` writes them.
  assert.equal(
    await readFile(path.join(dir, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8'),
    '{\n  "defaultSidebar": [\n    {\n      "type": "autogenerated",\n      "dirName": "."\n    }\n  ]\n}\n',
  );
  for (const file of ['intro.mdx', 'guide/setup.mdx', 'guide/streams.mdx', 'guide/_category_.json']) {
    assert.equal(
      await readFile(path.join(dir, 'versioned_docs/version-3.0', file), 'utf8'),
      await readFile(path.join(dir, 'docs', file), 'utf8'),
      file,
    );
  }
  // The new version is the last: at the root; 2.0 moves to /2.0.
  const built = await build({
    configFile: path.join(dir, 'site.config.ts'),
    outDir: path.join(dir, 'out'),
    cache: false,
  });
  assert.deepEqual(
    built.routes.filter((r) => r.endsWith('/setup')),
    ['/1.0/guide/setup', '/2.0/guide/setup', '/guide/setup', '/next/guide/setup'],
  );
  await assert.rejects(
    createVersion({ name: '2.0', config: path.join(dir, 'site.config.ts') }),
    /the version "2\.0" exists already/,
  );
  await assert.rejects(
    createVersion({ name: 'current', config: path.join(dir, 'site.config.ts') }),
    /must not be "current"/,
  );
  await assert.rejects(
    createVersion({ name: '../x', config: path.join(dir, 'site.config.ts') }),
    /must not include a slash/,
  );
  assert.equal(existsSync(path.join(dir, 'versioned_docs/version-../x')), false);
});

test('hub-docs version of a site with a sidebars file copies that file’s sidebars; a first version creates versions.json', async () => {
  const s = await createSite(
    {
      'sidebars.js': "module.exports = { docs: ['a', { type: 'category', label: 'More', items: ['b'] }] };\n",
      'docs/a.mdx': page('A', 'Text.'),
      'docs/b.mdx': page('B', 'Text.'),
    },
    `{ title: 'T', url: 'https://t.example.com', docs: { sidebarPath: 'sidebars.js' } }`,
  );
  sites.push(s);
  await createVersion({ name: '1.0', config: s.configFile });
  assert.equal(await readFile(path.join(s.dir, 'versions.json'), 'utf8'), '[\n  "1.0"\n]\n');
  assert.deepEqual(
    JSON.parse(await readFile(path.join(s.dir, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8')),
    { docs: ['a', { type: 'category', label: 'More', items: ['b'] }] },
  );
  const built = await s.build();
  assert.deepEqual(built.routes, ['/', '/404', '/a', '/b', '/next/a', '/next/b', '/search']);
  assert.deepEqual(Object.keys(JSON.parse(await s.read('sidebar-current.json'))), ['current/docs']);
});

test('a rebuild after an edit of the current docs recompiles and renders that page only, and keeps the old versions’ search indexes', async () => {
  const dir = await fixtureCopy();
  const configFile = path.join(dir, 'site.config.ts');
  const out = path.join(dir, 'out');
  const first = await build({ configFile, outDir: out, cache: true });
  assert.equal(first.recompiled, 8);
  const manifest = async () =>
    JSON.parse(await readFile(path.join(out, 'search-manifest.json'), 'utf8')) as SearchManifest;
  const oldIndex = path.join(out, (await manifest()).indexes['1.0'].en, 'index.json');
  const inode = (await stat(oldIndex)).ino;
  const file = path.join(dir, 'docs/guide/setup.mdx');
  await writeFile(file, (await readFile(file, 'utf8')).replace('new installer', 'newest installer'));
  const second = await build({ configFile, outDir: out, cache: true });
  assert.equal(second.recompiled, 1);
  assert.equal(second.rendered, 1);
  assert.match(await readFile(path.join(out, 'next/guide/setup/index.html'), 'utf8'), /newest installer/);
  // The old version's index files are the previous build's (hard-linked, not written again).
  assert.equal((await stat(path.join(out, (await manifest()).indexes['1.0'].en, 'index.json'))).ino, inode);
});

test('a site without versions.json builds as before: one version, "current", at the root, and no dropdown, banner or badge', async () => {
  const s = await createSite(
    { 'docs/intro.mdx': page('Intro', 'Text.', 'slug: /\n'), 'docs/b.mdx': page('B', 'Text.') },
    `{ title: 'T', url: 'https://t.example.com', navbar: { items: [{ type: 'docsVersionDropdown' }] } }`,
  );
  sites.push(s);
  assert.deepEqual((await s.build()).routes, ['/', '/404', '/b', '/search']);
  const b = await s.read('b/index.html');
  assert.doesNotMatch(b, /version-dropdown|version-banner|version-badge/);
  assert.match(b, /<meta name="docsearch:version" content="current">/);
  assert.match(b, /data-version="current"/);
  assert.deepEqual(Object.keys((JSON.parse(await s.read('search-manifest.json')) as SearchManifest).indexes), [
    'current',
  ]);
});

test('a Docusaurus project’s versioning options and docsVersionDropdown navbar item are read from its config', async () => {
  const s = await createSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Relay', url: 'https://relay.example.com', baseUrl: '/',
  presets: [['classic', { blog: false, pages: false, docs: {
    lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'],
    versions: { current: { label: 'Edge', path: 'edge' }, '1.0': { label: 'One', banner: 'none', noIndex: true } },
  } }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ href: 'https://archive.example.com', label: 'Archive' }] }] } },
};
`,
    'versions.json': '["2.0", "1.0"]',
    'docs/a.md': page('A', 'Edge text.'),
    'versioned_docs/version-1.0/a.md': page('A', 'One text.'),
  });
  sites.push(s);
  const built = await build({ configFile: path.join(s.dir, 'docusaurus.config.js'), outDir: s.outDir, cache: false });
  // routeBasePath defaults to "docs"; 2.0 is left out (its folder need not exist).
  assert.deepEqual(
    built.routes.filter((r) => r.startsWith('/docs')),
    ['/docs/1.0/a', '/docs/edge/a'],
  );
  assert.ok(
    !built.warnings.some((w) => /dropdown|docsVersionDropdown/.test(w.message)),
    built.warnings.map((w) => w.message).join('\n'),
  );
  const one = await s.read('docs/1.0/a/index.html');
  assert.doesNotMatch(one, /version-banner/);
  assert.match(one, /<meta name="robots" content="noindex, follow">/);
  assert.match(one, /<span class="sr-only">Docs version: <\/span>One<span/);
  assert.match(one, /<a class="nav-dropdown__link" href="https:\/\/archive\.example\.com" rel="external">Archive<\/a>/);
  assert.match(one, /<a class="nav-dropdown__link" href="\/docs\/edge\/a" data-version-choice="current">Edge<\/a>/);
});

test('every version’s pages have their Markdown twin; llms.txt lists the last version’s pages only', async () => {
  assert.match(
    await readFile(path.join(outDir, '1.0/legacy.md'), 'utf8'),
    /^# Legacy gateway\n\nThe zeppelin gateway forwards old messages/,
  );
  assert.match(
    await readFile(path.join(outDir, 'next/guide/setup.md'), 'utf8'),
    /^# Setup\n\nInstall Relay with the new installer\./,
  );
  const llms = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
  assert.match(llms, /\(https:\/\/relay\.example\.com\/guide\/setup\.md\)/);
  assert.doesNotMatch(llms, /\/next\/|\/1\.0\//);
  assert.doesNotMatch(await readFile(path.join(outDir, 'llms-full.txt'), 'utf8'), /zeppelin/);
});

test('tags and edit links belong to their version: its own tag pages, and its own docs folder in the edit URL', async () => {
  const dir = await fixtureCopy();
  const config = path.join(dir, 'site.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace(
      'docs: { versions:',
      "docs: { editUrl: 'https://git.example.com/relay/edit/main/', versions:",
    ),
  );
  const tagged = async (file: string) =>
    writeFile(file, (await readFile(file, 'utf8')).replace(/^---\n/, '---\ntags: [gateway]\n'));
  await tagged(path.join(dir, 'versioned_docs/version-1.0/legacy.mdx'));
  await tagged(path.join(dir, 'docs/guide/setup.mdx'));
  const out = await mkdtemp(path.join(tmpdir(), 'hub-docs-versions-tags-'));
  temps.push(out);
  const built = await build({ configFile: config, outDir: out, cache: false });
  for (const route of ['/1.0/tags', '/1.0/tags/gateway', '/next/tags', '/next/tags/gateway'])
    assert.ok(built.routes.includes(route), route);
  assert.ok(!built.routes.includes('/tags/gateway'), 'version 2.0 has no tagged doc');
  const tagPage = await readFile(path.join(out, '1.0/tags/gateway/index.html'), 'utf8');
  assert.match(tagPage, /href="\/1\.0\/legacy"/);
  assert.doesNotMatch(tagPage, /href="\/next\/guide\/setup"/);
  const data = (route: string) =>
    readFile(path.join(out, route.slice(1), 'index.html'), 'utf8').then(
      (h) => JSON.parse(/<script type="application\/json" id="__hub-page">(.*?)<\/script>/s.exec(h)![1]) as PageData,
    );
  assert.equal(
    (await data('/1.0/legacy')).editUrl,
    'https://git.example.com/relay/edit/main/versioned_docs/version-1.0/legacy.mdx',
  );
  assert.equal(
    (await data('/next/guide/setup')).editUrl,
    'https://git.example.com/relay/edit/main/docs/guide/setup.mdx',
  );
  assert.deepEqual((await data('/1.0/legacy')).tags, [{ title: 'gateway', href: '/1.0/tags/gateway' }]);
  // Only the last version is listed for assistants: no page of another version, its tag pages included.
  const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
  assert.doesNotMatch(llms, /\/1\.0\/|\/next\//);
  assert.ok(existsSync(path.join(out, '1.0/tags/gateway.md')), 'the tag page has its twin all the same');
});
