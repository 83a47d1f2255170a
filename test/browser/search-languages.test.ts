/**
 * Search in the reader's language: a page's first load fetches no analyser, and the search box
 * loads its own locale's only (lunr-languages' stemmer, stop words and trimmer; TinySegmenter for
 * ja), never another language's. Prints the analyser's gzip bytes per locale.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { RouteManifest } from '../../theme/types.js';
import { hydrated, launch, serveDir } from '../helpers/browser.js';
import { createSite, page, type TestSite } from '../helpers/site.js';

/** A site in one locale: a page whose text holds the word, found by the query. */
const SITES = [
  {
    locale: 'fr',
    text: 'Le hub a envoyé le message au connecteur.',
    query: 'envoyer',
    analyser: ['lunr.stemmer.support', 'lunr.fr'],
  },
  {
    locale: 'ja',
    text: 'データを送信する前に、接続設定を確認してください。',
    query: '送信',
    analyser: ['lunr.stemmer.support', 'tinyseg', 'lunr.ja'],
  },
];

const config = (locale: string) =>
  `{ title: 'Docs', url: 'https://test.example.com', product: { name: 'Relay', slug: 'relay' }, footer: { copyright: '©' }, i18n: { defaultLocale: '${locale}' } }`;

/** The analyser a chunk's file holds (lunr.fr-HASH.js → lunr.fr), or null for any other chunk. */
const analyserChunk = (url: string) =>
  /\/assets\/chunks\/(lunr\.[a-z.]+|tinyseg|wordcut)-[A-Z0-9]+\.js$/.exec(new URL(url).pathname)?.[1] ?? null;

let browser: Browser;
const sites: { site: TestSite; url: string; close: () => Promise<void> }[] = [];
before(async () => {
  for (const { locale, text } of SITES) {
    const site = await createSite(
      {
        'docs/index.mdx': page('Home', 'Welcome.', 'slug: /\n'),
        'docs/guide.mdx': page('Guide', `## Messages\n\n${text}`),
      },
      config(locale),
    );
    await site.build();
    const server = await serveDir(site.outDir);
    sites.push({ site, ...server });
  }
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const { site, close } of sites) {
    await close();
    await site.remove();
  }
});

for (const [i, { locale, query, analyser }] of SITES.entries()) {
  test(`${locale}: the first load fetches no analyser; the search box loads ${locale}'s only, and finds the page`, async () => {
    const { site, url } = sites[i];
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const fetched: string[] = [];
      tab.on('requestfinished', (r) => fetched.push(r.url()));
      await tab.goto(`${url}/guide`);
      await hydrated(tab);
      assert.deepEqual(fetched.filter(analyserChunk), [], 'on first load');
      const first = fetched.length;
      await tab.focus('.search-box__input');
      await tab.fill('.search-box__input', query);
      await tab.locator('.search-box__option', { hasText: 'Messages' }).first().waitFor();
      const loaded = fetched.map(analyserChunk).filter((name): name is string => name !== null);
      assert.deepEqual([...new Set(loaded)].sort(), [...analyser].sort());
      // Its bytes: its named chunks, and the chunks of code they share (lunr.ja's, which lunr.jp imports too) that
      // nothing had fetched before (the search code and the islands, the same in every locale).
      const manifest = JSON.parse(
        await readFile(path.join(site.outDir, 'route-manifest.json'), 'utf8'),
      ) as RouteManifest;
      const before = new Set(
        [...fetched.slice(0, first), ...manifest.searchChunks, ...manifest.islandChunks].map(
          (file) => new URL(file, url).pathname,
        ),
      );
      const files = [...new Set(fetched.filter(analyserChunk).map((file) => new URL(file).pathname))];
      for (const file of [...files]) {
        const code = await readFile(path.join(site.outDir, file), 'utf8');
        for (const [, shared] of code.matchAll(/from"(\/assets\/chunks\/chunk-[A-Z0-9]+\.js)"/g))
          if (!before.has(shared) && !files.includes(shared)) files.push(shared);
      }
      let bytes = 0;
      for (const file of files) bytes += gzipSync(await readFile(path.join(site.outDir, file))).length;
      process.stdout.write(
        `${locale} analyser: ${files.map((file) => path.basename(file)).join(', ')}: ${(bytes / 1024).toFixed(1)} KiB gzip\n`,
      );
      assert.ok(bytes < 16 * 1024, `${bytes} bytes`);
    } finally {
      await context.close();
    }
  });
}
