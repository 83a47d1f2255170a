/**
 * The site's src/theme/Root (Docusaurus' Root, which wraps the whole app) wraps every page the
 * site has: docs with and without components, a Markdown and a React custom page, the blog's
 * post, list and tag pages, the docs' tag and generated index pages, search and 404. In the
 * server's HTML, and after hydration (its effect runs, its state works), also after a client
 * navigation, without a hydration warning.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { build } from '../../cli/build.js';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { CUSTOM_PAGES_FILES, writeCustomPagesSite } from '../helpers/custom-pages-site.js';
import type { Browser } from 'playwright-core';

const FILES: Record<string, string> = {
  'docusaurus.config.js': CUSTOM_PAGES_FILES['docusaurus.config.js'].replace('blog: false', 'blog: {}'),
  'src/theme/Root.js': `import React from 'react';
export default function Root({ children }) {
  const [mounted, setMounted] = React.useState(false);
  const [count, setCount] = React.useState(0);
  React.useEffect(() => setMounted(true), []);
  return (
    <div data-root="yes" data-mounted={mounted ? 'yes' : 'no'}>
      <button type="button" className="root-counter" onClick={() => setCount(count + 1)}>Root {count}</button>
      {children}
    </div>
  );
}
`,
  'docs/tagged.md': '---\ntags: [alpha]\n---\n\n# Tagged\n\nA doc with a tag.\n',
  'docs/guides/_category_.json': '{ "label": "Guides", "link": { "type": "generated-index" } }\n',
  'docs/guides/one.md': '# One\n\nThe first guide.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [news]\n---\n\nThe post.\n\n<!-- truncate -->\n\nMore.\n',
};

/** Every kind of page the site has. */
const ROUTES = [
  '/',
  '/help',
  '/markdown-page',
  '/docs/intro',
  '/docs/plain',
  '/docs/tags/alpha',
  '/docs/category/guides',
  '/blog',
  '/blog/2024/01/02/hello',
  '/blog/tags/news',
  '/search',
  '/404',
];

let dir: string;
let remove: () => Promise<void>;
let outDir: string;
let server: Awaited<ReturnType<typeof serveDir>>;
let browser: Browser;

before(async () => {
  ({ dir, remove } = await writeCustomPagesSite(FILES));
  outDir = path.join(dir, 'build');
  await build({ configFile: path.join(dir, 'docusaurus.config.js'), outDir, cache: false });
  server = await serveDir(outDir);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await remove?.();
});

const fileOf = (route: string) =>
  route === '/' ? 'index.html' : route === '/404' ? '404.html' : `${route.slice(1)}/index.html`;

test('the server renders every page inside the Root', async () => {
  for (const route of ROUTES) {
    const html = await readFile(path.join(outDir, fileOf(route)), 'utf8');
    assert.match(html, /<main [^>]*data-island="main"[^>]*><div data-root="yes" data-mounted="no"><button/, route);
    assert.equal(html.match(/data-root="yes"/g)?.length, 1, `${route}: one Root`);
  }
});

test('every page hydrates inside the Root: its effect runs and its state works, after a load and a client navigation', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  for (const route of ROUTES) {
    await page.goto(server.url + (route === '/404' ? '/no-such-page' : route));
    await hydrated(page);
    await page
      .waitForSelector('main [data-root="yes"][data-mounted="yes"]', { timeout: 5000 })
      .catch(() => assert.fail(`${route}: Root not hydrated`));
    await page.click('.root-counter');
    await page.waitForFunction(() => document.querySelector('.root-counter')?.textContent === 'Root 1');
  }
  // A client navigation from a static doc to another: the new page's Root hydrates too.
  await page.goto(server.url + '/docs/plain');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.click('.navbar__items a[href="/docs/intro"]');
  await page.waitForFunction(() => document.title.startsWith('Intro'));
  await page.waitForSelector('main [data-root="yes"][data-mounted="yes"]');
  assert.equal(
    await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept),
    true,
    'no full page load',
  );
  assert.deepEqual(
    errors.filter((e) => !/404/.test(e)),
    [],
  );
  await page.close();
});
