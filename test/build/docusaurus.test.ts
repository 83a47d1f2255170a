/**
 * A Docusaurus project builds unchanged (test/fixtures/docusaurus: a create-docusaurus site with
 * what real sites add): its config and sidebars file, .md with HTML, admonitions and comments,
 * Tabs, partials, mdx-code-block, DocCardList, number prefixes, a category file in YAML, and a
 * component of the site with a CSS module.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../cli/build.js';
import type { RouteManifest, Sidebars } from '../../theme/types.js';
import { searchIndexText } from '../helpers/search-index.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus/', import.meta.url));
let outDir: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
/** The content of a page (its article), without the navbar, sidebar and footer. */
const article = async (route: string) => /<article[^]*<\/article>/.exec(await read(`${route.slice(1)}/index.html`))![0];

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-docusaurus-'));
  result = await build({ configFile: path.join(FIXTURE, 'docusaurus.config.js'), outDir, cache: false });
});
after(() => rm(outDir, { recursive: true, force: true }));

test('docs are served under /docs at their Docusaurus routes: slugs, number prefixes dropped, generated indexes', () => {
  assert.deepEqual(result.routes, [
    '/',
    '/404',
    '/docs/api/limits',
    '/docs/api/overview',
    '/docs/api/where',
    '/docs/basics/first',
    '/docs/basics/second',
    '/docs/category/basics',
    '/docs/intro',
    '/docs/tags',
    '/docs/tags/getting-started',
    '/docs/tags/widgets',
    '/search',
  ]);
});

test('the config is read for what hub-docs has, and what it leaves out is one warning naming the config file', async () => {
  const index = await read('docs/intro/index.html');
  assert.match(index, /<title>Intro \| Widget Docs<\/title>/);
  assert.match(index, /<img[^>]*src="\/img\/logo.svg"[^>]*alt="Widgets logo"/);
  assert.match(index, /href="\/docs\/intro"[^>]*>Tutorial</, 'a docSidebar item links to the sidebar’s first doc');
  assert.match(index, /href="\/docs\/api\/overview"[^>]*>API</, 'a doc item links to the doc');
  assert.match(index, /Copyright © 2026 Widgets, Inc\. Built with Docusaurus\./);
  // Its blog is off, it has no src/pages, its prism themes are known by name and its custom CSS is applied: what is
  // left out is the footer's shape (hub-docs' footer is one row of links, in the theme's colours).
  assert.deepEqual(
    result.warnings.map((w) => w.message),
    [
      `hub-docs builds this Docusaurus project's docs; it leaves out the footer's column titles (Docs: the footer is one row); the footer's style "dark"`,
    ],
  );
});

test('theme.customCss joins the one stylesheet after the theme’s own, and the Infima colour it sets becomes the theme’s primary colour (made readable)', async () => {
  const page = await read('docs/intro/index.html');
  const stylesheets = [...page.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  assert.equal(stylesheets.length, 1, 'one stylesheet');
  const css = await read(stylesheets[0]);
  const custom = css.search(/--ifm-color-primary: ?#2e8555/);
  assert.ok(custom > css.indexOf('.navbar{'), 'the site’s CSS comes after the theme’s');
  assert.ok(custom > css.indexOf('.token'), 'and after the code theme’s');
  // The rule of each mode (esbuild may merge the two when they are the same).
  const tokens = (mode: string) =>
    [...css.slice(custom).matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selector]) =>
      selector.split(',').includes(`html[data-theme=${mode}]`),
    )?.[2] ?? '';
  // #2e8555 made readable on each mode's backgrounds (its hue kept: site-stylesheet.test.ts).
  assert.match(tokens('light'), /--primary: ?#29784d;[^}]*--link: ?#29784d/);
  assert.match(tokens('dark'), /--primary: ?#39a56a/, 'set on :root, it is the colour of both modes, as in Docusaurus');
});

test('a navbar dropdown stays a dropdown: a closed menu of its links (a doc, a route, a URL) that is marked active on its links’ pages', async () => {
  const dropdownOf = async (route: string) =>
    /<div class="nav-dropdown link-dropdown">[^]*?<\/div>/.exec(await read(`${route.slice(1)}/index.html`))?.[0] ?? '';
  const intro = await dropdownOf('/docs/intro');
  assert.match(
    intro,
    /^<div class="nav-dropdown link-dropdown"><button type="button" class="navbar__link nav-dropdown__toggle" aria-expanded="false" aria-controls="([^"]+)">More<span[^>]*><\/span><\/button><ul id="\1" class="nav-dropdown__menu" hidden="">/,
  );
  assert.deepEqual(
    [...intro.matchAll(/<a class="nav-dropdown__link" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`),
    [
      'Limits /docs/api/limits',
      'Second steps /docs/basics/second',
      'Changelog https://github.com/example/widgets/releases',
    ],
  );
  assert.match(
    intro,
    /href="https:\/\/github.com\/example\/widgets\/releases" target="_blank" rel="noopener noreferrer"/,
  );
  const limits = await dropdownOf('/docs/api/limits');
  assert.match(limits, /class="navbar__link nav-dropdown__toggle is-active"/);
  assert.match(
    limits,
    /<a class="nav-dropdown__link is-active" href="\/docs\/api\/limits" aria-current="page">Limits</,
  );
  // Not also flattened into the navbar's links.
  assert.doesNotMatch(await read('docs/intro/index.html'), /<a class="navbar__link[^"]*" href="\/docs\/api\/limits"/);
});

test('a .md page: its HTML comment is gone, its HTML and admonition render, links to files become routes', async () => {
  const intro = await article('/docs/intro');
  assert.doesNotMatch(intro, /writer’s note|writer's note/);
  assert.match(intro, /<details[^>]*>\s*<summary>More about widgets<\/summary>/);
  assert.match(intro, /class="admonition admonition--tip"[^]*Quick start[^]*Start with the basics\./);
  assert.match(intro, /href="\/docs\/basics\/first"/);
  assert.match(intro, /href="\/docs\/basics\/first#set-up"/);
});

test('Tabs and a partial render into the page’s HTML; the page needs no chunk and nothing of its imports shows', async () => {
  const first = await article('/docs/basics/first');
  assert.match(first, /role="tablist"[^]*>npm<[^]*>Yarn</);
  const text = first.replace(/<[^>]+>/g, '');
  assert.match(text, /npm install widgets[^]*yarn add widgets/, 'both panels are in the HTML');
  assert.match(first, /<h2[^>]*id="shared-part"/);
  assert.match(text, /Everything about widgets in one place/);
  assert.match(first, /href="\/docs\/intro"/, 'a link in the partial resolves from the partial’s folder');
  assert.doesNotMatch(first, /import |@theme|<Shared/);
  const page = await read('docs/basics/first/index.html');
  assert.match(page, /class="toc[^"]*"[^]*href="#shared-part"/, 'the partial’s heading is in the TOC');
  const manifest = JSON.parse(await read('route-manifest.json')) as RouteManifest;
  assert.equal(manifest.routes['/docs/basics/first'], undefined);
});

test('DocCardList in an mdx-code-block lists the page’s category', async () => {
  const second = await article('/docs/basics/second');
  assert.match(second, /<ul class="cards">[^]*href="\/docs\/basics\/first"[^]*First[^]*href="\/docs\/basics\/second"/);
  assert.doesNotMatch(second, /mdx-code-block|DocCardList|data-hub-slot/);
});

test('a page with a component of the site: @site alias, JSX in .js, its CSS module styled alike on the server and in the browser', async () => {
  const overview = await article('/docs/api/overview');
  const className = /<span class="([^"]+)">beta<\/span>/.exec(overview)?.[1];
  assert.ok(className?.startsWith('Badge_'), overview);
  const manifest = JSON.parse(await read('route-manifest.json')) as RouteManifest;
  const [page, ...imports] = manifest.routes['/docs/api/overview'];
  const code = (
    await Promise.all([page, ...(imports as number[]).map((i) => manifest.chunks[i])].map((url) => read(url.slice(1))))
  ).join('\n');
  assert.ok(code.includes(JSON.stringify(className)), 'the browser bundle uses the server’s class name');
  const stylesheet = /<link rel="stylesheet" href="\/([^"]+)"/.exec(await read('docs/api/overview/index.html'))![1];
  const css = await read(stylesheet);
  assert.ok(css.includes(`.${className}{`), 'the module’s rules are in the site’s stylesheet');
  assert.match(css, /--ifm-color-emphasis-300:/, 'Infima’s custom properties are defined');
  assert.equal(
    (await readdir(path.join(outDir, 'assets'))).filter((f) => f.endsWith('.css')).length,
    1,
    'one stylesheet',
  );
});

test('a .md page with an import, raw HTML and a component renders all three', async () => {
  const limits = await article('/docs/api/limits');
  assert.match(limits, /Rate limits are <span class="Badge_[^"]+">enforced<\/span> per key\./);
  assert.match(limits, /<table>[^]*<th>Per minute<\/th>[^]*<td>600<\/td>/);
  assert.doesNotMatch(limits, /import Badge/);
});

test('no page shows an import statement in its HTML', async () => {
  for (const route of result.routes.filter((r) => r !== '/404')) {
    const html = await read(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
    assert.doesNotMatch(html.replace(/<script[^]*?<\/script>/g, ''), /import\s+[\w{][^<]*\sfrom\s/, route);
  }
});

test('the sidebars file: two sidebars, each page shows its own, the generated index lists its category', async () => {
  const sidebars = JSON.parse(await read('sidebar.json')) as Sidebars;
  assert.deepEqual(Object.keys(sidebars).sort(), ['apiSidebar', 'tutorialSidebar']);
  const sidebarOf = async (route: string) =>
    /<nav class="sidebar__nav"[^]*?<\/nav>/
      .exec(await read(`${route.slice(1)}/index.html`))![0]
      .replace(/<[^>]+>/g, ' ');
  const tutorial = await sidebarOf('/docs/intro');
  assert.match(tutorial, /Intro[^]*Basics/);
  assert.doesNotMatch(tutorial, /API overview/);
  const api = await sidebarOf('/docs/api/overview');
  assert.match(api, /Limits[^]*API overview/, 'a page with a position comes before one without, as in Docusaurus');
  assert.doesNotMatch(api, /Intro|Basics/);
  const category = await article('/docs/category/basics');
  assert.match(category, /The basics of widgets\./);
  assert.match(category, /href="\/docs\/basics\/first"[^]*href="\/docs\/basics\/second"/);
});

test('tags: listed under each tagged doc, a page per tag listing its docs, and a page of all tags', async () => {
  const intro = await article('/docs/intro');
  assert.match(
    intro,
    /<b>Tags:<\/b><ul class="tags"><li><a class="tag" href="\/docs\/tags\/getting-started" rel="tag">getting-started<\/a><\/li><li><a class="tag" href="\/docs\/tags\/widgets" rel="tag">Widgets<\/a><\/li><\/ul>/,
  );
  const widgets = await article('/docs/tags/widgets');
  assert.match(widgets, /<h1 class="doc__title">2 docs tagged with &quot;Widgets&quot;<\/h1>/);
  assert.match(widgets, /href="\/docs\/basics\/first"[^]*href="\/docs\/intro"/);
  assert.match(widgets, /href="\/docs\/tags">Tags<\/a>/, 'a breadcrumb back to all tags');
  assert.match(await article('/docs/tags/getting-started'), /One doc tagged with &quot;getting-started&quot;/);
  const all = await article('/docs/tags');
  assert.match(all, /href="\/docs\/tags\/getting-started"[^]*1 doc[^]*href="\/docs\/tags\/widgets"[^]*2 docs/);
});

test('the search index holds the pages’ text, not their imports or comments', async () => {
  const text = await searchIndexText(outDir);
  assert.match(text, /Everything about widgets in one place/);
  assert.doesNotMatch(text, /import Tabs|@theme\/|writer's note|DocCardList/);
});

test('a component using @docusaurus/router, useIsBrowser, Interpolate and useGlobalData renders on the server as Docusaurus renders it there', async () => {
  const where = await article('/docs/api/where');
  assert.match(where, /<p id="where-path">\/docs\/api\/where<\/p>/);
  assert.match(where, /<p id="where-search">no query<\/p>/);
  assert.match(where, /<p id="where-env">server<\/p>/, 'useIsBrowser is false on the server');
  assert.match(where, /<p id="where-match">api \/ where<\/p>/);
  assert.match(where, /<p id="where-docs">\/docs<\/p>/);
  assert.match(where, /Hello <b>reader<\/b>/);
});
