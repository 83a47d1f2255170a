/**
 * The site around a Docusaurus project's docs, from a config written as Docusaurus' documentation
 * shows it: custom CSS (several files, Infima properties for both modes), navbar and footer items
 * with a className, html items, and the client-redirects plugin's redirects.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { build, type BuildResult } from '../../cli/build.js';
import { writeTempFolder } from '../helpers/site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Gadgets',
  url: 'https://gadgets.example.com',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: false },
        blog: false,
        theme: { customCss: [require.resolve('./src/css/custom.css'), './src/css/brand.css'] },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: ['/docs/old-intro', '/docs/legacy/intro'], to: '/docs/intro' },
          { from: '/docs/setup', to: '/docs/guide#install' },
          { from: '/chat', to: 'https://discord.example.com/gadgets' },
        ],
        createRedirects(existingPath) {
          if (existingPath.startsWith('/docs/')) return existingPath.replace('/docs/', '/documentation/');
          return undefined;
        },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Gadgets',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', className: 'navbar-docs-link' },
        { type: 'html', position: 'right', value: '<span class="beta-badge">beta</span>', className: 'navbar-badge' },
        { href: 'https://github.com/example/gadgets', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      ],
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Guide', to: '/docs/guide', className: 'footer-guide' }] },
        { title: 'More', items: [{ html: '<a href="https://www.netlify.com" class="netlify-badge"><img src="/img/netlify.svg" alt="Deploys by Netlify"></a>' }] },
      ],
      copyright: 'Copyright © Gadgets',
    },
  },
};
module.exports = config;
`,
  'docs/intro.md': '# Intro\n\nWelcome. See the [guide](./guide.md).\n',
  'docs/guide.md': '# Guide\n\nHow to use gadgets.\n\n## Install\n\nRun the installer.\n',
  'static/img/netlify.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  'src/css/custom.css': `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-font-family-base: 'Georgia', serif;
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-navbar-background-color: #1b1b1d;
}
.header-github-link::before { content: 'GH'; }
`,
  // A URL from the site's root names a file of static/, as in Docusaurus.
  'src/css/brand.css':
    '.beta-badge { color: var(--ifm-color-primary); }\n.hero { background: url(/img/netlify.svg) no-repeat; }\n',
};

let dir: string;
let outDir: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

before(async () => {
  dir = await writeTempFolder('hub-docs-docusaurus-site-', FILES);
  outDir = path.join(dir, 'build');
  result = await build({ configFile: path.join(dir, 'docusaurus.config.js'), outDir, cache: false });
});
after(() => rm(dir, { recursive: true, force: true }));

test("what this config has that hub-docs leaves out is one warning: the footer's column titles (one row of links)", () => {
  assert.deepEqual(
    result.warnings.map((w) => w.message),
    [
      "hub-docs builds this Docusaurus project's docs; it leaves out the footer's column titles (Docs, More: the footer is one row)",
    ],
  );
});

test('theme.customCss: every file, in order, after the theme’s own; the Infima properties each mode sets carried onto the theme’s tokens', async () => {
  const page = await read('docs/intro/index.html');
  const [href] = [...page.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  const css = await read(href);
  const custom = css.search(/--ifm-color-primary: ?#2e8555/);
  const brand = css.indexOf('.beta-badge{');
  assert.ok(css.indexOf('.navbar{') < custom && custom < brand, 'theme, custom.css, brand.css');
  const rule = (mode: string) =>
    [...css.slice(custom).matchAll(/([^{}]+)\{([^}]*)\}/g)]
      .filter(([, selector]) => selector.split(',').includes(`html[data-theme=${mode}]`))
      .map((m) => m[2])
      .join(';');
  assert.match(rule('light'), /--primary-hover: ?#29784c/, 'the site’s darker shade (readable as it is)');
  assert.match(rule('light'), /--font-sans: ?var\(--ifm-font-family-base\)/);
  assert.doesNotMatch(rule('light'), /--navbar-bg/, 'the navbar colour is set for dark only');
  assert.match(rule('dark'), /--navbar-bg: ?#1b1b1d/);
  assert.match(rule('dark'), /--primary: ?#25c2a0/);
});

test("a URL from the site's root in CSS is the static folder's file, bundled under a hashed name", async () => {
  const page = await read('docs/intro/index.html');
  const [href] = [...page.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  const css = await read(href);
  const url = /\.hero\{background:url\("?(\/assets\/media\/netlify-[A-Z0-9]+\.svg)"?\)/.exec(css)?.[1];
  assert.ok(url, css.slice(css.indexOf('.hero')));
  assert.equal(await read(url.slice(1)), FILES['static/img/netlify.svg']);
});

test("a URL from the site's root in CSS that static/ does not have stops the build, naming the stylesheet's line", async () => {
  const broken = await writeTempFolder('hub-docs-css-url-', {
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: ['./src/custom.css'] } }]] };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
    'src/custom.css': '.a { color: red; }\n.hero { background: url(/img/gone.png); }\n',
  });
  try {
    await assert.rejects(
      build({
        configFile: path.join(broken, 'docusaurus.config.js'),
        outDir: path.join(broken, 'build'),
        cache: false,
      }),
      (error: Error & { location?: { file: string; line?: number } }) =>
        /url\(\/img\/gone\.png\) names no file of the static folder/.test(error.message) &&
        error.location?.file === path.join(broken, 'src', 'custom.css') &&
        error.location.line === 2,
    );
  } finally {
    await rm(broken, { recursive: true, force: true });
  }
});

test("titleDelimiter stands between a page's title and the site's, as in Docusaurus", async () => {
  const site = await writeTempFolder('hub-docs-title-delimiter-', {
    'docusaurus.config.js': `module.exports = { title: 'Dots', titleDelimiter: '·', url: 'https://t.example.com',
  baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  try {
    const out = path.join(site, 'build');
    await build({ configFile: path.join(site, 'docusaurus.config.js'), outDir: out, cache: false });
    assert.match(await readFile(path.join(out, 'intro', 'index.html'), 'utf8'), /<title>Intro · Dots<\/title>/);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test("the footer's copyright and the announcement bar's content are HTML, as Docusaurus shows them (links, entities, the bar's colours), and the footer's logo is shown", async () => {
  const site = await writeTempFolder('hub-docs-footer-', {
    'docusaurus.config.js': `module.exports = { title: 'F', url: 'https://f.example.com', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themeConfig: { footer: {
    logo: { alt: 'Foundation logo', src: 'img/logo.svg', href: 'https://example.org/' },
    copyright: '<p>Copyright <a href="https://example.org">Example</a> Foundation. Marks&trade;</p>',
  }, announcementBar: { id: 'v2', content: 'Version 2 is out: <a href="/docs/intro">read what changed</a>',
    backgroundColor: '#20232a', textColor: '#fff' } } };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  });
  try {
    const out = path.join(site, 'build');
    await build({ configFile: path.join(site, 'docusaurus.config.js'), outDir: out, cache: false });
    const footer = /<footer class="footer">[^]*?<\/footer>/.exec(
      await readFile(path.join(out, 'intro', 'index.html'), 'utf8'),
    )![0];
    assert.match(
      footer,
      /<div class="footer__copyright"><p>Copyright <a href="https:\/\/example\.org">Example<\/a> Foundation\. Marks&trade;<\/p><\/div>/,
    );
    assert.match(footer, /<img class="footer__logo" src="\/img\/logo\.svg" alt="Foundation logo"/);
    // The announcement bar's content is HTML too, in its colours.
    const page = await readFile(path.join(out, 'intro', 'index.html'), 'utf8');
    assert.match(
      page,
      /<div class="announcement-bar" role="region" aria-label="[^"]+" style="background-color:#20232a;color:#fff"><div class="announcement-bar__content">Version 2 is out: <a href="\/docs\/intro">read what changed<\/a><\/div>/,
    );
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test('a link into a docs instance hub-docs leaves out is no broken link (config externalRoutes); one to no page still is', async () => {
  const files = (body: string) => ({
    'docusaurus.config.js': `module.exports = { title: 'Two', url: 'https://two.example.com', baseUrl: '/',
  onBrokenLinks: 'throw', presets: [['classic', { docs: {}, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]] };\n`,
    'docs/intro.md': `# Intro\n\n${body}\n`,
    'community/support.md': '# Support\n\nAsk.\n',
  });
  const site = await writeTempFolder('hub-docs-external-routes-', files('See [support](/community/support).'));
  try {
    const out = path.join(site, 'build');
    const built = await build({ configFile: path.join(site, 'docusaurus.config.js'), outDir: out, cache: false });
    assert.match(built.warnings.map((w) => w.message).join('\n'), /the docs instance "community"/);
    assert.match(await readFile(path.join(out, 'docs', 'intro', 'index.html'), 'utf8'), /href="\/community\/support"/);
    await writeFile(path.join(site, 'docs', 'intro.md'), '# Intro\n\nSee [nothing](/nowhere).\n');
    await assert.rejects(
      build({ configFile: path.join(site, 'docusaurus.config.js'), outDir: out, cache: false }),
      /broken link: no page has the route "\/nowhere"/,
    );
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test('navbar and footer items: className on links, html items shown as they are', async () => {
  const page = await read('docs/intro/index.html');
  const navbar = /<header class="navbar">[^]*?<\/header>/.exec(page)![0];
  assert.match(
    navbar,
    /<a class="navbar__link is-active navbar-docs-link" href="\/docs\/intro" aria-current="page">Docs<\/a>/,
  );
  assert.match(navbar, /<li class="navbar-badge"><span class="beta-badge">beta<\/span><\/li>/);
  assert.match(
    navbar,
    /<a class="navbar__link header-github-link" href="https:\/\/github.com\/example\/gadgets"[^>]*aria-label="GitHub repository"[^>]*><\/a>/,
    'an icon link: no text, its name in aria-label, its icon from its class’s CSS',
  );
  const footer = /<footer class="footer">[^]*?<\/footer>/.exec(page)![0];
  assert.match(footer, /<a href="\/docs\/guide" class="footer-guide">Guide<\/a>/);
  assert.match(
    footer,
    /<li><a href="https:\/\/www.netlify.com" class="netlify-badge"><img src="\/img\/netlify.svg" alt="Deploys by Netlify"><\/a><\/li>/,
  );
});

test('client redirects: a page for each `from` (one path or several, and what createRedirects gives), sending the reader to its target with a meta refresh, location.replace and a canonical link', async () => {
  const page = await read('docs/old-intro/index.html');
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
  assert.match(page, /<link rel="canonical" href="https:\/\/gadgets.example.com\/docs\/intro">/);
  assert.match(
    page,
    /<script>location.replace\("\/docs\/intro" \+ location.search \+ location.hash\);<\/script>/,
    'the query and hash the reader came with are kept',
  );
  assert.match(
    page,
    /<a href="\/docs\/intro">https:\/\/gadgets.example.com\/docs\/intro<\/a>/,
    'and a link, for a reader whose browser does not follow',
  );
  assert.match(await read('docs/legacy/intro/index.html'), /url=\/docs\/intro"/);
  assert.match(
    await read('docs/setup/index.html'),
    /location.replace\("\/docs\/guide#install" \+ location.search\)/,
    'a target with its own hash keeps it',
  );
  assert.match(await read('chat/index.html'), /<link rel="canonical" href="https:\/\/discord.example.com\/gadgets">/);
  for (const route of ['intro', 'guide'])
    assert.match(
      await read(`documentation/${route}/index.html`),
      new RegExp(`url=/docs/${route}"`),
      'createRedirects: called with every route',
    );
  assert.ok(
    !result.routes.includes('/docs/old-intro'),
    'a redirect is not a page (not in the sitemap, search or llms.txt)',
  );
  assert.doesNotMatch(await read('sitemap.xml'), /old-intro|documentation/);
});
