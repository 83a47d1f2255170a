import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sitesOfFile, page, snapshotDir, type TestSite } from '../helpers/site.js';
import { formatError, formatWarnings } from '../../cli/errors.js';

const site = sitesOfFile(after);

const basic = {
  'docs/intro.mdx': page('Welcome', 'Start with the [guide](./guide/setup.mdx).', 'slug: /\nsidebar_position: 1\n'),
  'docs/guide/_category_.json': '{ "label": "Guide", "position": 2 }',
  'docs/guide/setup.mdx': page(
    'Set up %product%',
    '## Install\n\nRun it. See [events](./%product%-events.mdx#types).',
    'sidebar_position: 1\n',
  ),
  'docs/guide/%product%-events.mdx': page('%product% events', '## Types\n\nAll of them.', 'sidebar_position: 2\n'),
  'docs/guide/later.mdx': page('Later', 'Not ready.', 'draft: true\n'),
  'docs/ref/_category_.json':
    '{ "label": "Reference", "position": 3, "link": { "type": "generated-index", "slug": "/category/reference" } }',
  'docs/ref/api.mdx': page('API', 'The API.'),
};

test('a build writes every route with title, main and nav, plus sidebar, manifest, index, 404, sitemap', async () => {
  const s = await site(basic);
  const result = await s.build();
  assert.deepEqual(result.routes, [
    '/',
    '/404',
    '/category/reference',
    '/guide/relay-events',
    '/guide/setup',
    '/ref/api',
    '/search',
  ]);
  for (const file of [
    'index.html',
    'guide/setup/index.html',
    'guide/relay-events/index.html',
    'category/reference/index.html',
    'ref/api/index.html',
    'search/index.html',
    '404.html',
  ]) {
    const html = await s.read(file);
    assert.match(html, /<title>[^<]+<\/title>/, file);
    assert.match(html, /<main /, file);
    assert.match(html, /<nav /, file);
    assert.match(html, /<html lang="en" dir="ltr"/, file);
  }
  assert.match(await s.read('guide/setup/index.html'), /<title>Set up Relay \| Test docs<\/title>/);
  assert.match(await s.read('index.html'), /<title>Test docs<\/title>/);
  assert.match(
    await s.read('guide/setup/index.html'),
    /<link rel="canonical" href="https:\/\/test.example.com\/guide\/setup">/,
  );
  assert.match(await s.read('404.html'), /Page Not Found/);
  assert.match(await s.read('search/index.html'), /<meta name="robots" content="noindex, follow">/);
  const sidebar = JSON.parse(await s.read('sidebar.json')).defaultSidebar;
  assert.deepEqual(
    sidebar.map((i: { label: string }) => i.label),
    ['Welcome', 'Guide', 'Reference'],
  );
  assert.deepEqual(
    sidebar[1].items.map((i: { href: string }) => i.href),
    ['/guide/setup', '/guide/relay-events'],
  );
  const files = await readdir(s.outDir);
  const searchFolder = (
    JSON.parse(await s.read('search-manifest.json')) as { indexes: Record<string, Record<string, string>> }
  ).indexes.current.en;
  assert.match(searchFolder, /^search-index\/current\/en\/[0-9a-f]{10}\/$/);
  assert.ok(existsSync(path.join(s.outDir, searchFolder, 'index.json')));
  assert.ok(files.includes('sitemap.xml') && files.includes('robots.txt') && files.includes('route-manifest.json'));
  assert.equal(
    existsSync(path.join(s.outDir, 'guide/later/index.html')),
    false,
    'drafts are left out of production builds',
  );
  // No live-reload client in build output.
  assert.doesNotMatch(await s.read('guide/setup/index.html'), /__hub\/live-reload/);
  // Every import in the browser's JavaScript is a file of the site: a package name left in one
  // (say, a search language file) would fail in the browser.
  for (const file of (await readdir(path.join(s.outDir, 'assets'), { recursive: true })).filter((f) =>
    f.endsWith('.js'),
  )) {
    const code = await s.read(path.join('assets', file));
    assert.doesNotMatch(
      code,
      /import\(\s*["'`][^./]|\bimport\s*\{[^}]*\}\s*from\s*["'][^./]|\bimport\s*["'][^./]/,
      file,
    );
    // The browser imports the config schema's types only, never zod itself.
    assert.doesNotMatch(code, /ZodError|_zod/, `${file} contains zod`);
  }
  assert.ok(
    (await readdir(path.join(s.outDir, 'assets', 'chunks'))).some((f) => f.startsWith('lunr.de-')),
    'each search language has a chunk',
  );
});

test('renaming the product renames every route and mention', async () => {
  const s = await site(
    basic,
    `{ title: 'Test docs', url: 'https://test.example.com', product: { name: 'Conduit', slug: 'conduit' } }`,
  );
  const result = await s.build();
  assert.ok(result.routes.includes('/guide/conduit-events'));
  const html = await s.read('guide/setup/index.html');
  assert.match(html, /Set up Conduit/);
  assert.match(html, /href="\/guide\/conduit-events#types"/);
  assert.doesNotMatch(html, /Relay|%product%/);
});

test('two builds of the same input are byte-identical', async () => {
  const s = await site(basic);
  await s.build();
  const first = await snapshotDir(s.outDir);
  await s.build({ outDir: path.join(s.dir, 'build2') });
  const second = await snapshotDir(path.join(s.dir, 'build2'));
  assert.deepEqual([...second.keys()].sort(), [...first.keys()].sort());
  for (const [file, bytes] of first) assert.equal(second.get(file), bytes, file);
});

/** Builds once to have a previous output, breaks the docs, and checks the error and that the old output survived. */
async function expectFailure(
  files: Record<string, string>,
  breakIt: (s: TestSite) => Promise<void>,
  expected: RegExp[],
) {
  const s = await site({ ...basic, ...files });
  await s.build();
  const before = await snapshotDir(s.outDir);
  await breakIt(s);
  const error = await s.build().then(
    () => null,
    (e: unknown) => e,
  );
  assert.ok(error, 'the build must fail');
  const text = formatError(error);
  for (const pattern of expected) assert.match(text, pattern);
  assert.deepEqual(await snapshotDir(s.outDir), before, 'the previous output is left exactly as it was');
  const leftovers = (await readdir(s.dir)).filter((f) => f.includes('.tmp-'));
  assert.deepEqual(leftovers, [], 'no temp folder is left behind');
}

test('bad input: broken YAML front matter', () =>
  expectFailure({}, (s) => s.write('docs/ref/api.mdx', '---\ntitle: "API\ndescription: x\n---\n\nBody\n'), [
    /docs\/ref\/api\.mdx:\d+:\d+ error: invalid YAML front matter/,
    /hint: /,
  ]));

test('bad input: MDX syntax error', () =>
  expectFailure({}, (s) => s.write('docs/ref/api.mdx', page('API', 'Line one.\n\nA {broken expression')), [
    /docs\/ref\/api\.mdx:8:\d+ error: MDX syntax error/,
    /hint: .*inline code/,
  ]));

test('bad input: links to missing pages are collected and reported together', () =>
  expectFailure(
    {},
    (s) =>
      s.write(
        'docs/ref/api.mdx',
        page('API', 'See [a](./missing.mdx), [b](../guide/nope.mdx) and [c](../guide/setup.mdx#no-such-heading).'),
      ),
    [
      /3 problems in the docs/,
      /api\.mdx:6:5 error: broken link: "\.\/missing\.mdx"/,
      /api\.mdx:6:\d+ error: broken link: "\.\.\/guide\/nope\.mdx"/,
      /has no heading with the anchor "#no-such-heading"/,
      /hint: link to one of its anchors \(#install\)/,
    ],
  ));

test('bad input: two pages with the same permalink name both files', () =>
  expectFailure({}, (s) => s.write('docs/ref/api-copy.mdx', page('Copy', 'Same route.', 'slug: /ref/api\n')), [
    /two pages have the permalink \/ref\/api: .*api(-copy)?\.mdx and .*api(-copy)?\.mdx/,
    /hint: rename one of the files/,
  ]));

test('bad input: an invalid config value names the field', () =>
  expectFailure(
    {},
    async (s) =>
      s.write(
        'site.config.ts',
        (await readFile(s.configFile, 'utf8')).replace(
          "title: 'Test docs',",
          "title: 'Test docs',\n  toc: { maxHeadingLevel: 9 },",
        ),
      ),
    [/config field "toc\.maxHeadingLevel" must be a whole number from 2 to 6/, /site\.config\.ts:\d+:\d+/],
  ));

test('bad input: an image that does not exist', () =>
  expectFailure(
    {},
    (s) =>
      s.write('docs/ref/api.mdx', page('API', 'Look:\n\n![A figure](./img/figure.svg)\n\n![Static](/img/none.svg)')),
    [
      /api\.mdx:8:1 error: image not found: "\.\/img\/figure\.svg"/,
      /image not found: "\/img\/none\.svg"/,
      /static folder/,
    ],
  ));

test('an unknown admonition is a warning, as in Docusaurus: the page builds with its content, a rebuild warns again', async () => {
  const s = await site({ ...basic, 'docs/ref/api.mdx': page('API', ':::caution-ish\nCareful.\n:::') });
  for (const build of ['first', 'from the compile cache']) {
    const result = await s.build();
    const text = formatWarnings(result.warnings);
    assert.match(text, /docs\/ref\/api\.mdx:6:1 warning: unknown admonition ":::caution-ish"/, build);
    assert.match(text, /hint: Use one of note, tip, info, warning, danger .*escape it as \\:::caution-ish/, build);
  }
  assert.match(await s.read('ref/api/index.html'), /<div><p>Careful\.<\/p><\/div>/);
});

test('bad input: an unknown admonition with markdown.hooks.onUnusedMarkdownDirectives: "throw"', () =>
  expectFailure(
    {},
    async (s) => {
      const config = (await readFile(s.configFile, 'utf8')).replace(
        "title: 'Test docs',",
        "title: 'Test docs',\n  markdown: { hooks: { onUnusedMarkdownDirectives: 'throw' } },",
      );
      await s.write('site.config.ts', config);
      await s.write('docs/ref/api.mdx', page('API', ':::caution-ish\nCareful.\n:::'));
    },
    [/api\.mdx:6:1 error: unknown admonition ":::caution-ish"/, /hint: Use one of note, tip/],
  ));

test('bad input: front-matter fields of the wrong type, in every file, reported together', () =>
  expectFailure(
    {},
    async (s) => {
      await s.write('docs/ref/api.mdx', '---\ntitle: "API"\nsidebar_position: "first"\n---\n\nBody\n');
      await s.write(
        'docs/guide/setup.mdx',
        '---\ntitle: "Setup"\nhide_title: "yes"\ntoc_max_heading_level: 9\n---\n\nBody\n',
      );
    },
    [
      /api\.mdx:3:1 error: front-matter field "sidebar_position" must be a number/,
      /hint: write sidebar_position: followed by a number/,
      /setup\.mdx:3:1 error: front-matter field "hide_title" must be true or false/,
      /setup\.mdx:4:1 error: front-matter field "toc_max_heading_level" must be a whole number from 2 to 6/,
    ],
  ));

test('--docs-dir builds a plain Docusaurus docs folder, with its static folder beside it', async () => {
  const s = await site({
    'other/docs/intro.md':
      '---\nsidebar_position: 1\n---\n\n# Hello Docusaurus\n\nA plain page with a :::tip old-style admonition:\n\n:::tip My tip\nWorks.\n:::\n\n![Figure](/img/figure.svg)\n',
    'other/docs/tutorial-basics/_category_.json':
      '{ "label": "Tutorial - Basics", "position": 2, "link": { "type": "generated-index", "description": "5 minutes to learn." } }',
    'other/docs/tutorial-basics/create-a-page.md':
      '---\nsidebar_position: 1\n---\n\n# Create a Page\n\nGo back to [intro](../intro.md).\n\n## Heading {#custom-heading}\n',
    'other/static/img/figure.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
  });
  const result = await s.build({ docsDir: path.join(s.dir, 'other/docs') });
  assert.ok(result.routes.includes('/intro'));
  assert.ok(result.routes.includes('/tutorial-basics/create-a-page'));
  assert.ok(result.routes.includes('/category/tutorial---basics'));
  assert.match(await s.read('intro/index.html'), /<h1 class="doc__title">Hello Docusaurus<\/h1>/);
  assert.match(await s.read('tutorial-basics/create-a-page/index.html'), /id="custom-heading"/);
  assert.ok(existsSync(path.join(s.outDir, 'img/figure.svg')), 'static/ is copied to the output root');
});

test('navbar items sit on the left by default and on the right when asked; the mobile panel lists both', async () => {
  const s = await site(
    basic,
    `{ title: 'Test docs', url: 'https://test.example.com', product: { name: 'Relay', slug: 'relay' }, navbar: { items: [{ label: 'Guide', href: '/guide/setup' }, { label: 'Status', href: 'https://status.example.com', position: 'right' }] } }`,
  );
  await s.build();
  const html = await s.read('guide/setup/index.html');
  assert.match(
    html,
    /<ul class="navbar__items"><li><a class="navbar__link is-active" href="\/guide\/setup" aria-current="page">Guide<\/a><\/li><\/ul>/,
  );
  assert.match(
    html,
    /<div class="navbar__end"><ul class="navbar__items navbar__items--right"><li><a class="navbar__link" href="https:\/\/status\.example\.com" target="_blank" rel="noopener noreferrer">Status<\/a><\/li><\/ul>/,
  );
});

test('the sidebar of a page draws the categories that hold it open, with their links, and the others closed', async () => {
  const s = await site({
    'docs/intro.mdx': page('Welcome', 'Hi.', 'slug: /\nsidebar_position: 1\n'),
    'docs/guide/_category_.json': '{ "label": "Guide", "position": 2 }',
    'docs/guide/setup.mdx': page('Setup', 'Set up.'),
    'docs/guide/deep/_category_.json': '{ "label": "Deep" }',
    'docs/guide/deep/inner.mdx': page('Inner', 'Deep inside.'),
    'docs/ref/_category_.json': '{ "label": "Reference", "position": 3 }',
    'docs/ref/api.mdx': page('API', 'The API.'),
  });
  await s.build();
  const linksIn = (html: string) =>
    [...html.matchAll(/<a class="sidebar__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
  // Two levels down: Guide and Deep open, Reference closed (its link not drawn).
  const inner = await s.read('guide/deep/inner/index.html');
  assert.deepEqual(linksIn(inner).sort(), ['/', '/guide/deep/inner', '/guide/setup']);
  assert.match(inner, /<a class="sidebar__link is-active" href="\/guide\/deep\/inner" aria-current="page">/);
  // From the other category: only its branch is open.
  assert.deepEqual(linksIn(await s.read('ref/api/index.html')).sort(), ['/', '/ref/api']);
});
