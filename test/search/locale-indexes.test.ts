/**
 * One search index per docs version and locale: each at `search-index/<version>/<locale>/`, the
 * default locale's where a one-locale site has it, the manifest naming them all (the default
 * locale first); `hub-docs search --locale` searches one; rebuilds are byte-identical.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { prepareSite } from '../../cli/build.js';
import { installSearchIndexes } from '../../cli/commands/index-command.js';
import { searchBuilt } from '../../cli/commands/search-command.js';
import { buildSearchIndexFolder } from '../../cli/pipeline/search-index-file.js';
import { searchIndexOptions } from '../../cli/pipeline/search-indexes.js';
import type { SearchManifest } from '../../theme/types.js';
import { createSite, page, snapshotDir } from '../helpers/site.js';

const config = (locale: string) =>
  `{ title: 'Docs', url: 'https://test.example.com', product: { name: 'Relay', slug: 'relay' }, footer: { copyright: '©' }, i18n: { defaultLocale: '${locale}' } }`;

const en = await createSite(
  {
    'docs/index.mdx': page('Home', 'Welcome.', 'slug: /\n'),
    'docs/sending.mdx': page('Sending', '## Messages\n\nThe hub sent the message to the connector.'),
  },
  config('en'),
);
const fr = await createSite(
  {
    'docs/index.mdx': page('Accueil', 'Bienvenue.', 'slug: /\n'),
    'docs/sending.mdx': page('Envoi', '## Messages\n\nLe hub a envoyé le message au connecteur.'),
  },
  config('fr'),
);
const out = await mkdtemp(path.join(tmpdir(), 'hub-docs-locales-'));
after(async () => {
  await Promise.all([en.remove(), fr.remove(), rm(out, { recursive: true, force: true })]);
});

const manifestOf = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'search-manifest.json'), 'utf8')) as SearchManifest;
const urls = async (query: string, outDir: string, locale?: string) =>
  (await searchBuilt({ query, outDir, limit: 8, locale })).map((r) => r.url);

test('a site in French: its index is fr, analysed in French, and two builds are byte-identical', async () => {
  await fr.build();
  assert.deepEqual(Object.keys((await manifestOf(fr.outDir)).indexes.current), ['fr']);
  // Its title, Envoi, and the section that says envoyé: one stem.
  assert.deepEqual(await urls('envoyer', fr.outDir), ['/sending', '/sending#messages']);
  assert.deepEqual(await urls('connecteurs', fr.outDir, 'fr'), ['/sending#messages']);
  const first = await snapshotDir(fr.outDir);
  await fr.build({ outDir: path.join(fr.dir, 'again') });
  assert.deepEqual(await snapshotDir(path.join(fr.dir, 'again')), first);
});

test('several locales: an index each, the default locale first and where a one-locale site has it; --locale picks one', async () => {
  await en.build();
  const [enSite, frSite] = await Promise.all([
    prepareSite({ configFile: en.configFile, cache: false }),
    prepareSite({ configFile: fr.configFile, cache: false }),
  ]);
  const options = searchIndexOptions(enSite, [
    { locale: 'en', pages: enSite.pages },
    { locale: 'fr', pages: frSite.pages },
  ]);
  assert.deepEqual(
    options.map((o) => `${o.version}/${o.locale}`),
    ['current/en', 'current/fr'],
  );
  const indexes = await Promise.all(options.map((o) => buildSearchIndexFolder(o)));
  await installSearchIndexes(out, indexes, 'current');
  const manifest = await manifestOf(out);
  assert.deepEqual(Object.keys(manifest.indexes.current), ['en', 'fr']);
  // The default locale's index is the very one the one-locale site has.
  assert.equal(manifest.indexes.current.en, (await manifestOf(en.outDir)).indexes.current.en);
  assert.match(manifest.indexes.current.fr, /^search-index\/current\/fr\/[0-9a-f]{10}\/$/);
  // Each locale's words in its own index: the default locale unless --locale names another.
  assert.deepEqual(await urls('connectors', out), ['/sending#messages']);
  assert.deepEqual(await urls('envoyer', out), []);
  assert.deepEqual(await urls('envoyer', out, 'fr'), ['/sending', '/sending#messages']);
  assert.deepEqual(await urls('connectors', out, 'fr'), []);
  await assert.rejects(urls('message', out, 'de'), (error: Error & { hint?: string }) => {
    assert.match(error.message, /no search index in the locale "de"/);
    assert.match(String(error.hint), /"en", "fr"/);
    return true;
  });
});
