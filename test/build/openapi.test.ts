/** Fixture builds of a site with an API reference: the pages, sidebar, search and errors. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite, page, type TestSite } from '../helpers/site.js';
import { HubDocsError, HubDocsErrorList } from '../../cli/errors.js';
import { loadBuiltEngine } from '../../cli/commands/search-command.js';
import { build } from '../../cli/build.js';
import { hashOf } from '../../cli/pipeline/bundle-cache.js';
import { cacheRoot, useSiteCache } from '../../cli/paths.js';
import type { SidebarItem, Sidebars } from '../../theme/types.js';

const CONFIG = `{
  title: 'Test docs',
  url: 'https://test.example.com',
  product: { name: 'Relay', slug: 'relay' },
  openapi: [{ spec: 'api/orders.yaml', route: '/api', label: 'Orders API' }],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
}`;

const FIXTURE = fileURLToPath(new URL('../fixtures/openapi/', import.meta.url));
const ORDERS_SPEC = await readFile(path.join(FIXTURE, 'api', 'orders.yaml'), 'utf8');

/** assert.match without the whole page in the failure message. */
function has(html: string, pattern: RegExp): void {
  assert.ok(pattern.test(html), `the page does not match ${pattern}`);
}

let site: TestSite;
before(async () => {
  site = await createSite(
    {
      'docs/guide.mdx': page(
        'Guide',
        'Read [create an order](/api/orders/createOrder#parameter-query-dryrun) and [the reference](/api).',
      ),
      'api/orders.yaml': ORDERS_SPEC,
    },
    CONFIG,
  );
  await site.build();
});
after(() => site.remove());

test('an operation page: endpoint, description through the MDX pipeline, samples in tabs with every panel in the HTML, parameters, nested body fields', async () => {
  const html = await site.read('api/orders/createOrder/index.html');
  has(html, /<h1 class="doc__title">Create an order<\/h1>/);
  has(html, /<p class="doc__lead">Creates an order with its lines\.<\/p>/);
  has(html, /<span class="api-method api-method--post">POST<\/span><code class="api-endpoint__path">\/orders<\/code>/);
  // The product token and Markdown in the description.
  has(html, /An order is <strong>stored<\/strong> at once\. Relay answers with its id\./);
  // Three samples, the first shown, the others hidden but present.
  const tabs = [
    ...html.matchAll(/<button type="button" role="tab"[^>]*aria-selected="(true|false)"[^>]*data-value="([a-z]+)"/g),
  ].map((m) => `${m[2]}:${m[1]}`);
  assert.deepEqual(tabs, ['curl:true', 'typescript:false', 'python:false']);
  assert.equal((html.match(/role="tabpanel"[^>]*hidden=""/g) ?? []).length, 2);
  has(html, /data-group-id="api-language"/);
  has(html, /curl<\/span> <span class="token parameter variable">-s<\/span>/);
  has(
    html,
    /= <\/span>requests<span class="token punctuation">\.<\/span>post|<span class="token operator">=<\/span> requests<span class="token punctuation">\.<\/span>post/,
  );
  has(html, /\$ORDER_TOKEN/);
  has(html, /<tr id="parameter-query-dryrun">/);
  has(html, /<details class="api-children"><summary>2 fields of <code>lines<\/code><\/summary>/);
  has(html, /<span class="api-facts__item">≥ 1<\/span>/);
  // Hydrates from its HTML: data inline, no chunk of its own preloaded.
  has(html, /<script type="application\/json" id="__hub-page">/);
  const guide = await site.read('guide/index.html');
  const preloads = (h: string) => [...h.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(preloads(html), preloads(guide));
});

test('tag, overview and webhook pages; the product token in header names; Redoc-style links to operations', async () => {
  const tag = await site.read('api/orders/index.html');
  has(tag, /Each order has <a href="\/api\/orders\/createOrder">lines<\/a>/);
  has(tag, /<a href="\/api\/orders\/getOrder">Get an order<\/a>/);
  const overview = await site.read('api/index.html');
  has(overview, /<h1 class="doc__title">Orders API<\/h1>/);
  has(overview, /The orders API of Relay\. See <a href="\/guide">the guide<\/a>\./);
  has(overview, /<h3 id="auth-ordertoken">/);
  has(overview, /https:\/\/sandbox\.orders\.example\.com/);
  const get = await site.read('api/orders/getOrder/index.html');
  has(get, /<code class="api-name">X-Relay-Trace<\/code>/);
  has(get, /<span class="api-endpoint__parameter">\{orderId\}<\/span>/);
  const webhook = await site.read('api/webhooks/orderShipped/index.html');
  has(webhook, /to your endpoint \(webhook <code>orderShipped<\/code>\)/);
  has(webhook, /id="request-body">Payload/);
});

test('the sidebar gets the reference as a category: tags as sub-categories, operations with their method', async () => {
  const sidebar = (JSON.parse(await site.read('sidebar.json')) as Sidebars).defaultSidebar;
  const reference = sidebar.find((item) => item.type === 'category' && item.label === 'Orders API')!;
  assert.equal(reference.type === 'category' && reference.href, '/api');
  const tags = reference.type === 'category' ? reference.items : [];
  assert.deepEqual(
    tags.map((t) => [
      t.type === 'html' ? '' : t.label,
      t.type === 'category' ? t.items.map((i) => (i.type === 'link' ? `${i.badge} ${i.label} ${i.href}` : '')) : [],
    ]),
    [
      ['Orders', ['POST Create an order /api/orders/createOrder', 'GET Get an order /api/orders/getOrder']],
      ['Webhooks', ['POST Order shipped /api/webhooks/orderShipped']],
    ],
  );
  const html = await site.read('api/orders/getOrder/index.html');
  has(html, /<span class="sidebar__badge sidebar__badge--get">GET<\/span> <!-- -->Get an order/);
  has(html, /<nav class="breadcrumbs"[^]*<a href="\/api">Orders API<\/a>[^]*<a href="\/api\/orders">Orders<\/a>/);
});

test('search finds operations by summary, method and path, and operationId', async () => {
  const { engine } = await loadBuiltEngine(site.outDir);
  const first = async (query: string) =>
    (await engine.search(query, { limit: 8, contextLength: 50 })).groups[0]?.page.url;
  assert.equal(await first('create order'), '/api/orders/createOrder');
  assert.equal(await first('POST /orders'), '/api/orders/createOrder');
  assert.equal(await first('getOrder'), '/api/orders/getOrder');
  assert.equal(await first('dryRun'), '/api/orders/createOrder');
});

async function buildErrors(s: TestSite): Promise<HubDocsError[]> {
  try {
    await s.build();
  } catch (error) {
    if (error instanceof HubDocsErrorList) return error.errors;
    if (error instanceof HubDocsError) return [error];
    throw error;
  }
  assert.fail('the build succeeded');
}

test('problems in descriptions are reported at their line in the spec: MDX syntax, broken links, unknown operations', async () => {
  const broken = ORDERS_SPEC.replace('An order is **stored** at once.', 'An order is {stored at once.')
    .replace('See [the guide](../docs/guide.mdx).', 'See [the guide](../docs/gone.mdx).')
    .replace('[lines](#operation/createOrder)', '[lines](#operation/noSuchOperation)');
  const bad = await createSite({ 'docs/guide.mdx': page('Guide', 'Text.'), 'api/orders.yaml': broken }, CONFIG);
  try {
    const errors = await buildErrors(bad);
    const file = path.join(bad.dir, 'api', 'orders.yaml');
    const found = errors
      .map((e) => [e.location?.file === file, e.location?.line, e.message.split(':')[0]])
      .sort((a, b) => Number(a[1]) - Number(b[1]));
    assert.deepEqual(found, [
      [true, 6, 'broken link'],
      [true, 16, 'broken link'],
      [true, 26, 'MDX syntax error'],
    ]);
    assert.equal(errors.find((e) => e.location?.line === 6)?.location?.column, 38);
    // The previous output is left as it was: nothing was written.
    await assert.rejects(readFile(path.join(bad.outDir, 'index.html')));
  } finally {
    await bad.remove();
  }
});

test('a rebuild with its caches reuses the reference it made, and still reports a problem in a description at its line in the spec', async () => {
  const s = await createSite({ 'docs/guide.mdx': page('Guide', 'Text.'), 'api/orders.yaml': ORDERS_SPEC }, CONFIG);
  const cached = () => build({ configFile: s.configFile, outDir: s.outDir, cache: true });
  try {
    await cached();
    // The spec and the config as they were: the kept pages are used. The page a description links to is gone.
    await rm(path.join(s.dir, 'docs', 'guide.mdx'));
    await s.write('docs/other.mdx', page('Other', 'Text.'));
    const error = await cached().then(
      () => assert.fail('the build succeeded'),
      (e: unknown) => e as HubDocsError,
    );
    assert.match(error.message, /^broken link/);
    assert.deepEqual(
      [error.location?.file, error.location?.line, error.location?.column],
      [path.join(s.dir, 'api', 'orders.yaml'), 6, 38],
    );
  } finally {
    await rm(path.join(cacheRoot(), hashOf(path.resolve(s.configFile), '').slice(0, 12)), {
      recursive: true,
      force: true,
    });
    await rm(path.join(cacheRoot(), 'outputs', `${hashOf(s.outDir).slice(0, 16)}.json`), { force: true });
    await s.remove();
  }
});

test('a docs page cannot take a reference route, and a link to a missing anchor of an operation page is an error in the docs file', async () => {
  const bad = await createSite(
    {
      'docs/guide.mdx': page('Guide', 'See [a parameter](/api/orders/createOrder#parameter-query-nope).'),
      'docs/api/orders.mdx': page('Orders', 'Mine.'),
      'api/orders.yaml': ORDERS_SPEC,
    },
    CONFIG,
  );
  try {
    const errors = await buildErrors(bad);
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /two pages have the permalink \/api\/orders: .*orders\.yaml and .*orders\.mdx/);
    await bad.write('docs/api/orders.mdx', '');
    await bad.write('docs/api/orders.mdx', page('Orders', 'Mine.', 'slug: /orders-doc\n'));
    const [anchor] = await buildErrors(bad);
    assert.match(
      anchor.message,
      /the page \/api\/orders\/createOrder has no heading with the anchor "#parameter-query-nope"/,
    );
    assert.equal(anchor.location?.file, path.join(bad.dir, 'docs', 'guide.mdx'));
  } finally {
    await bad.remove();
  }
});

// The spec download is written in the site's cache folder, wherever that is (HUB_DOCS_CACHE_DIR
// here, a folder whose path says nothing of hub-docs), and pages may link to it there.
test('the overview offers the spec as a download from a cache folder anywhere (HUB_DOCS_CACHE_DIR)', async () => {
  const s = await createSite({ 'docs/guide.mdx': page('Guide', 'Text.'), 'api/orders.yaml': ORDERS_SPEC }, CONFIG);
  const before = process.env.HUB_DOCS_CACHE_DIR;
  // Outside the site's folder: a link into it is allowed for the downloads only.
  const cache = await mkdtemp(path.join(tmpdir(), 'plain-cache-'));
  process.env.HUB_DOCS_CACHE_DIR = cache;
  useSiteCache(s.dir);
  try {
    await build({ configFile: s.configFile, outDir: s.outDir, cache: true });
    const overview = await s.read('api/index.html');
    const link = /href="(\/[^"]*orders[^"]*\.yaml)"/.exec(overview)?.[1];
    assert.ok(link, 'the overview links to the spec');
    assert.equal(
      await readFile(path.join(s.outDir, decodeURIComponent(link)), 'utf8'),
      ORDERS_SPEC.replaceAll('%product%', 'Relay'),
    );
  } finally {
    if (before === undefined) delete process.env.HUB_DOCS_CACHE_DIR;
    else process.env.HUB_DOCS_CACHE_DIR = before;
    useSiteCache(process.cwd());
    await rm(cache, { recursive: true, force: true });
    await s.remove();
  }
});
