/**
 * Quality gates on the real site, built once: valid HTML on every page, no broken internal
 * link or anchor, no console errors or hydration warnings on any route, byte-identical rebuilds
 * and the SEO basics (axe on every page type: site-axe.test.ts).
 */
import { test, before, after } from 'node:test';
import { test as browserTest } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { build } from '../../cli/build.js';
import { snapshotDir } from '../helpers/site.js';
import { builtDocs, ROOT, routeOf, type BuiltDocs } from '../helpers/built-docs.js';
import { hydrated } from '../helpers/browser.js';

let docs: BuiltDocs;
let outDir: string;
let htmlFiles: string[];

before(async () => {
  docs = await builtDocs();
  ({ outDir, htmlFiles } = docs);
});
after(() => docs?.close());

test('every page is valid HTML (html-validate:standard)', async () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard'],
    rules: {
      // React writes attributes as they are, e.g. boolean `hidden=""`; both forms are valid HTML.
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      // The highlighted code and prose may contain long lines and inline styles from mermaid.
      'no-inline-style': 'off',
      'long-title': 'off',
    },
  });
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const report = await validator.validateString(await readFile(path.join(outDir, file), 'utf8'), file);
    for (const result of report.results)
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  assert.deepEqual(problems.slice(0, 30), [], `${problems.length} problems`);
});

test('no broken internal link or anchor anywhere in the built site', async () => {
  const ids = new Map<string, Set<string>>();
  const pages = new Map<string, string>();
  for (const file of htmlFiles) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    pages.set(file, html);
    ids.set(routeOf(file), new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  const broken: string[] = [];
  for (const [file, html] of pages) {
    for (const [, raw] of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const href = raw.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|data:|#$)/.test(href)) continue;
      const url = new URL(href, `http://site${routeOf(file)}`);
      const pathname = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
      const isPage = ids.has(pathname);
      if (!isPage && !existsSync(path.join(outDir, pathname))) {
        broken.push(`${file}: ${href}`);
        continue;
      }
      if (url.hash && isPage && !ids.get(pathname)!.has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${file}: ${href} (no such anchor)`);
    }
  }
  assert.deepEqual(broken, []);
});

test('two builds are byte-identical', async () => {
  const second = await mkdtemp(path.join(tmpdir(), 'hub-docs-quality-2-'));
  try {
    await build({ configFile: path.join(ROOT, 'site.config.ts'), outDir: second, cache: false });
    const a = await snapshotDir(outDir);
    const b = await snapshotDir(second);
    assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort());
    const different = [...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file);
    assert.deepEqual(different, []);
  } finally {
    await rm(second, { recursive: true, force: true });
  }
});

/** Routes visited at once by the every-route test (tabs of one context): it visits ~120 pages. */
const TABS = 3;

browserTest('no console errors or hydration warnings on any route', async () => {
  const context = await docs.browser!.newContext();
  const problems: string[] = [];
  const routes = htmlFiles.map((file) => (file === '404.html' ? '/no-such-page' : routeOf(file)));
  const visit = async (tab: number) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
    });
    for (const route of routes.filter((_, i) => i % TABS === tab)) {
      await page.goto(docs.url + route);
      await hydrated(page);
      // Diagrams render when they come near the viewport: bring each into view, then wait until
      // every one has drawn (or shown its error).
      await page.evaluate(() => document.querySelectorAll('.mermaid-diagram').forEach((d) => d.scrollIntoView()));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.mermaid-diagram, .mermaid-error')].every(
          (d) => !d.classList.contains('is-pending'),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: TABS }, (_, tab) => visit(tab)));
  await context.close();
  assert.deepEqual(
    problems.filter((p) => !/status of 404/.test(p) || !p.includes('/no-such-page')),
    [],
  );
});

test('SEO basics: meta description, canonical, robots.txt and sitemap.xml', async () => {
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  assert.match(home, /<meta name="description" content="[^"]{20,}">/);
  assert.match(home, /<link rel="canonical" href="https:\/\/docs\.example\.com\/">/);
  assert.match(
    await readFile(path.join(outDir, 'robots.txt'), 'utf8'),
    /Sitemap: https:\/\/docs\.example\.com\/sitemap\.xml/,
  );
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.equal((sitemap.match(/<loc>/g) ?? []).length, htmlFiles.length - 2, 'every page but search and 404');
  assert.doesNotMatch(sitemap, /\/search<|404/);
});
