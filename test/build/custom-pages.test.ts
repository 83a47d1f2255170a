/**
 * Custom pages (Docusaurus' pages plugin) and src/theme overrides, built from a Docusaurus
 * project with no site.config.ts (test/helpers/custom-pages-site.ts): routes and the exclude
 * defaults, the home page at /, Layout/Head in the page's head, Markdown pages, search, sitemap,
 * link check, MDXComponents and Root, the overrides' warning, and the errors of a broken page.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { build, type BuildResult } from '../../cli/build.js';
import { HubDocsError, HubDocsErrorList } from '../../cli/errors.js';
import { searchBuilt } from '../../cli/commands/search-command.js';
import { writeCustomPagesSite } from '../helpers/custom-pages-site.js';

let site: Awaited<ReturnType<typeof writeCustomPagesSite>>;
let outDir: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

before(async () => {
  site = await writeCustomPagesSite();
  outDir = path.join(site.dir, 'build');
  result = await build({ configFile: site.configFile, outDir, cache: false });
});
after(() => site.remove());

test('every page of src/pages is a route (index as its folder), but what the exclude defaults leave out', () => {
  for (const route of ['/', '/help', '/markdown-page']) assert.ok(result.routes.includes(route), route);
  for (const route of ['/_hidden', '/widget.test', '/__tests__/thing', '/types.d', '/types', '/index'])
    assert.ok(!result.routes.includes(route), route);
});

test("the home page is the site's own at /, with its Layout title and description in the one head", async () => {
  const home = await read('index.html');
  assert.match(home, /<title>Hello from Fixture Site \| Fixture Site<\/title>/);
  assert.match(
    home,
    /<meta name="description" content="The fixture&#x27;s home page">|<meta name="description" content="The fixture's home page">/,
  );
  assert.match(
    home,
    /<p id="tagline">Dinosaurs are cool(<!-- -->)?: (<!-- -->)?team@example.com<\/p>/,
    'useDocusaurusContext gives the customFields',
  );
  assert.match(home, /<a href="\/docs\/intro" class="button">Read the docs<\/a>/);
  assert.match(home, /<header class="[^"]*heroBanner[^"]*">/, "the CSS module's class");
  assert.match(home, /data-island="main"/, 'the page hydrates: its <main> is an island');
  assert.doesNotMatch(home, /class="card"/, 'not the made home page of cards');
  assert.match(home, /<link rel="alternate" type="text\/markdown" href="https:\/\/example.com\/index.md">/, 'its twin');
  assert.match(
    home,
    /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10" stroke-width="2" style="fill-rule:evenodd" class="featureSvg" role="img"><path d="M0 10L5 0L10 10z"\/><\/svg>/,
    'an SVG required from JavaScript is a component (SVGR)',
  );
  assert.match(home, /<svg [^>]*width="20"><title>Fixture logo<\/title><circle/);
  const css = await readFile(path.join(outDir, /href="\/(assets\/[^"]+\.css)"/.exec(home)![1]), 'utf8');
  assert.match(css, /heroBanner[^{]*\{[^}]*padding:\s*4rem 0/, "the CSS module joins the site's stylesheet");
  assert.match(css, /\.hero--primary\s*\{/, "Infima's layout classes, for the custom pages");
});

test('Head sets the title (as written, as in Docusaurus) and description; noFooter and wrapperClassName shape the page around it', async () => {
  const help = await read('help/index.html');
  assert.match(help, /<title>Need help\?<\/title>/);
  assert.match(help, /<meta name="description" content="Where to ask">/);
  assert.match(help, /class="main-wrapper help-wrapper"/);
  assert.doesNotMatch(help, /<footer/);
  assert.match(await read('index.html'), /<footer/);
});

test("a Markdown page has the doc layout without a sidebar: its front-matter title, its TOC, MDXComponents' components", async () => {
  const page = await read('markdown-page/index.html');
  assert.match(page, /<title>Markdown page example \| Fixture Site<\/title>/);
  assert.match(page, /<h1 class="doc__title">Markdown page example<\/h1>/);
  assert.match(page, /<a href="#two" class="toc__link">Section two<\/a>/);
  assert.match(page, /<span class="highlight" style="background-color:#1877F2/);
  assert.doesNotMatch(page, /has-sidebar|class="breadcrumbs"/);
});

test("custom pages have Markdown twins and are in llms.txt: a component's rendered text, a Markdown page's source as a doc's", async () => {
  assert.equal(
    await read('index.md'),
    '# Hello from Fixture Site\n\n# Fixture Site\n\nDinosaurs are cool: team\\@example.com\n\n' +
      '[Read the docs](https://example.com/docs/intro.md)[Get help](https://example.com/help.md)\n\n### Easy to Use\n',
    'no React text separator, no button; links to the twins',
  );
  assert.equal(
    await read('help.md'),
    '# Need help?\n\n## Ask the forum\n\nTip\n\nSearch first: zebrafish answers wait there.\n',
  );
  assert.equal(
    await read('markdown-page.md'),
    "# Markdown page example\n\nYou don't need React to write simple standalone pages. Blue\n\n## Section two\n\n" +
      'Text of two, with a [link to the docs](https://example.com/docs/intro.md).\n',
  );
  const llms = await read('llms.txt');
  for (const line of [
    "- [Hello from Fixture Site](https://example.com/index.md): The fixture's home page",
    '- [Need help?](https://example.com/help.md): Where to ask',
    '- [Markdown page example](https://example.com/markdown-page.md): ',
  ]) {
    assert.ok(llms.includes(line), line);
  }
  assert.match(
    await read('llms-full.txt'),
    /# Need help\?\n\nSource: <https:\/\/example.com\/help>\n\n## Ask the forum/,
  );
  // A doc's link to a custom page goes to its twin, which exists now.
  assert.match(await read('docs/intro.md'), /\[help\]\(https:\/\/example.com\/help.md\)/);
});

test("src/theme: MDXComponents reaches every MDX page (a doc using its component becomes a module), Root wraps every page's content, other overrides are one warning", async () => {
  const intro = await read('docs/intro/index.html');
  assert.match(intro, /<span class="highlight" style="background-color:#25c2a0[^>]*>highlighted<\/span>/);
  assert.match(intro, /<main [^>]*data-island="main"><div data-root="yes"><div class="doc">/);
  const plain = await read('docs/plain/index.html');
  assert.match(
    plain,
    /<main [^>]*data-island="main"><div data-root="yes"><div class="doc">/,
    'a page of Markdown only too',
  );
  assert.match(
    plain,
    /<script type="application\/json" id="__hub-page"/,
    'its content stays HTML (no chunk of its own)',
  );
  const overrides = result.warnings.filter((w) => /theme components it overrides/.test(w.message));
  assert.equal(overrides.length, 1);
  assert.match(overrides[0].message, /: DocItem\/Footer$/);
});

test("custom pages are in search (from the last version's index), the sitemap and the link check's routes", async () => {
  const found = await searchBuilt({ query: 'zebrafish', outDir, limit: 5 });
  assert.equal(found[0]?.url.split('#')[0], '/help');
  const sitemap = await read('sitemap.xml');
  for (const route of ['https://example.com/', 'https://example.com/help', 'https://example.com/markdown-page'])
    assert.ok(sitemap.includes(`<loc>${route}</loc>`), route);
  // onBrokenLinks is "throw": the docs' links to / and /help passed.
  assert.deepEqual(
    result.warnings.filter((w) => /link/.test(w.message)),
    [],
  );
});

async function buildWith(extra: Record<string, string>): Promise<{ error: unknown; result: BuildResult | null }> {
  const broken = await writeCustomPagesSite(extra);
  const out = await mkdtemp(path.join(tmpdir(), 'hub-docs-custom-pages-out-'));
  try {
    return { error: null, result: await build({ configFile: broken.configFile, outDir: out, cache: false }) };
  } catch (error) {
    return { error, result: null };
  } finally {
    await broken.remove();
    await rm(out, { recursive: true, force: true });
  }
}

test('a page that throws on the server is an error at its file:line:col, with the component stack', async () => {
  const { error } = await buildWith({
    'src/pages/broken.js': `import Layout from '@theme/Layout';
function Inner() {
  const items = undefined;
  return <p>{items.length}</p>;
}
export default function Broken() {
  return <Layout><Inner /></Layout>;
}
`,
  });
  assert.ok(error instanceof HubDocsError, String(error));
  assert.match(error.message, /the page \/broken throws while rendering on the server: .*length/);
  assert.match(error.message, /in Inner < Layout < Broken/);
  assert.match(error.location!.file, /src\/pages\/broken\.js$/);
  assert.equal(error.location!.line, 4);
});

test('a syntax error and a missing import name the file:line:col; a broken link of a page is reported as onBrokenLinks says', async () => {
  const { error } = await buildWith({
    'src/pages/syntax.js': 'export default function Syntax() {\n  return <p>unclosed</div>;\n}\n',
    'src/pages/missing.js':
      "import Thing from './not-there';\nexport default function Missing() { return <Thing />; }\n",
  });
  const errors = error instanceof HubDocsErrorList ? error.errors : [error as HubDocsError];
  const syntax = errors.find((e) => e.location?.file.endsWith('syntax.js'));
  assert.ok(syntax, errors.map((e) => e.message).join('\n'));
  assert.equal(syntax.location!.line, 2);
  assert.ok(syntax.location!.column! > 1);
  const missing = errors.find((e) => e.location?.file.endsWith('missing.js'));
  assert.ok(missing && /not-there/.test(missing.message), errors.map((e) => e.message).join('\n'));
  assert.equal(missing.location!.line, 1);

  const linked = await buildWith({
    'src/pages/links.js':
      'import Link from \'@docusaurus/Link\';\nexport default function L() { return <Link to="/nowhere">x</Link>; }\n',
  });
  assert.ok(linked.error instanceof HubDocsError, String(linked.error));
  assert.match(linked.error.message, /links to \/nowhere, which is no page of the site/);
  assert.match(linked.error.location!.file, /src\/pages\/links\.js$/);
});

test('a custom page whose route a doc has is left out, with a warning naming both files', async () => {
  const { result: built } = await buildWith({
    'src/pages/docs/intro.js': 'export default function X() { return null; }\n',
  });
  const warning = built!.warnings.find((w) => /also the route of/.test(w.message));
  assert.ok(warning, built!.warnings.map((w) => w.message).join('\n'));
  assert.match(warning.message, /\/docs\/intro is also the route of docs\/intro\.md/);
});

// Docusaurus' pages plugin gives a component page the site's config as its `config` prop (Jest's home page reads
// `this.props.config`): the page renders, on the server and in the probe that reads its title.
test("a component page gets the site's config as its `config` prop, as Docusaurus gives it", async () => {
  const { writeTempFolder } = await import('../helpers/site.js');
  const site = await writeTempFolder('hub-docs-page-config-', {
    'docusaurus.config.js': `module.exports = { title: 'Configured', tagline: 'A tagline', url: 'https://c.example.com',
  baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]] };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
    'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
export default class Home extends React.Component {
  render() {
    const { config: siteConfig } = this.props;
    return <Layout title={siteConfig.tagline}><h1>{siteConfig.title}</h1></Layout>;
  }
}
`,
  });
  try {
    const out = path.join(site, 'build');
    await build({ configFile: path.join(site, 'docusaurus.config.js'), outDir: out, cache: false });
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    assert.match(home, /<h1>Configured<\/h1>/);
    assert.match(home, /<title>A tagline \| Configured<\/title>/);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test('an @site/ import of a file the site does not have is an error saying the import as written, at its line', async () => {
  const { writeTempFolder } = await import('../helpers/site.js');
  const site = await writeTempFolder('hub-docs-site-import-', {
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]] };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
    'src/pages/index.js': `import React from 'react';
import backers from '@site/backers.json';
export default function Home() {
  return <p>{backers.length} backers</p>;
}
`,
  });
  try {
    await assert.rejects(
      build({ configFile: path.join(site, 'docusaurus.config.js'), outDir: path.join(site, 'build'), cache: false }),
      (error: Error & { location?: { file: string; line?: number } }) =>
        /"@site\/backers\.json"/.test(error.message) &&
        !/\.\/backers\.json/.test(error.message) &&
        error.location?.file === path.join(site, 'src', 'pages', 'index.js') &&
        error.location.line === 2,
    );
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});
