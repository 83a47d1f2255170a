import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../cli/config/validate-config.js';

const minimal = { title: 'Docs', url: 'https://docs.example.com', product: { name: 'Switchboard', slug: 'switchboard' } };

test('a minimal config gets every default', () => {
  const { config, problems } = validateConfig(minimal);
  assert.deepEqual(problems, []);
  assert.equal(config!.baseUrl, '/');
  assert.deepEqual(config!.toc, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(config!.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  assert.equal(config!.search.resultsLimit, 8);
  assert.equal(config!.search.maxResults, 50);
  assert.equal(config!.mermaid, true);
  assert.deepEqual(config!.prism, { theme: 'github', darkTheme: 'dracula' });
  assert.equal(config!.docs.versionLabel, 'Next');
  assert.deepEqual(config!.locale, { code: 'en', direction: 'ltr' });
  assert.equal(config!.announcementBar, null);
  assert.equal(config!.analytics.trackingID, null);
});

test('each bad field is one problem that names the field', () => {
  const { config, problems } = validateConfig({ ...minimal, url: 'docs.example.com/', toc: { minHeadingLevel: 2, maxHeadingLevel: 9 }, prism: { theme: 'solarized' }, search: { resultsLimit: 'eight' }, colorMode: { disableSwitch: 'no' } });
  assert.equal(config, null);
  assert.deepEqual(problems.map((p) => p.field).sort(), ['colorMode.disableSwitch', 'prism.theme', 'search.resultsLimit', 'toc.maxHeadingLevel', 'url']);
  assert.match(problems.find((p) => p.field === 'prism.theme')!.message, /one of "dracula".*got the string "solarized"/);
});

test('required fields, unknown fields and a non-object export', () => {
  assert.deepEqual(validateConfig({ url: 'https://x.example.com' }).problems.map((p) => p.field), ['title']);
  assert.deepEqual(validateConfig({ title: 'My Docs!', url: 'https://x.example.com' }).config!.product, { name: 'My Docs!', slug: 'my-docs' }, 'the product defaults to the title');
  assert.deepEqual(validateConfig({ ...minimal, titel: 'x' }).problems[0], { field: 'titel', message: `is not a known field (known here: title, tagline, url, baseUrl, favicon, product, i18n, navbar, footer, colorMode, announcementBar, prism, toc, mermaid, search, analytics, openapi, docs, llms, feedback, markdown, onBrokenLinks, onBrokenAnchors)` });
  assert.match(validateConfig({ ...minimal, navbar: { items: [{ label: 'a', href: '/a', colour: 'red' }] } }).problems[0].message, /known here: label, href, docId, sidebarId, position/);
  assert.equal(validateConfig(42).problems[0].field, '(config)');
});

test('product slug must be URL-safe', () => {
  assert.equal(validateConfig({ ...minimal, product: { name: 'X', slug: 'Has Space' } }).problems[0].field, 'product.slug');
});

test('the announcement bar needs an id and content', () => {
  const { problems } = validateConfig({ ...minimal, announcementBar: { content: 'Hello' } });
  assert.deepEqual(problems.map((p) => p.field), ['announcementBar.id']);
});

test('cross-field checks are reported with the field-level ones', () => {
  const { problems } = validateConfig({ ...minimal, toc: { minHeadingLevel: 3, maxHeadingLevel: 2 }, mermaid: 'yes' });
  assert.deepEqual(problems, [
    { field: 'toc.maxHeadingLevel', message: 'must be at least toc.minHeadingLevel (3), got number 2' },
    { field: 'mermaid', message: 'must be true or false, got the string "yes"' },
  ]);
});

test('derived values: navbar title, copyright, locale direction and the results cap', () => {
  const { config } = validateConfig({ ...minimal, i18n: { defaultLocale: 'ar', localeConfigs: { ar: { direction: 'rtl' } } }, search: { resultsLimit: 20, maxResults: 10 } });
  assert.equal(config!.navbar.title, 'Docs');
  assert.equal(config!.footer.copyright, 'Copyright © Docs');
  assert.deepEqual(config!.locale, { code: 'ar', direction: 'rtl' });
  assert.equal(config!.search.resultsLimit, 10);
});

test('openapi entries: spec and route required, label defaulted, routes unique, unknown keys refused', () => {
  const ok = validateConfig({ ...minimal, openapi: [{ spec: 'api/hub.openapi.yaml', route: '/api-reference' }] });
  assert.deepEqual(ok.config!.openapi, [{ spec: 'api/hub.openapi.yaml', route: '/api-reference', label: 'API reference' }]);
  assert.deepEqual(validateConfig(minimal).config!.openapi, []);
  const { problems } = validateConfig({
    ...minimal,
    openapi: [{ spec: 'api/hub.txt', route: '/api' }, { route: 'api/' }, { spec: 'b.json', route: '/api', labl: 'x' }],
  });
  assert.deepEqual(problems.map((p) => p.field), ['openapi[0].spec', 'openapi[1].spec', 'openapi[1].route', 'openapi[2].labl', 'openapi[2].route']);
  assert.match(problems[0].message, /ending in \.yaml, \.yml or \.json/);
  assert.match(problems[4].message, /must differ from the route of every other openapi entry/);
  assert.equal(validateConfig({ ...minimal, openapi: { spec: 'a.yaml' } }).problems[0].field, 'openapi');
});
