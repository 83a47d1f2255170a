/**
 * What a route may be (theme/clean-route.ts), how it is written in a URL, and where its files go
 * (cli/pipeline/output-path.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeProblem } from '../../theme/clean-route.js';
import { absoluteUrl, encodeUrlPath, withBaseUrl } from '../../theme/url.js';
import { insideFolder, pageFiles } from '../../cli/pipeline/output-path.js';

test('clean routes pass; each kind of unclean route is refused with its reason', () => {
  for (const route of ['/', '/guide/setup', '/Über uns', '/a.b/c~d', '/100%', '/%product%-x', '/日本語'])
    assert.equal(routeProblem(route), null, route);
  const refused: [string, RegExp][] = [
    ['guide', /start with "\/"/],
    ['/a/', /empty segment/],
    ['/a//b', /empty segment/],
    ['/a/../b', /"\.\." segment/],
    ['/a/./b', /"\." segment/],
    ['/%2e%2e/b', /"\.\." segment/],
    ['/a%2F..%2Fb', /"\.\." segment/],
    ['/a\\b', /backslash/],
    ['/a\0b', /control character/],
    ['/a\nb', /control character/],
    ['/C:/x', /drive letter/],
    ['/a?b', /"\?"/],
    ['/a#b', /"#"/],
    ['/a%20b', /percent-encoding "%20".*\(" "\)/],
    ['/\ud800', /lone surrogate/],
    ['/' + 'x'.repeat(256), /longer than 255 bytes/],
    ['/' + 'é'.repeat(128), /longer than 255 bytes/],
  ];
  for (const [route, reason] of refused) assert.match(routeProblem(route) ?? 'null', reason, JSON.stringify(route));
});

test('URLs of routes are percent-encoded once, whatever already is', () => {
  assert.equal(encodeUrlPath('/Über uns'), '/%C3%9Cber%20uns');
  assert.equal(encodeUrlPath(encodeUrlPath('/Über uns')), '/%C3%9Cber%20uns');
  assert.equal(encodeUrlPath('/100%'), '/100%25');
  assert.equal(encodeUrlPath('/a"<b>`{c}'), '/a%22%3Cb%3E%60%7Bc%7D');
  assert.equal(encodeUrlPath('/guide/setup?x=1#part'), '/guide/setup?x=1#part');
  assert.equal(encodeUrlPath('/\ud800'), '/%EF%BF%BD');
  assert.equal(withBaseUrl({ baseUrl: '/base/' }, '/Über uns'), '/base/%C3%9Cber%20uns');
  assert.equal(
    withBaseUrl({ baseUrl: '/' }, 'https://example.com/a b'),
    'https://example.com/a b',
    "another site's URL is left as written",
  );
  assert.equal(absoluteUrl({ url: 'https://d.example.com', baseUrl: '/' }, '/a b'), 'https://d.example.com/a%20b');
});

test('a route maps to its page and twin files; no path outside the folder is accepted', () => {
  assert.deepEqual(pageFiles('/'), { html: 'index.html', twin: 'index.md' });
  assert.deepEqual(pageFiles('/404'), { html: '404.html', twin: '404.md' });
  assert.deepEqual(pageFiles('/Über uns'), { html: 'Über uns/index.html', twin: 'Über uns.md' });
  assert.throws(() => pageFiles('/../x'), /hub-docs bug/);
  assert.equal(insideFolder('/out', 'a/b.html'), '/out/a/b.html');
  for (const bad of ['../x', 'a/../../x', '/etc/x', 'C:\\x', '..\\x', '', 'a/./b'])
    assert.throws(() => insideFolder('/out', bad), /refused to write/, bad);
});
