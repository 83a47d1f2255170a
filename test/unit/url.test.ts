import { test } from 'node:test';
import assert from 'node:assert/strict';
import { absoluteUrl, isExternal, withBaseUrl } from '../../theme/url.js';

test('a route gets the base URL, its query and hash kept', () => {
  const site = { baseUrl: '/docs/' };
  assert.equal(withBaseUrl(site, '/'), '/docs/');
  assert.equal(withBaseUrl(site, '/guide/setup'), '/docs/guide/setup');
  assert.equal(withBaseUrl(site, '/search?q=a#x'), '/docs/search?q=a#x');
  assert.equal(withBaseUrl(site, '/img/logo.svg'), '/docs/img/logo.svg');
  assert.equal(withBaseUrl({ baseUrl: '/' }, '/guide'), '/guide');
});

test('anything but a path of the site is left as written', () => {
  const site = { baseUrl: '/docs/' };
  for (const href of [
    'https://example.com/x',
    'mailto:a@b.c',
    '//cdn.example.com/x.js',
    '#install',
    'other',
    '?q=1',
    'data:,',
  ])
    assert.equal(withBaseUrl(site, href), href);
  assert.equal(isExternal('https://x'), true);
  assert.equal(isExternal('/x'), false);
});

test('trailingSlash: page URLs end in "/", files and the root do not change', () => {
  const site = { baseUrl: '/docs/', trailingSlash: true };
  assert.equal(withBaseUrl(site, '/guide/setup'), '/docs/guide/setup/');
  assert.equal(withBaseUrl(site, '/guide/setup#a'), '/docs/guide/setup/#a');
  assert.equal(withBaseUrl(site, '/'), '/docs/');
  assert.equal(withBaseUrl(site, '/guide/setup.md'), '/docs/guide/setup.md');
  // A version number is not an extension: the page gets its slash (Docusaurus writes it at releases/v1.2/index.html).
  assert.equal(withBaseUrl(site, '/releases/v1.2'), '/docs/releases/v1.2/');
  assert.equal(withBaseUrl(site, '/releases/v1.2.3#fixes'), '/docs/releases/v1.2.3/#fixes');
  assert.equal(withBaseUrl(site, '/downloads/hub-1.2.tar.gz'), '/docs/downloads/hub-1.2.tar.gz');
});

test('the public address: the site URL, then the same path', () => {
  assert.equal(absoluteUrl({ url: 'https://d.example.com', baseUrl: '/docs/' }, '/a'), 'https://d.example.com/docs/a');
  assert.equal(absoluteUrl({ url: 'https://d.example.com', baseUrl: '/' }, '/'), 'https://d.example.com/');
});
