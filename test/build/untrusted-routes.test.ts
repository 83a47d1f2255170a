/**
 * Hostile or careless routes (front matter, category files, sidebars, config, file names) never
 * make a build write outside its output folder: each is an error at the file, line and column of
 * the field that made it, all reported together, and the output folder is left as it was.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { sitesOfFile, page, type TestSite } from '../helpers/site.js';
import { formatError, HubDocsError, HubDocsErrorList } from '../../cli/errors.js';

const site = sitesOfFile(after);

/** Every file of the site's folder that is not one of its sources or in its output folder. */
function strayFiles(s: TestSite, outDir: string, sources: string[]): string[] {
  const outRel = path.relative(s.dir, outDir);
  return (
    readdirSync(s.dir, { recursive: true, withFileTypes: true }) as {
      parentPath: string;
      name: string;
      isFile(): boolean;
    }[]
  )
    .filter((e) => e.isFile())
    .map((e) => path.relative(s.dir, path.join(e.parentPath, e.name)))
    .filter((f) => f !== 'site.config.ts' && !sources.includes(f) && !f.startsWith(outRel + path.sep));
}

/** The build's failure as its list of located errors. */
async function failure(s: TestSite, outDir = s.outDir): Promise<HubDocsError[]> {
  const error = await s.build({ outDir }).then(
    () => assert.fail('the build should fail'),
    (e: unknown) => e,
  );
  if (error instanceof HubDocsErrorList) return error.errors;
  assert.ok(error instanceof HubDocsError, formatError(error));
  return [error];
}

const where = (e: HubDocsError) =>
  `${path.basename(e.location?.file ?? '?')}:${e.location?.line}:${e.location?.column}`;

test('slugs, ids and tag permalinks that climb out of the output are errors at their field, reported together, and nothing is written', async () => {
  const files = {
    'docs/index.mdx': page('Home', 'Hi.'),
    'docs/a.mdx': page('A', 'x', 'slug: ../../x1\n'),
    'docs/b.mdx': page('B', 'x', 'slug: /docs/../../../x2\n'),
    'docs/c.mdx': page('C', 'x', 'slug: a/../../../../x3\n'),
    'docs/d.mdx': page('D', 'x', "tags:\n  - ok\n  - { label: esc, permalink: '/../../../x5' }\n"),
    'docs/e.mdx': page('E', 'x', 'id: ../../../x6\n'),
    'docs/f.mdx': page('F', 'x', 'slug: /%2e%2e/%2E%2e/x7\n'),
    'docs/g.mdx': page('G', 'x', 'slug: "/a\\\\..\\\\..\\\\x8"\n'),
    'docs/h.mdx': page('H', 'x', 'slug: /C:/x9\n'),
  };
  const s = await site(files);
  const outDir = path.join(s.dir, 'deep', 'er', 'out');
  const errors = await failure(s, outDir);
  assert.deepEqual(errors.map(where).sort(), [
    'a.mdx:4:7',
    'b.mdx:4:7',
    'c.mdx:4:7',
    'd.mdx:6:30',
    'e.mdx:4:5',
    'f.mdx:4:7',
    'g.mdx:4:7',
    'h.mdx:4:7',
  ]);
  const text = errors.map((e) => formatError(e)).join('\n');
  assert.match(text, /the slug "\.\.\/\.\.\/x1" climbs above the docs' root/);
  assert.match(text, /the route "\/docs\/\.\.\/\.\.\/\.\.\/x2" has a "\.\." segment/);
  assert.match(text, /the route "\/tags\/\.\.\/\.\.\/\.\.\/x5" has a "\.\." segment/);
  assert.match(text, /the front-matter id "\.\.\/\.\.\/\.\.\/x6" cannot include a slash/);
  assert.match(text, /contains a backslash/);
  assert.match(text, /drive letter/);
  assert.deepEqual(strayFiles(s, outDir, Object.keys(files)), []);
});

test('a relative slug resolves against its folder as in Docusaurus, "./" and duplicate slashes are normalised', async () => {
  const s = await site({
    'docs/index.mdx': page('Home', 'See [x](/guide/moved) and [y](/guide/z).'),
    'docs/guide/deep/a.mdx': page('A', 'x', 'slug: ../moved\n'),
    'docs/guide/b.mdx': page('B', 'x', 'slug: .//y/./..//z\n'),
  });
  const result = await s.build();
  assert.deepEqual(result.routes, ['/', '/404', '/guide/moved', '/guide/z', '/search']);
});

test('a category slug, a sidebars entry and config routes that climb out are errors at their line', async () => {
  const s = await site({
    'docs/index.mdx': page('Home', 'Hi.'),
    'docs/guide/_category_.json':
      '{\n  "label": "Guide",\n  "link": { "type": "generated-index", "slug": "/../../escape" }\n}\n',
    'docs/guide/a.mdx': page('A', 'x'),
  });
  const errors = await failure(s);
  assert.deepEqual(errors.map(where), ['_category_.json:3:48']);

  const sidebars = await site(
    {
      'docs/index.mdx': page('Home', 'Hi.'),
      'sidebars.js':
        "export default {\n  docs: [\n    'index',\n    { type: 'category', label: 'G', items: [], link: { type: 'generated-index', slug: '/x/../../../up' } },\n  ],\n};\n",
    },
    `{ title: 'T', url: 'https://t.example.com', docs: { sidebarPath: 'sidebars.js' } }`,
  );
  const [sidebarError] = await failure(sidebars);
  assert.equal(where(sidebarError), 'sidebars.js:4:87');

  const config = await site(
    { 'docs/index.mdx': page('Home', 'Hi.') },
    `{\n  title: 'T',\n  url: 'https://t.example.com',\n  docs: { routeBasePath: '/docs/../..' },\n}`,
  );
  const configError = await config.build().then(
    () => assert.fail('should fail'),
    (e: Error) => formatError(e),
  );
  assert.match(configError, /site\.config\.ts:5:11/);
  assert.match(configError, /routeBasePath.*has a "\.\." segment/s);
});

test('a file name that cannot be a route is an error naming the file; routes that differ only in case are an error naming both files', async () => {
  const s = await site({
    'docs/index.mdx': page('Home', 'Hi.'),
    'docs/what?.mdx': page('Q', 'x'),
    'docs/100%20.mdx': page('P', 'x'),
  });
  const errors = await failure(s);
  assert.deepEqual(errors.map((e) => path.basename(e.location!.file)).sort(), ['100%20.mdx', 'what?.mdx']);
  assert.match(
    formatError(errors.find((e) => e.location!.file.endsWith('100%20.mdx'))),
    /percent-encoding "%20"; write the character itself \(" "\)/,
  );

  const cased = await site({
    'docs/index.mdx': page('Home', 'Hi.'),
    'docs/Foo.mdx': page('Upper', 'x'),
    'docs/foo.mdx': page('Lower', 'x'),
  });
  const [collision] = await failure(cased);
  const message = formatError(collision);
  assert.match(message, /differ only in case/);
  assert.match(message, /Foo\.mdx/);
  assert.match(message, /foo\.mdx/);
});

test('a space and non-ASCII letters in a route are written as such on disk and percent-encoded in every URL', async () => {
  const s = await site({
    'docs/index.mdx': page('Home', 'See [us](./Über uns.mdx) and [them](</Über uns>).'),
    'docs/Über uns.mdx': page('About', 'We.'),
  });
  const result = await s.build();
  assert.ok(result.routes.includes('/Über uns'));
  const home = await s.read('index.html');
  assert.match(home, /href="\/%C3%9Cber%20uns"/);
  assert.doesNotMatch(home, /href="\/Über uns"/);
  const about = await s.read('Über uns/index.html');
  assert.match(about, /<link rel="canonical" href="https:\/\/test\.example\.com\/%C3%9Cber%20uns">/);
  assert.match(about, /href="\/%C3%9Cber%20uns\.md"/);
  assert.match(await s.read('Über uns.md'), /^# About/);
  assert.match(await s.read('sitemap.xml'), /<loc>https:\/\/test\.example\.com\/%C3%9Cber%20uns<\/loc>/);
  assert.match(await s.read('llms.txt'), /\(https:\/\/test\.example\.com\/%C3%9Cber%20uns\.md\)/);
  assert.match(await s.read('index.md'), /\(https:\/\/test\.example\.com\/%C3%9Cber%20uns\.md\)/);
  // The sidebar keeps the route as text: the theme encodes it where it makes a link.
  assert.match(await s.read('sidebar.json'), /"href":"\/Über uns"/);
});

test('an image or linked file outside the site (by "../" or by a symbolic link) is refused at its line and never published', async () => {
  const secrets = await site({ 'secret.png': 'SECRET-BYTES', 'secret.pdf': 'SECRET-BYTES' });
  const s = await site({
    'docs/index.mdx': page(
      'Home',
      `![key](../../${path.basename(secrets.dir)}/secret.png)\n\n[file](../../${path.basename(secrets.dir)}/secret.pdf)\n\n![linked](./img/linked.png)`,
    ),
  });
  await mkdir(path.join(s.dir, 'docs/img'), { recursive: true });
  await symlink(path.join(secrets.dir, 'secret.png'), path.join(s.dir, 'docs/img/linked.png'));
  const errors = await failure(s);
  const messages = errors.map((e) => `${where(e)} ${e.message}`);
  assert.ok(
    messages.some((m) => /^index\.mdx:6:1 the image ".*secret\.png" is outside the site's folder/.test(m)),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /^index\.mdx:10:1 the image "\.\/img\/linked\.png" is outside/.test(m)),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /^index\.mdx:8:1 the link ".*secret\.pdf" points to a file outside the site's folder/.test(m)),
    messages.join('\n'),
  );
  assert.equal(existsSync(s.outDir), false);
});

test("a page whose files would collide with the site's own files or with another page's twin is an error naming the files", async () => {
  const s = await site({
    'docs/index.mdx': page('Home', 'Hi.'),
    'docs/a.mdx': page('A', 'x', 'slug: /sitemap.xml\n'),
    'docs/b.mdx': page('B', 'x', 'slug: /index\n'),
    'docs/guide.mdx': page('Guide', 'x'),
    'docs/c.mdx': page('C', 'x', 'slug: /Guide.md\n'),
    'docs/d.mdx': page('D', 'x', 'slug: /LLMS.txt/deep\n'),
    'docs/aa.mdx': page('AA', 'x'),
    'docs/ab.mdx': page('AB', 'x', 'slug: /aa.md/x\n'),
    'docs/e.mdx': page('E', 'x', 'slug: /other.md/deeper\n'),
    'docs/other.mdx': page('Other', 'x'),
  });
  const messages = (await failure(s)).map((e) => `${path.basename(e.location!.file)}: ${e.message}`).sort();
  assert.deepEqual(messages, [
    "a.mdx: the page /sitemap.xml would be written in a folder named sitemap.xml, where the site's own file sitemap.xml goes",
    `ab.mdx: the page /aa.md/x would be written in a folder where the Markdown twin of /aa (${path.join(s.dir, 'docs/aa.mdx')}) goes`,
    "b.mdx: the Markdown twin of the page /index would be index.md, the home page's twin",
    "d.mdx: the page /LLMS.txt/deep would be written in a folder named llms.txt, where the site's own file llms.txt goes",
    `guide.mdx: the Markdown twin of /guide would be a file where the folder of /Guide.md (${path.join(s.dir, 'docs/c.mdx')}) goes`,
    `other.mdx: the Markdown twin of /other would be a file where the folder of /other.md/deeper (${path.join(s.dir, 'docs/e.mdx')}) goes`,
  ]);
});
