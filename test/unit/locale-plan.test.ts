/** The locales of a config (cli/locales/locale-plan.ts) and Docusaurus' translation files (translation-files.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { siteConfigSchema } from '../../theme/config-schema.js';
import { chosenLocale, localeConfig, localePlans } from '../../cli/locales/locale-plan.js';
import { readTranslationFile, translateNavbar } from '../../cli/locales/translation-files.js';
import { robotsTxt } from '../../cli/pipeline/seo-files.js';
import type { HubDocsError } from '../../cli/errors.js';

const config = (i18n: unknown) =>
  siteConfigSchema.parse({ title: 'Gadgets', url: 'https://gadgets.example.com', baseUrl: '/docs/', i18n });

test('the default locale first at the base URL, the others under it; labels, directions and folders as Docusaurus makes them', () => {
  const plans = localePlans(
    config({
      defaultLocale: 'en',
      locales: ['fr', 'en', 'fa', 'zh-Hans'],
      localeConfigs: { fr: { path: 'francais', htmlLang: 'fr-FR' } },
    }),
    '/site/docusaurus.config.js',
  );
  assert.deepEqual(
    plans.map((p) => [p.code, p.label, p.direction, p.htmlLang, p.baseUrl, p.outPrefix, p.folder]),
    [
      ['en', 'English', 'ltr', 'en', '/docs/', '', path.resolve('/site/i18n/en')],
      ['fr', 'Français', 'ltr', 'fr-FR', '/docs/fr/', 'fr/', path.resolve('/site/i18n/francais')],
      ['fa', 'فارسی', 'rtl', 'fa', '/docs/fa/', 'fa/', path.resolve('/site/i18n/fa')],
      ['zh-Hans', '简体中文', 'ltr', 'zh-Hans', '/docs/zh-Hans/', 'zh-Hans/', path.resolve('/site/i18n/zh-Hans')],
    ],
  );
});

test('a one-locale config stays as it was: no locale list in what the browser gets', () => {
  const c = config({});
  const [en] = localePlans(c, '/site/site.config.ts');
  assert.deepEqual(localeConfig(c, en, [en]).locale, { code: 'en', direction: 'ltr' });
  assert.equal(
    robotsTxt(c),
    'User-agent: *\nAllow: /\nDisallow: /docs/search\n\nSitemap: https://gadgets.example.com/docs/sitemap.xml\n',
  );
});

test('several locales: each locale’s config has its base URL and the list; robots.txt names every search page', () => {
  const c = config({ locales: ['en', 'fr'] });
  const plans = localePlans(c, '/site/site.config.ts');
  const fr = localeConfig(c, plans[1], plans);
  assert.equal(fr.baseUrl, '/docs/fr/');
  assert.deepEqual(
    fr.locale.locales?.map((l) => l.baseUrl),
    ['/docs/', '/docs/fr/'],
  );
  assert.match(robotsTxt(localeConfig(c, plans[0], plans)), /Disallow: \/docs\/search\nDisallow: \/docs\/fr\/search\n/);
});

test('a locale config of a locale the site does not have, or an unknown --locale, is a clear error', () => {
  assert.throws(
    () => localePlans(config({ locales: ['en'], localeConfigs: { de: { label: 'Deutsch' } } }), '/site/site.config.ts'),
    /i18n.localeConfigs names the locale "de", which is not in i18n.locales/,
  );
  assert.throws(
    () => chosenLocale(localePlans(config({ locales: ['en', 'fr'] }), '/site/x.ts'), 'de', '/site/x.ts'),
    (error: HubDocsError) => /no locale "de"/.test(error.message) && /en, fr/.test(error.hint ?? ''),
  );
  assert.throws(() => config({ locales: ['en', 'français'] }), /locale code/);
});

test('translation files: messages read, a broken file named at its line and column', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-translations-'));
  try {
    const good = path.join(dir, 'navbar.json');
    await writeFile(
      good,
      JSON.stringify({
        title: { message: 'Gadgets FR', description: 'The title' },
        'item.label.Docs': { message: 'Documentation' },
      }),
    );
    const messages = readTranslationFile(good);
    assert.deepEqual(
      translateNavbar(
        { title: 'Gadgets', logo: null, items: [{ label: 'Docs', href: '/docs', position: 'left' }] },
        messages,
      ),
      { title: 'Gadgets FR', logo: null, items: [{ label: 'Documentation', href: '/docs', position: 'left' }] },
    );
    assert.equal(readTranslationFile(path.join(dir, 'missing.json')).size, 0);
    const bad = path.join(dir, 'footer.json');
    await writeFile(bad, '{\n  "copyright": { "message": "x" },\n}\n');
    assert.throws(
      () => readTranslationFile(bad),
      (error: HubDocsError) =>
        error.location?.file === bad && error.location.line === 3 && /invalid JSON in footer.json/.test(error.message),
    );
    await writeFile(bad, '{\n  "copyright": { "text": "x" }\n}\n');
    assert.throws(
      () => readTranslationFile(bad),
      (error: HubDocsError) => error.location?.line === 2 && /"copyright" has no "message"/.test(error.message),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
