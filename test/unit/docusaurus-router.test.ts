/**
 * theme/components/docusaurus-router.tsx and docusaurus-client.tsx: react-router 5's matchPath and Docusaurus'
 * interpolate, as they behave.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValidElement } from 'react';
import { matchPath } from '../../theme/components/docusaurus-router.js';
import { interpolate } from '../../theme/components/docusaurus-client.js';

test('matchPath: parameters, optional parameters, wildcards, several paths; a prefix unless exact; strict counts a trailing slash', () => {
  assert.deepEqual(matchPath('/docs/api/where', { path: '/docs/:section/:page', exact: true }), {
    path: '/docs/:section/:page',
    url: '/docs/api/where',
    isExact: true,
    params: { section: 'api', page: 'where' },
  });
  assert.deepEqual(matchPath('/docs/api/where', '/docs'), { path: '/docs', url: '/docs', isExact: false, params: {} });
  assert.equal(matchPath('/docsearch', '/docs'), null, 'a prefix ends at a segment');
  assert.equal(matchPath('/docs/api', { path: '/docs', exact: true }), null);
  assert.deepEqual(
    matchPath('/docs/', { path: '/docs', exact: true }),
    { path: '/docs', url: '/docs/', isExact: true, params: {} },
    'the trailing slash matches unless strict',
  );
  assert.equal(matchPath('/docs/', { path: '/docs', exact: true, strict: true }), null);
  assert.deepEqual(matchPath('/blog', { path: '/blog/:page?', exact: true })?.params, {});
  assert.deepEqual(matchPath('/blog/2', { path: '/blog/:page?', exact: true })?.params, { page: '2' });
  assert.deepEqual(matchPath('/files/a/b.txt', '/files/*')?.params, { 0: 'a/b.txt' });
  assert.equal(matchPath('/about', { path: ['/help', '/about'] })?.path, '/about');
  assert.equal(matchPath('/ABOUT', '/about')?.url, '/ABOUT', 'not case-sensitive unless asked');
  assert.equal(matchPath('/ABOUT', { path: '/about', sensitive: true }), null);
  assert.equal(matchPath('/anything', '/')?.url, '/');
});

test('interpolate: a string when every value is one, nodes otherwise; a placeholder without a value stays as written', () => {
  assert.equal(interpolate('Hello {name}, {count} new', { name: 'Ada', count: 3 }), 'Hello Ada, 3 new');
  assert.equal(interpolate('Hello {name}', {}), 'Hello {name}');
  const nodes = interpolate('Hello {name}!', { name: { type: 'b', props: {}, key: null } as never });
  assert.ok(Array.isArray(nodes) && nodes.length === 3 && nodes.every((node) => isValidElement(node)));
});
