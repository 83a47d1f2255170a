/**
 * The pure rules of docs versions: version names (Docusaurus' rules), a route of the last version in another one, and
 * what identifies a page across versions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { versionNameProblem } from '../../cli/versions/versions-file.js';
import { counterpartKey, routeInVersion, sidebarFileOf, sidebarKey } from '../../cli/versions/version-pages.js';
import type { DocsVersion, PageData } from '../../theme/types.js';
import { docsVersionOf } from '../../theme/versions.js';

test('version names follow Docusaurus’ rules: a folder name of at most 32 characters', () => {
  for (const good of ['1.0', '11.x', 'v2 beta', '2024-01']) assert.equal(versionNameProblem(good), null, good);
  assert.match(versionNameProblem('a/b')!, /slash/);
  assert.match(versionNameProblem('a\\b')!, /backslash/);
  assert.match(versionNameProblem('x'.repeat(33))!, /32 characters/);
  assert.match(versionNameProblem('a:b')!, /valid file name/);
  assert.match(versionNameProblem('..')!, /"\." or "\.\."/);
  assert.match(versionNameProblem('  ')!, /non-whitespace/);
});

test('a route of the last version, as it is in another version', () => {
  const root = { path: '/' };
  const next = { path: '/next' };
  assert.equal(routeInVersion('/schema', root, next), '/next/schema');
  assert.equal(routeInVersion('/', root, next), '/next');
  assert.equal(routeInVersion('/next/schema', next, root), '/schema');
  assert.equal(routeInVersion('/docs/schema', { path: '/docs' }, { path: '/docs/1.0' }), '/docs/1.0/schema');
  assert.equal(
    routeInVersion('/blog', { path: '/docs' }, { path: '/docs/1.0' }),
    '/blog',
    'outside the docs: as it is',
  );
  assert.equal(routeInVersion('/schema', root, root), '/schema');
});

test('pages match across versions by doc id, generated indexes by their path under the version’s root; sidebars get the version in their id and file unless the version is the last', () => {
  const data = (route: string) => ({ route }) as PageData;
  assert.equal(counterpartKey(data('/next/guide/x'), 'guide/intro', '/next'), 'doc:guide/intro');
  assert.equal(
    counterpartKey(data('/next/category/guide'), null, '/next'),
    counterpartKey(data('/category/guide'), null, '/'),
  );
  assert.equal(counterpartKey(data('/next'), null, '/next'), 'path:/');
  assert.equal(sidebarKey({ name: '1.0', isLast: false }, 'docs'), '1.0/docs');
  assert.equal(sidebarKey({ name: '2.0', isLast: true }, 'docs'), 'docs');
  assert.equal(sidebarFileOf({ name: '1.0', isLast: false }), 'sidebar-1.0.json');
  assert.equal(sidebarFileOf({ name: '2.0', isLast: true }), 'sidebar.json');
});

test('the docs version a reader is in: one rule for the server, the runtime and content rendered on its own', () => {
  const version = (name: string, isLast: boolean) => ({ name, isLast }) as DocsVersion;
  const versions = [version('current', false), version('2.0', true), version('1.0', false)];
  const names = (
    page: { version: string | null; route: string } | null,
    reader: { search: string; preferred: string | null } | null,
  ) => docsVersionOf(versions, page, reader).name;
  assert.equal(
    names({ version: '1.0', route: '/1.0/a' }, { search: '', preferred: 'current' }),
    '1.0',
    "the page's own first",
  );
  assert.equal(
    names({ version: null, route: '/search' }, { search: '?version=1.0', preferred: 'current' }),
    '1.0',
    'then the one asked for',
  );
  assert.equal(
    names({ version: null, route: '/search' }, { search: '', preferred: 'current' }),
    'current',
    'then the preferred one',
  );
  assert.equal(
    names({ version: null, route: '/other' }, { search: '?version=1.0', preferred: null }),
    '2.0',
    'only the search page asks',
  );
  assert.equal(names({ version: null, route: '/search' }, null), '2.0', 'the server knows neither: the last');
  assert.equal(names(null, null), '2.0', 'content rendered on its own: the last');
  assert.equal(names({ version: 'gone', route: '/x' }, null), '2.0', 'an unknown version: the last');
});
