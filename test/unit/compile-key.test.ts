/**
 * The compile cache's key holds everything the compiler is given (siteCompileKey): each field of
 * the config as the compiler sees it (build-only fields too), the route maps, the folders, the
 * content renderer and the site-wide context. A change to any of them changes the key, so no
 * page compiled with the old value is served from the cache.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../cli/config/validate-config.js';
import { compileConfig } from '../../cli/mdx/context.js';
import { siteCompileKey } from '../../cli/pipeline/compile-all.js';
import type { SiteCompileContext } from '../../cli/pipeline/compile-page.js';

function site(): SiteCompileContext {
  const { config } = validateConfig({
    title: 'Docs',
    url: 'https://docs.example.com',
    navbar: { items: [{ href: '/a', label: 'A' }] },
  });
  return {
    config: compileConfig(config!),
    routeOfFile: new Map([['/site/docs/a.mdx', '/a']]),
    allRoutes: new Set(['/a', '/b']),
    staticDir: '/site/static',
    docsDir: '/site/docs',
    siteDir: '/site',
    downloadsDir: '/cache/openapi-downloads',
    renderer: { file: '/cache/renderer.mjs', hash: 'r1' } as SiteCompileContext['renderer'],
    shared: {
      site: { config: {}, searchManifestUrl: '/search-manifest.json', versions: [] },
      assets: { mermaid: '/m.js' },
      sidebars: {},
      searchChunks: [],
    } as unknown as SiteCompileContext['shared'],
    facts: { 'hub.name': 'Relay' },
  };
}

/** Every leaf of a JSON value (path and value), arrays included as their own leaves when empty. */
function leaves(value: unknown, at: string[] = []): { path: string[]; value: unknown }[] {
  if (value === null || typeof value !== 'object') return [{ path: at, value }];
  const entries = Object.entries(value);
  if (entries.length === 0) return [{ path: at, value }];
  return entries.flatMap(([key, child]) => leaves(child, [...at, key]));
}

/** A different value of the same kind. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return value + 'x';
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...value, 'x'];
  if (value === null) return 'x';
  return { ...(value as object), x: 1 };
}

function withLeaf<T>(root: T, path: string[], value: unknown): T {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
  return copy as T;
}

test('every field of the config the compiler is given is in the key, build-only ones too', () => {
  const base = site();
  const key = siteCompileKey(base);
  const fields = leaves(base.config).filter((leaf) => typeof leaf.value !== 'function');
  assert.ok(
    fields.some((leaf) => leaf.path[0] === 'build'),
    'the config has build-only fields',
  );
  const unkeyed = fields.filter(
    (leaf) => siteCompileKey({ ...base, config: withLeaf(base.config, leaf.path, changed(leaf.value)) }) === key,
  );
  assert.deepEqual(
    unkeyed.map((leaf) => leaf.path.join('.')),
    [],
  );
});

test('the route maps, the folders, the renderer and the site-wide context are in the key; facts are keyed per page', () => {
  const base = site();
  const key = siteCompileKey(base);
  const variants: Partial<SiteCompileContext>[] = [
    { routeOfFile: new Map([['/site/docs/a.mdx', '/a2']]) },
    { allRoutes: new Set(['/a', '/c']) },
    { staticDir: null },
    { docsDir: '/elsewhere/docs' },
    { siteDir: '/elsewhere' },
    { renderer: { ...base.renderer, hash: 'r2' } },
    { shared: { ...base.shared, assets: { mermaid: '/docs/m.js' } } },
  ];
  for (const variant of variants)
    assert.notEqual(siteCompileKey({ ...base, ...variant }), key, Object.keys(variant)[0]);
  assert.equal(
    siteCompileKey({ ...base, facts: { 'hub.name': 'Other' } }),
    key,
    'a facts edit recompiles only the pages naming the fact',
  );
  assert.equal(siteCompileKey(site()), key, 'the same input gives the same key');
});
