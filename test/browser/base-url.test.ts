/**
 * A site with `baseUrl: '/docs/'`, served by a host that answers only under /docs/ (a GitHub
 * Pages project site): every link and asset of every page resolves, on a first load and after
 * client navigation, and so does every URL of the twins, llms.txt, llms-full.txt, the sitemap
 * and robots.txt.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { createSite, page, type TestSite } from '../helpers/site.js';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { HEAD_TAGS_SELECTOR } from '../../theme/head.js';

const BASE = '/docs/';
const PUBLIC = 'https://base.example.com';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

let site: TestSite;
let server: { url: string; close: () => Promise<void> };
let browser: Browser;

before(async () => {
  site = await createSite(
    {
      'docs/index.mdx': page('Welcome', 'Start with [the setup](./guide/setup.mdx).\n\n![A figure](./figure.svg)'),
      'docs/figure.svg': ICON,
      'static/img/icon.svg': ICON,
      'docs/guide/_category_.json': JSON.stringify({
        label: 'Guide',
        position: 1,
        link: { type: 'generated-index', slug: '/category/guide' },
      }),
      'docs/guide/setup.mdx': page(
        'Setup',
        '## Install\n\nInstall the relay on a server.',
        'tags: [install, basics]\nsidebar_position: 1\n',
      ),
      'docs/guide/usage.mdx': page(
        'Usage',
        '## Run\n\nRun the relay as a service.',
        'tags: [basics]\nsidebar_position: 2\n',
      ),
      // Content of its own (a module) showing the page's data: rendered alike by the server and the browser.
      'docs/guide/parts.mdx': page(
        'Parts',
        "import Badge from './Badge';\nimport TOCInline from '@theme/TOCInline';\nimport DocCardList from '@theme/DocCardList';\n\n<Badge />\n\n<TOCInline toc={toc} />\n\n## Cards\n\n<DocCardList />",
        'sidebar_position: 3\n',
      ),
      'docs/guide/Badge.jsx': 'export default function Badge() {\n  return <span className="badge">new</span>;\n}\n',
      'docs/reference.mdx': page(
        'Reference',
        "import DocCardList from '@theme/DocCardList';\n\nEvery part of the relay:\n\n<DocCardList />",
        'sidebar_position: 3\n',
      ),
    },
    `{
      title: 'Base docs',
      url: '${PUBLIC}',
      baseUrl: '${BASE}',
      favicon: '/img/icon.svg',
      navbar: { logo: { src: '/img/icon.svg', alt: 'Logo' }, items: [{ label: 'Setup', docId: 'guide/setup' }, { label: 'Reference', href: '/reference' }] },
      footer: { logo: { src: '/img/icon.svg', alt: 'Logo' }, links: [{ label: 'Usage', href: '/guide/usage' }] },
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
    }`,
  );
  await site.build();
  server = await serveDir(site.outDir, BASE);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** The local address of a URL of the site (its public URL or the test server's); null for any other. */
function local(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin !== PUBLIC && parsed.origin !== server.url) return null;
  return server.url + parsed.pathname + parsed.search;
}

const checked = new Map<string, number>();

/** Each URL fetched once: its status. */
async function statusOf(url: string): Promise<number> {
  if (!checked.has(url)) checked.set(url, (await fetch(url)).status);
  return checked.get(url)!;
}

/** The URLs of the site among `urls` that do not answer 200, with where they were found. */
async function broken(urls: string[], where: string): Promise<string[]> {
  const bad: string[] = [];
  for (const url of new Set(urls)) {
    const target = local(url);
    if (target && (await statusOf(target)) !== 200) bad.push(`${where}: ${url}`);
  }
  return bad;
}

/** Every link and asset the page's DOM names (resolved by the browser against the page's URL). */
function urlsOf(tab: Page): Promise<string[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll('a[href], link[href], script[src], img[src]')]
      // A link within the page ("#main-content") is no request.
      .filter((el) => !el.getAttribute('href')?.startsWith('#'))
      .map((el) => (el as HTMLAnchorElement).href || (el as HTMLImageElement).src)
      .filter((url) => /^https?:/.test(url)),
  );
}

/** A tab that records every request of the site that fails, and every error (a hydration mismatch too). */
async function open(): Promise<{ tab: Page; failed: string[] }> {
  const tab = await browser.newPage();
  const failed: string[] = [];
  tab.on('pageerror', (error) => failed.push(`pageerror: ${error.message}`));
  tab.on('console', (message) => {
    // A failed request is in `failed` already (the 404 page's own is not a failure).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      failed.push(`console: ${message.text()}`);
  });
  tab.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      failed.push(`${response.status()} ${response.url()}`);
  });
  tab.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  return { tab, failed };
}

/** The route of each HTML file of the build, and a path under the base URL that gets the 404 page. */
async function pagePaths(): Promise<string[]> {
  const files = (await readdir(site.outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  return files.map((file) =>
    file === '404.html' ? 'no-such-page' : file === 'index.html' ? '' : path.dirname(file).split(path.sep).join('/'),
  );
}

test('every link and asset of every page resolves under the base URL on a first load', async () => {
  const paths = await pagePaths();
  assert.ok(
    paths.includes('tags/basics') && paths.includes('category/guide') && paths.includes('no-such-page'),
    paths.join(' '),
  );
  const problems: string[] = [];
  for (const route of paths) {
    const { tab, failed } = await open();
    await tab.goto(server.url + BASE + route);
    await hydrated(tab);
    problems.push(...failed.map((f) => `${route}: ${f}`), ...(await broken(await urlsOf(tab), route)));
    await tab.close();
  }
  assert.deepEqual(problems, []);
});

test('after client navigation every link stays under the base URL, and the head is the one the server wrote', async () => {
  const { tab, failed } = await open();
  await tab.goto(`${server.url}${BASE}guide/setup`);
  await hydrated(tab);
  await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
  const problems: string[] = [];
  // Next, a breadcrumb, a card, a tag, a tag's card, previous, the home link: each a client navigation.
  for (const selector of [
    '.sidebar a[href$="/guide/parts"]',
    '.toc-inline a[href="#cards"]',
    'a[rel="prev"]',
    'a[rel="next"]',
    '.breadcrumbs a[href$="/category/guide"]',
    '.cards a[href$="/guide/usage"]',
    'a.tag',
    '.cards .card__link',
    'a[rel="prev"]',
    '.breadcrumbs a[aria-label="Home page"]',
  ]) {
    const before = tab.url();
    await tab.locator(selector).first().click();
    await tab.waitForFunction((url) => location.href !== url, before);
    await tab.waitForFunction(() => document.querySelector('.doc__title, h1') !== null);
    assert.ok(new URL(tab.url()).pathname.startsWith(BASE), `${selector} went to ${tab.url()}`);
    problems.push(...(await broken(await urlsOf(tab), `after ${selector} (${tab.url()})`)));
    // The head is the one the server wrote for the page: the same tags, in the same order.
    const [shown, written] = await tab.evaluate(async (selector) => {
      const html = await (await fetch(location.pathname)).text();
      // (No named function in here: the test's transpiler would wrap it in a helper the page does not have.)
      return [document.head, new DOMParser().parseFromString(html, 'text/html').head].map((head) =>
        [...head.querySelectorAll(selector)].map((el) => el.outerHTML),
      );
    }, HEAD_TAGS_SELECTOR);
    assert.ok(written.length >= 10, written.join('\n'));
    assert.deepEqual(shown, written, `the head after ${selector}`);
  }
  assert.equal(
    await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    true,
    'the navigations were client-side',
  );
  assert.deepEqual([...problems, ...failed], []);
  await tab.close();
});

test('search results link under the base URL', async () => {
  const { tab, failed } = await open();
  await tab.goto(`${server.url}${BASE}guide/usage`);
  await hydrated(tab);
  await tab.focus('.search-box__input');
  await tab.fill('.search-box__input', 'install');
  await tab.locator('.search-box__option:not(.search-box__see-all)').first().waitFor();
  const options = await tab.evaluate(() =>
    [...document.querySelectorAll('.search-box__option')].map((a) => (a as HTMLAnchorElement).href),
  );
  assert.ok(options.length >= 2, options.join(' '));
  for (const option of options) assert.ok(new URL(option).pathname.startsWith(BASE), option);
  // Enter opens the first result in the page, under the base URL.
  await tab.keyboard.press('ArrowDown');
  await tab.keyboard.press('Enter');
  await tab.waitForURL((url) => url.pathname !== `${BASE}guide/usage`);
  assert.ok(new URL(tab.url()).pathname.startsWith(BASE), tab.url());
  await tab.locator('.doc__title').waitFor();
  assert.deepEqual([...(await broken(options, 'search')), ...failed], []);
  await tab.close();
});

test('every URL of the twins, llms.txt, llms-full.txt, the sitemap and robots.txt resolves', async () => {
  const files = (await readdir(site.outDir, { recursive: true })).filter((f) =>
    /\.md$|^llms(-full)?\.txt$|^sitemap\.xml$|^robots\.txt$/.test(f),
  );
  assert.ok(
    files.includes('llms.txt') && files.includes('sitemap.xml') && files.includes(path.join('guide', 'setup.md')),
    files.join(' '),
  );
  const problems: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(site.outDir, file), 'utf8');
    const urls = [...text.matchAll(/https?:\/\/[^\s)<>"\]]+/g)].map((m) => m[0]);
    // A twin that links nowhere (a page of text) is no check; these files link to the site.
    if (/^(llms|sitemap|robots|category|tags)/.test(file))
      assert.ok(
        urls.some((url) => url.startsWith(PUBLIC + BASE)),
        `${file} has no URL of the site`,
      );
    problems.push(...(await broken(urls, file)));
  }
  assert.deepEqual(problems, []);
});
