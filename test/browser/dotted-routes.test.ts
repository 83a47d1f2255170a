/**
 * Routes with a dot in their last segment (a blog post /blog/release-1.2, a doc under
 * /docs/v2.x/, a custom page /foo.bar) are pages: the client router shows them in place, as
 * any page (a version number is no extension; /foo.bar is a page because the route manifest
 * names it); a link to a real file (/files/x.pdf, /img/a.png) still goes to the server.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../cli/build.js';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { writeCustomPagesSite } from '../helpers/custom-pages-site.js';
import type { RouteManifest } from '../../theme/types.js';
import type { Browser } from 'playwright-core';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dots', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { docs: {}, blog: {} }]],
  themeConfig: { navbar: { title: 'Dots', items: [{ to: '/docs/intro', label: 'Docs' }] } },
};
`,
  'docs/intro.md': `# Intro

To [the release](/blog/release-1.2), [version 2](/docs/v2.x/intro), [foo](/foo.bar),
[the PDF](pathname:///files/x.pdf) and ![the image](/img/a.png).

<a id="pdf" href="/files/x.pdf">PDF</a>
`,
  'docs/v2.x/intro.md': '# Version two\n\nBack to [intro](/docs/intro).\n',
  'blog/2024-01-02-release.md': '---\nslug: release-1.2\ntitle: Release 1.2\n---\n\nWhat changed.\n',
  'src/pages/foo.bar.js': `import Layout from '@theme/Layout';
export default function Foo() {
  return <Layout title="Foo dot bar"><h1 id="foo">Foo dot bar</h1></Layout>;
}
`,
  'static/files/x.pdf': '%PDF-1.4\n%%EOF\n',
  'static/img/a.png': '',
};

let dir: string;
let remove: () => Promise<void>;
let outDir: string;
let server: Awaited<ReturnType<typeof serveDir>>;
let browser: Browser;

before(async () => {
  ({ dir, remove } = await writeCustomPagesSite(FILES, { only: true }));
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

test('the route manifest names the pages whose route looks like a file', async () => {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(path.join(outDir, 'route-manifest.json'), 'utf8')) as RouteManifest;
  // /blog/release-1.2 is not among them: digits after a dot are a version number, not an extension.
  assert.deepEqual(manifest.fileLikeRoutes, ['/foo.bar']);
});

test('a blog post, a doc and a custom page with a dot in their route are shown by client navigation', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url + '/docs/intro');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  const kept = () => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);
  for (const [href, title] of [
    ['/blog/release-1.2', 'Release 1.2 | Dots'],
    ['/docs/v2.x/intro', 'Version two | Dots'],
    ['/foo.bar', 'Foo dot bar | Dots'],
  ]) {
    await page.click(`article a[href="${href}"]`);
    await page.waitForFunction((expected) => document.title === expected, title);
    assert.equal(new URL(page.url()).pathname, href);
    assert.equal(await kept(), true, `${href}: shown without a full page load`);
    await page.goBack();
    await page.waitForFunction(() => document.title === 'Intro | Dots');
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link to a real file of the site still goes to the server', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/docs/intro');
  await hydrated(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/files/x.pdf')),
    page.click('#pdf'),
  ]);
  assert.equal(response.status(), 200);
  assert.equal(response.request().isNavigationRequest(), true, 'the browser itself asked for the file');
  await page.close();
});
