/**
 * Fixture builds of what a page says about its source (cli/pipeline/page-meta.ts): the edit link
 * from `docs.editUrl` (a prefix or a function) and `custom_edit_url`, and the last update from
 * git (one call for the site) or front matter, in the page, its structured data and the sitemap.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { sitesOfFile, page } from '../helpers/site.js';

const site = sitesOfFile(after);

const config = (docs: string) => `{ title: 'T', url: 'https://t.example.com', docs: ${docs} }`;
const editLink = (html: string) =>
  /<a class="page-source__edit" href="([^"]*)">Edit this page<\/a>/.exec(html)?.[1] ?? null;

test("Edit this page: docs.editUrl as a prefix of the file's path from the site folder; custom_edit_url replaces it, null hides it", async () => {
  const s = await site(
    {
      'docs/intro.mdx': page('Home', 'Hello.', 'slug: /\n'),
      'docs/guide/setup.mdx': page('Setup', 'Set up.'),
      'docs/custom.mdx': page('Custom', 'Mine.', 'custom_edit_url: https://cms.example.com/custom\n'),
      'docs/none.mdx': page('None', 'Not editable.', 'custom_edit_url: null\n'),
    },
    config(`{ editUrl: 'https://github.com/o/r/edit/main/website' }`),
  );
  await s.build();
  assert.equal(
    editLink(await s.read('guide/setup/index.html')),
    'https://github.com/o/r/edit/main/website/docs/guide/setup.mdx',
  );
  assert.equal(editLink(await s.read('custom/index.html')), 'https://cms.example.com/custom');
  assert.equal(editLink(await s.read('none/index.html')), null);
});

test('Edit this page: docs.editUrl as a function of the doc, as in Docusaurus', async () => {
  const s = await site(
    { 'docs/intro.mdx': page('Home', 'Hello.', 'slug: /\n'), 'docs/guide/setup.mdx': page('Setup', 'Set up.') },
    config(
      `{ editUrl: ({ docPath, versionDocsDirPath, permalink, locale, version }) => docPath === 'intro.mdx' ? undefined : \`https://e.example.com/\${versionDocsDirPath}/\${docPath}?p=\${permalink}&l=\${locale}&v=\${version}\` }`,
    ),
  );
  await s.build();
  assert.equal(
    editLink(await s.read('guide/setup/index.html')),
    'https://e.example.com/docs/guide/setup.mdx?p=/guide/setup&amp;l=en&amp;v=current',
  );
  assert.equal(editLink(await s.read('index.html')), null, 'undefined: no link');
});

test('Last updated: the last commit of the file (front matter last_update.date wins), in the page, dateModified and the sitemap', async () => {
  const s = await site(
    {
      'docs/intro.mdx': page('Home', 'Hello.', 'slug: /\n'),
      'docs/guide/setup.mdx': page('Setup', 'Set up.'),
      'docs/dated.mdx': page('Dated', 'Dated.', 'last_update:\n  date: 2024-12-24\n'),
      'docs/new.mdx': page('New', 'Not committed yet.'),
    },
    config('{}'),
  );
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: '2025-03-14T09:30:00Z',
    GIT_COMMITTER_DATE: '2025-03-14T09:30:00Z',
    GIT_AUTHOR_NAME: 'T',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@example.com',
  };
  execFileSync('git', ['init', '-q'], { cwd: s.dir, env });
  execFileSync('git', ['add', 'docs/intro.mdx', 'docs/guide/setup.mdx', 'docs/dated.mdx'], { cwd: s.dir, env });
  execFileSync('git', ['-c', 'commit.gpgSign=false', 'commit', '-q', '-m', 'docs'], { cwd: s.dir, env });
  await s.build();

  const setup = await s.read('guide/setup/index.html');
  assert.match(
    setup,
    /<p class="page-source__updated">Last updated on <time datetime="2025-03-14T09:30:00Z">14 Mar 2025<\/time><\/p>/,
  );
  assert.match(
    setup,
    /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"TechArticle","headline":"Setup",[^<]*"dateModified":"2025-03-14T09:30:00Z"\}<\/script>/,
  );
  assert.match(await s.read('dated/index.html'), /Last updated on <time datetime="2024-12-24">24 Dec 2024<\/time>/);
  assert.doesNotMatch(await s.read('new/index.html'), /Last updated/, 'not committed: nothing shown');
  const sitemap = await s.read('sitemap.xml');
  assert.match(sitemap, /<loc>https:\/\/t.example.com\/guide\/setup<\/loc><lastmod>2025-03-14T09:30:00Z<\/lastmod>/);
  assert.match(sitemap, /<loc>https:\/\/t.example.com\/new<\/loc><\/url>/);
});

test('Last updated: off with docs.showLastUpdateTime: false; a bad last_update.date names the file', async () => {
  const off = await site(
    { 'docs/intro.mdx': page('Home', 'Hello.', 'slug: /\nlast_update:\n  date: 2024-12-24\n') },
    config('{ showLastUpdateTime: false }'),
  );
  await off.build();
  assert.doesNotMatch(await off.read('index.html'), /Last updated|dateModified/);
  assert.doesNotMatch(await off.read('sitemap.xml'), /lastmod/);

  const bad = await site(
    { 'docs/intro.mdx': page('Home', 'Hello.', 'slug: /\nlast_update:\n  date: someday\n') },
    config('{}'),
  );
  await assert.rejects(bad.build(), (error: Error & { location?: { file: string; line?: number } }) => {
    assert.match(
      error.message,
      /front-matter field "last_update" must be an object \{ date, author \} with a date such as 2025-03-14/,
    );
    assert.match(error.location?.file ?? '', /intro\.mdx$/);
    return true;
  });
});
