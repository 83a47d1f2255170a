/**
 * Docusaurus' `trailingSlash` under a base URL, each value: the pages' files are laid out as
 * Docusaurus lays them out (unset and true: `route/index.html`; false: `route.html`), every page
 * URL the build writes (links, head, sitemap, redirects, route manifest) has the base URL and the
 * trailing slash the value says, every file URL (chunks, stylesheet, data files) the base URL and
 * no slash, and each resolves to a file the build wrote, as a static host finds it.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createSite, page, type TestSite } from '../helpers/site.js';
import { resolveRequest } from '../../cli/serve/static-handler.js';
import { adaptDocusaurusConfig } from '../../cli/config/docusaurus-config.js';

const BASE = '/docs/';
const PUBLIC = 'https://slash.example.com';
const sites: TestSite[] = [];
after(async () => {
  for (const s of sites) await s.remove();
});

const files = {
  'docs/index.mdx': page(
    'Welcome',
    'Read [the setup](./guide/setup.mdx), [the tags](/tags/basics) and [release 1.2](/releases/v1.2).',
  ),
  // A route whose last segment has a dot and digits: a version number, a page (not a file).
  'docs/releases/v1.2.mdx': page('Release 1.2', 'What changed.'),
  'docs/guide/_category_.json': JSON.stringify({
    label: 'Guide',
    link: { type: 'generated-index', slug: '/category/guide' },
  }),
  'docs/guide/setup.mdx': page(
    'Setup',
    '## Install\n\nInstall it. Then [use it](./usage.mdx#run).',
    'tags: [basics]\nsidebar_position: 1\n',
  ),
  'docs/guide/usage.mdx': page('Usage', '## Run\n\nRun it.', 'tags: [basics]\nsidebar_position: 2\n'),
};

async function built(trailingSlash: boolean | undefined): Promise<TestSite> {
  const s = await createSite(
    files,
    `{
      title: 'Slash docs',
      url: '${PUBLIC}',
      baseUrl: '${BASE}',
      ${trailingSlash === undefined ? '' : `trailingSlash: ${trailingSlash},`}
      navbar: { items: [{ label: 'Setup', docId: 'guide/setup' }, { label: 'Usage', href: '/guide/usage' }] },
      clientRedirects: { redirects: [{ from: '/old-setup', to: '/guide/setup' }] },
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
    }`,
  );
  sites.push(s);
  await s.build();
  return s;
}

async function htmlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true }))
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .sort();
}

/** Every site URL (starting with "/" or the public origin) a file holds in an href, src or <loc>. */
function urlsIn(text: string): string[] {
  const found = [...text.matchAll(/(?:href|src|content)="([^"]+)"|<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] ?? m[2]).replace(/&amp;/g, '&'),
  );
  return found
    .map((url) => (url.startsWith(PUBLIC + '/') ? url.slice(PUBLIC.length) : url))
    .filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/** As theme/url.ts' looksLikeFile: an extension has a letter ("/releases/v1.2" is a page). */
const isFileUrl = (url: string) => /\.[a-z0-9]*[a-z][a-z0-9]*$/i.test(url.split(/[?#]/)[0]);

for (const trailingSlash of [undefined, true, false]) {
  test(`trailingSlash ${String(trailingSlash)} under baseUrl ${BASE}: layout, every URL and where it resolves`, async () => {
    const s = await built(trailingSlash);
    const pages = await htmlFiles(s.outDir);
    if (trailingSlash === false) {
      for (const file of [
        'guide/setup.html',
        'guide/usage.html',
        'category/guide.html',
        'tags/basics.html',
        'tags.html',
        'old-setup.html',
        'releases/v1.2.html',
      ]) {
        assert.ok(pages.includes(file), `${file} in ${pages.join(', ')}`);
      }
      assert.ok(!existsSync(path.join(s.outDir, 'guide/setup/index.html')));
    } else {
      for (const file of [
        'guide/setup/index.html',
        'category/guide/index.html',
        'tags/basics/index.html',
        'old-setup/index.html',
        'releases/v1.2/index.html',
      ]) {
        assert.ok(pages.includes(file), `${file} in ${pages.join(', ')}`);
      }
      assert.ok(!existsSync(path.join(s.outDir, 'guide/setup.html')));
    }
    assert.ok(pages.includes('index.html') && pages.includes('404.html'));

    const manifest = JSON.parse(await readFile(path.join(s.outDir, 'route-manifest.json'), 'utf8'));
    const chunkUrls: string[] = [
      ...Object.values(manifest.routes).flat(),
      ...manifest.chunks,
      ...manifest.searchChunks,
      ...manifest.islandChunks,
    ].filter((u): u is string => typeof u === 'string');
    const sources = [...pages, 'sitemap.xml'];
    const urls = new Set(chunkUrls);
    for (const file of sources)
      for (const url of urlsIn(await readFile(path.join(s.outDir, file), 'utf8'))) urls.add(url);
    assert.ok(urls.size > 20, `${urls.size} URLs`);
    const pageUrls = [...urls].filter((url) => !isFileUrl(url));
    assert.ok(
      pageUrls.some((url) => url.startsWith('/docs/guide/setup')),
      'the pages link to each other',
    );
    assert.ok(
      pageUrls.some((url) => url.startsWith('/docs/releases/v1.2')),
      'the release page is a page: its URLs are checked as pages',
    );
    for (const url of urls) {
      assert.ok(url.startsWith(BASE), `${url} has the base URL`);
      const pathOnly = url.split(/[?#]/)[0];
      if (isFileUrl(url)) assert.ok(!pathOnly.endsWith('/'), `${url}: a file`);
      else if (pathOnly !== BASE)
        assert.equal(pathOnly.endsWith('/'), trailingSlash === true, `${url}: a page, trailingSlash ${trailingSlash}`);
      // As a static host finds it (hub-docs serve does as GitHub Pages: route/index.html, then route.html).
      const resolved = await resolveRequest(s.outDir, 'GET', pathOnly.slice(BASE.length - 1));
      assert.ok(resolved.kind === 'file' && resolved.status === 200, `${url} resolves (${JSON.stringify(resolved)})`);
    }
  });
}

test('trailingSlash is read from a Docusaurus config', () => {
  for (const value of [true, false, undefined]) {
    const { config } = adaptDocusaurusConfig(
      { title: 'D', url: 'https://d.example.com', trailingSlash: value },
      '/site/docusaurus.config.js',
      [],
    );
    assert.equal(config.trailingSlash, value);
  }
});
