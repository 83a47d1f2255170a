/**
 * The blog, as Docusaurus' blog documentation describes it (test/helpers/blog-site.ts): posts from
 * dated files and folders or front matter, authors.yml and inline authors, tags.yml and inline
 * tags, truncation, pagination, tag/author/archive pages, feeds that parse and link to built
 * pages, drafts and unlisted posts, search, sitemap, llms.txt, twins, links both ways, located
 * errors and byte-identical rebuilds.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createSite, snapshotDir, type TestSite } from '../helpers/site.js';
import { BLOG_CONFIG, BLOG_FILES } from '../helpers/blog-site.js';
import { searchIndexText } from '../helpers/search-index.js';
import type { BuildResult } from '../../cli/build.js';
import { HubDocsError, HubDocsErrorList, formatLocation } from '../../cli/errors.js';
import { adaptDocusaurusConfig } from '../../cli/config/docusaurus-config.js';

let site: TestSite;
let result: BuildResult;
/** A page's content (its article). */
const article = async (route: string) =>
  /<article[^]*<\/article>/.exec(await site.read(`${route.slice(1)}/index.html`))![0];
/** The file a site URL names in the output, if it was written. */
const builtFile = (url: string) => {
  const route = decodeURI(new URL(url).pathname);
  return [path.join(site.outDir, route, 'index.html'), path.join(site.outDir, route)].find(
    (f) => existsSync(f) && !f.endsWith('/'),
  );
};

before(async () => {
  site = await createSite(BLOG_FILES, BLOG_CONFIG);
  result = await site.build();
});
after(() => site.remove());

test('posts get Docusaurus permalinks (dated file, dated folder with a slug, front-matter date); drafts and _ files are left out', () => {
  assert.deepEqual(result.routes, [
    '/',
    '/404',
    '/blog',
    '/blog/2024/01/02/welcome',
    '/blog/2024/02/02/secret',
    '/blog/archive',
    '/blog/authors',
    '/blog/authors/slorber',
    '/blog/page/2',
    '/blog/releases/v1',
    '/blog/tags',
    '/blog/tags/docusaurus',
    '/blog/tags/hello',
    '/blog/tags/releases',
    '/blog/undated',
    '/intro',
    '/search',
  ]);
});

test("each post is compiled once: a truncated post's excerpt comes from its own compile", () => {
  // intro, and the posts welcome, secret (unlisted), releases/v1 and undated: no second compile for the two excerpts.
  assert.equal(result.recompiled, 5);
});

test('the list pages: newest first, postsPerPage a page, excerpts cut at either truncate marker, Read more, newer/older links', async () => {
  const first = await article('/blog');
  assert.ok(first.indexOf('Version 1.0') < first.indexOf('Welcome'), 'newest first');
  assert.match(first, /This is the summary of the welcome post/);
  assert.doesNotMatch(
    first,
    /After the fold|Everything else about the release/,
    'the excerpt stops at <!-- truncate --> and {/* truncate */}',
  );
  assert.match(first, /href="\/blog\/2024\/01\/02\/welcome" aria-label="Read more about Welcome">Read more/);
  assert.match(first, /<img src="\/assets\/img\/architecture-[0-9a-f]+\.png"/, 'a folder post’s image beside it');
  assert.match(first, /href="\/blog\/page\/2" rel="next"/);
  assert.doesNotMatch(first, /Secret|Draft/);
  const second = await article('/blog/page/2');
  assert.match(second, /Short post with no marker\./);
  assert.doesNotMatch(second, /Read more/, 'a post shown whole has no Read more');
  assert.match(second, /href="\/blog" rel="prev"/);
  assert.match(second, /<time datetime="2023-06-01T10:00:00.000Z">June 1, 2023<\/time> · 1 min read/);
});

test('a post: title, byline with date, reading time and authors (authors.yml with socials, inline), tags, newer/older post, recent posts sidebar, edit link', async () => {
  const html = await site.read('blog/2024/01/02/welcome/index.html');
  const post = await article('/blog/2024/01/02/welcome');
  assert.match(post, /<h1 class="doc__title">Welcome<\/h1>/);
  assert.match(post, /January 2, 2024<\/time> · 1 min read/);
  assert.match(
    post,
    /<a href="\/blog\/authors\/slorber">Sébastien Lorber<\/a><\/span><small class="blog-author__title">Docusaurus maintainer/,
  );
  assert.match(post, /href="https:\/\/x.com\/sebastienlorber"/);
  assert.match(post, /href="https:\/\/github.com\/slorber"/);
  assert.match(post, /Yangshun Tay/);
  assert.match(post, /href="\/blog\/tags\/hello"[^>]*>hello<|rel="tag">hello</);
  assert.match(post, /Newer post<\/span><span class="pagination__title">« (<!-- -->)?Version 1.0/);
  assert.match(post, /Older post<\/span><span class="pagination__title">A post dated by its front matter(<!-- -->)? »/);
  assert.match(post, /href="https:\/\/github.com\/acme\/site\/edit\/main\/blog\/2024-01-02-welcome.md"/);
  assert.match(html, /has-sidebar/);
  const sidebar = JSON.parse(await site.read('sidebar.json'));
  assert.deepEqual(sidebar['@blog'], [
    {
      type: 'category',
      label: 'Latest',
      href: null,
      collapsible: false,
      items: [
        { type: 'link', label: 'Version 1.0', href: '/blog/releases/v1' },
        { type: 'link', label: 'Welcome', href: '/blog/2024/01/02/welcome' },
        { type: 'link', label: 'A post dated by its front matter', href: '/blog/undated' },
      ],
    },
  ]);
  const release = await article('/blog/releases/v1');
  assert.match(release, /<a href="https:\/\/github.com\/JoelMarcey">Joel Marcey<\/a>/, 'an inline author');
  assert.match(release, /Everything else about the release/);
});

test('tags (tags.yml labels and permalinks, inline tags), the tags page, author pages and the archive', async () => {
  assert.match(
    await article('/blog/tags/releases'),
    /One post tagged with &quot;Release&quot;|One post tagged with "Release"/,
  );
  assert.match(await article('/blog/tags/releases'), /<p>Release notes<\/p>/);
  const tags = await article('/blog/tags');
  assert.match(tags, /href="\/blog\/tags\/docusaurus"[^>]*>docusaurus <span class="tag__count">1<\/span>/);
  const author = await article('/blog/authors/slorber');
  assert.match(author, /Welcome/);
  assert.match(author, /A post dated by its front matter/);
  assert.doesNotMatch(author, /Version 1.0/);
  assert.match(await article('/blog/authors'), /Sébastien Lorber[^]*2 posts/);
  const archive = await article('/blog/archive');
  assert.match(
    archive,
    /<h2>2024<\/h2>[^]*Version 1.0[^]*Welcome[^]*<h2>2023<\/h2>[^]*A post dated by its front matter/,
  );
});

test('an unlisted post is built, noindex, and in no list, sidebar, feed, sitemap or search; a draft is not built', async () => {
  assert.match(await site.read('blog/2024/02/02/secret/index.html'), /<meta name="robots" content="noindex, follow">/);
  const sitemap = await site.read('sitemap.xml');
  assert.doesNotMatch(sitemap, /secret|draft/);
  assert.match(sitemap, /<loc>https:\/\/test.example.com\/blog\/2024\/01\/02\/welcome<\/loc>/);
  assert.doesNotMatch(await site.read('blog/rss.xml'), /secret/i);
  assert.ok(!existsSync(path.join(site.outDir, 'blog/2024/02/01/draft')));
});

test('RSS, Atom and JSON feeds parse, are linked from every page’s head, and every item links to a built post', async () => {
  const parser = new XMLParser({ ignoreAttributes: false });
  const rssText = await site.read('blog/rss.xml');
  const atomText = await site.read('blog/atom.xml');
  assert.equal(XMLValidator.validate(rssText), true);
  assert.equal(XMLValidator.validate(atomText), true);
  const rss = parser.parse(rssText).rss.channel;
  assert.equal(rss.title, 'Acme blog');
  assert.equal(rss.copyright, 'Copyright © 2025 Acme');
  const items = [rss.item].flat() as { link: string; title: string; 'content:encoded': string }[];
  assert.deepEqual(
    items.map((i) => i.title),
    ['Version 1.0', 'Welcome', 'A post dated by its front matter'],
  );
  assert.match(
    items[0]['content:encoded'],
    /src="https:\/\/test.example.com\/assets\/img\/architecture-/,
    'content links are absolute',
  );
  const atom = parser.parse(atomText).feed;
  const entries = [atom.entry].flat() as { link: { '@_href': string } }[];
  const json = JSON.parse(await site.read('blog/feed.json')) as { version: string; items: { url: string }[] };
  assert.equal(json.version, 'https://jsonfeed.org/version/1.1');
  for (const url of [
    ...items.map((i) => i.link),
    ...entries.map((e) => e.link['@_href']),
    ...json.items.map((i) => i.url),
  ])
    assert.ok(builtFile(url), `${url} is a built page`);
  for (const page of ['intro/index.html', 'blog/index.html', '404.html']) {
    const head = await site.read(page);
    assert.match(
      head,
      /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss.xml" title="Acme blog RSS Feed">/,
    );
    assert.match(
      head,
      /<link rel="alternate" type="application\/atom\+xml" href="\/blog\/atom.xml" title="Acme blog Atom Feed">/,
    );
    assert.match(
      head,
      /<link rel="alternate" type="application\/json" href="\/blog\/feed.json" title="Acme blog JSON Feed">/,
    );
  }
});

test('posts link to docs and docs to posts, by file or route; posts are searchable under the blog, in llms.txt, with twins', async () => {
  assert.match(await article('/intro'), /href="\/blog\/2024\/01\/02\/welcome">the first post</);
  assert.match(await article('/intro'), /href="\/blog\/releases\/v1">the release</);
  assert.match(
    await article('/blog/2024/01/02/welcome'),
    /href="\/intro">the introduction<\/a> and <a href="\/blog\/releases\/v1">/,
  );
  const index = await searchIndexText(site.outDir);
  assert.match(index, /After the fold/);
  assert.match(index, /"Blog"/, 'grouped under the blog');
  assert.match(
    await site.read('llms.txt'),
    /\[Welcome\]\(https:\/\/test.example.com\/blog\/2024\/01\/02\/welcome.md\)/,
  );
  assert.match(await site.read('blog/2024/01/02/welcome.md'), /^# Welcome\n[^]*## After the fold/);
});

test('problems in posts, authors.yml and tags.yml are reported together, each at its file:line:col; warnings name theirs', async () => {
  const warned = result.warnings.map((w) => `${path.relative(site.dir, formatLocation(w.location))} ${w.message}`);
  assert.ok(
    warned.includes(
      'blog/2024-03-10-release/index.md:3:5 the post writes an author inline, but the blog has an authors map',
    ),
    warned.join('\n'),
  );
  assert.ok(
    warned.some((w) => w.startsWith('blog/undated.mdx') && /no truncate marker/.test(w)),
    warned.join('\n'),
  );
  const bad = await createSite(
    {
      'docs/intro.md': '# Intro\n',
      'blog/authors.yml': 'ok:\n  name: Ok\nbroken:\n  name: Broken\n  socials:\n    github: gh\n    x: 42\n',
      'blog/2024-01-02-post.md': '---\ntitle: Post\ndate: not a date\nauthors: [ok, nobody]\n---\n\nText.\n',
    },
    `{ title: 'T', url: 'https://t.example.com', blog: {} }`,
  );
  try {
    await assert.rejects(bad.build(), (error: unknown) => {
      assert.ok(error instanceof HubDocsErrorList);
      const found = error.errors.map(
        (e: HubDocsError) => `${path.relative(bad.dir, formatLocation(e.location))} ${e.message}`,
      );
      assert.deepEqual(found, [
        'blog/authors.yml:7:5 the author\'s social "x" must be a handle or a URL',
        'blog/2024-01-02-post.md:3:1 front-matter field "date" must be a date such as 2024-01-02, got "not a date"',
      ]);
      return true;
    });
    await bad.write('blog/2024-01-02-post.md', '---\ntitle: Post\nauthors: [ok, nobody]\ntags: [news]\n---\n\nText.\n');
    await bad.write('blog/tags.yml', 'news:\n  label: [not, text]\n');
    await assert.rejects(bad.build(), (error: unknown) => {
      assert.ok(error instanceof HubDocsErrorList);
      const found = error.errors.map(
        (e: HubDocsError) => `${path.relative(bad.dir, formatLocation(e.location))} ${e.message}`,
      );
      assert.deepEqual(found, [
        'blog/authors.yml:7:5 the author\'s social "x" must be a handle or a URL',
        'blog/tags.yml:2:3 the tag "news" must be { label, permalink, description } (strings), or nothing',
        'blog/2024-01-02-post.md:3:15 the author "nobody" is not in the authors map',
      ]);
      return true;
    });
  } finally {
    await bad.remove();
  }
});

test('two builds of the blog are byte-identical', async () => {
  const again = path.join(site.dir, 'build-again');
  await site.build({ outDir: again });
  assert.deepEqual(await snapshotDir(again), await snapshotDir(site.outDir));
});

test('a Docusaurus config: the classic preset’s blog options (or the blog plugin’s) are read with their names; no blog folder, no blog', () => {
  const blogDir = path.dirname(site.configFile);
  const options = {
    routeBasePath: '/',
    postsPerPage: 'ALL',
    blogSidebarCount: 'ALL',
    archiveBasePath: null,
    blogTitle: 'Engineering',
    feedOptions: { type: 'all', copyright: '©', limit: false },
    editUrl: 'https://e.example.com/',
    onInlineAuthors: 'ignore',
  };
  const classic = adaptDocusaurusConfig(
    { title: 'T', url: 'https://t.example.com', presets: [['classic', { docs: false, blog: options }]] },
    path.join(blogDir, 'docusaurus.config.js'),
    [],
  );
  assert.deepEqual(classic.config.blog, {
    path: 'blog',
    routeBasePath: '/',
    blogTitle: 'Engineering',
    postsPerPage: 'ALL',
    blogSidebarCount: 'ALL',
    onInlineAuthors: 'ignore',
    editUrl: 'https://e.example.com/',
    archiveBasePath: null,
    feedOptions: { type: 'all', copyright: '©', limit: false },
  });
  assert.ok(!classic.ignored.some((i) => /blog/.test(i)));
  const plugin = adaptDocusaurusConfig(
    {
      title: 'T',
      url: 'https://t.example.com',
      presets: [['classic', { blog: false }]],
      plugins: [
        ['@docusaurus/plugin-content-blog', { path: 'blog', blogTitle: 'News' }],
        ['@docusaurus/plugin-content-blog', { id: 'second', path: 'second' }],
      ],
    },
    path.join(blogDir, 'docusaurus.config.js'),
    [],
  );
  assert.equal((plugin.config.blog as { blogTitle: string }).blogTitle, 'News');
  assert.ok(plugin.ignored.includes('the blog instance "second" (second)'));
  assert.ok(
    !adaptDocusaurusConfig({ title: 'T', url: 'https://t.example.com' }, '/nowhere/docusaurus.config.js', []).config
      .blog,
  );
});
