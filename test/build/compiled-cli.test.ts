/**
 * The CLI as `npm install` compiles it (scripts/compile-cli.mjs: CommonJS bundles run by
 * cli/bundle-loader.ts from a V8 code cache), compiled from the current sources (compiled-cli.ts,
 * the one the tests that run hub-docs in a child process share): it builds a site with and then
 * from its code cache, the same files each time, and reports a bad page as the sources do.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createSite, page, snapshotDir, type TestSite } from '../helpers/site.js';
import { compiledCli } from '../helpers/compiled-cli.js';

// The site (a temp folder, no package.json) would cache in the user's cache folder: this test's own instead.
const WORK = await mkdtemp(path.join(tmpdir(), 'hub-docs-compiled-cache-'));
const CACHE = path.join(WORK, 'cache');
const CLI_DIR = path.dirname(compiledCli());
const CODE_CACHE = path.join(CACHE, 'code');

let site: TestSite;
let outs: string;
before(async () => {
  site = await createSite({
    'docs/intro.mdx': page('Welcome', 'Start **here**.', 'slug: /\n'),
    'docs/guide/setup.mdx': page('Setup', 'Install it:\n\n```bash\nnpm install\n```\n'),
  });
  outs = await mkdtemp(path.join(tmpdir(), 'hub-docs-compiled-'));
});
after(async () => {
  await rm(WORK, { recursive: true, force: true });
  await rm(outs, { recursive: true, force: true });
  await site.remove();
});

/**
 * `workers`: HUB_DOCS_WORKERS, the compile workers to use (the CLI decides by the site's size and the CPUs otherwise).
 */
const hubDocs = (args: string[], workers?: number) =>
  spawnSync(process.execPath, [path.join(CLI_DIR, 'main.cjs'), ...args], {
    cwd: site.dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      HUB_DOCS_CACHE_DIR: CACHE,
      HUB_DOCS_WORKERS: workers === undefined ? undefined : String(workers),
    },
  });

test('the compiled CLI builds a site, then builds it again from its code cache (accepted by V8), the same files', async () => {
  const first = hubDocs(['build', '--no-cache', '--out-dir', path.join(outs, 'first')]);
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /^✓ built \d+ pages in/m);
  const caches = (await readdir(CODE_CACHE)).filter((f) => f.startsWith('hub-docs-build-'));
  assert.equal(caches.length, 1, 'the run kept its code cache');
  const cache = path.join(CODE_CACHE, caches[0]);
  const made = (await stat(cache)).ino;
  const second = hubDocs(['build', '--no-cache', '--out-dir', path.join(outs, 'second')]);
  assert.equal(second.status, 0, second.stderr);
  // A cache V8 rejects (made under other flags: cli/v8-tuning.ts) is made again, as a new file.
  assert.equal((await stat(cache)).ino, made, 'the second run used the cache the first made');
  assert.deepEqual(await snapshotDir(path.join(outs, 'second')), await snapshotDir(path.join(outs, 'first')));
});

test('the compiled CLI is ASCII, which V8 holds as one byte a character (a single other character doubles it and slows its reading)', async () => {
  for (const name of ['hub-docs', 'compile-worker', 'search-index-worker']) {
    const code = await readFile(path.join(CLI_DIR, `${name}.bundle.cjs`), 'utf8');
    const other = /[^\x00-\x7f]/.exec(code);
    assert.equal(
      other,
      null,
      `${name}.bundle.cjs: ${JSON.stringify(other?.[0])} in …${code.slice(Math.max(0, (other?.index ?? 0) - 60), (other?.index ?? 0) + 20)}…`,
    );
  }
});

test('the compiled CLI reports a bad page with its file, line and column, and exits 1, compiled on the main thread or on a worker', async () => {
  await site.write('docs/guide/broken.mdx', page('Broken', 'A {broken expression'));
  try {
    for (const workers of [0, 1]) {
      const result = hubDocs(['build', '--no-cache', '--out-dir', path.join(outs, 'broken')], workers);
      assert.equal(result.status, 1, `workers: ${workers}`);
      assert.match(result.stderr, /docs\/guide\/broken\.mdx:\d+:\d+ error: MDX syntax error/, `workers: ${workers}`);
    }
  } finally {
    await rm(path.join(site.dir, 'docs', 'guide', 'broken.mdx'));
  }
});

// The compiled CLI compiles on worker threads wherever a site is big enough for them to pay (on
// two CPUs from a few hundred KB of pages): the pages they compile are those the main thread would.
test('the compiled CLI builds the same files with a compile worker as without', async () => {
  const without = hubDocs(['build', '--no-cache', '--out-dir', path.join(outs, 'main-thread')], 0);
  assert.equal(without.status, 0, without.stderr);
  const withWorker = hubDocs(['build', '--no-cache', '--out-dir', path.join(outs, 'worker')], 1);
  assert.equal(withWorker.status, 0, withWorker.stderr);
  assert.deepEqual(await snapshotDir(path.join(outs, 'worker')), await snapshotDir(path.join(outs, 'main-thread')));
});

// A build's locales share its compile workers (CompileWorkers): started by the default locale's
// compile, each other locale's compile then uses them, warm, and hands them on.
test('the compiled CLI builds the same locales with compile workers kept from one locale to the next as without', async () => {
  const translation = (title: string) => page(title, `${title}: **traduit**.`);
  const locales = await createSite(
    {
      'docs/intro.mdx': page('Welcome', 'Start **here**.', 'slug: /\n'),
      'docs/guide/setup.mdx': page('Setup', 'Install it:\n\n```bash\nnpm install\n```\n'),
      'docs/guide/usage.mdx': page('Usage', 'Use it.'),
      'i18n/fr/docusaurus-plugin-content-docs/current/guide/setup.mdx': translation('Installation'),
      'i18n/fr/docusaurus-plugin-content-docs/current/guide/usage.mdx': translation('Utilisation'),
      'i18n/de/docusaurus-plugin-content-docs/current/guide/setup.mdx': translation('Einrichtung'),
      'i18n/de/docusaurus-plugin-content-docs/current/guide/usage.mdx': translation('Verwendung'),
    },
    `{ title: 'Locales', url: 'https://locales.example.com', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] } }`,
  );
  try {
    const built = (workers: number, out: string) =>
      spawnSync(process.execPath, [path.join(CLI_DIR, 'main.cjs'), 'build', '--no-cache', '--out-dir', out], {
        cwd: locales.dir,
        encoding: 'utf8',
        env: { ...process.env, HUB_DOCS_CACHE_DIR: CACHE, HUB_DOCS_WORKERS: String(workers) },
      });
    const without = built(0, path.join(outs, 'locales-main-thread'));
    assert.equal(without.status, 0, without.stderr);
    const withWorkers = built(1, path.join(outs, 'locales-workers'));
    assert.equal(withWorkers.status, 0, withWorkers.stderr);
    assert.match(
      await readFile(path.join(outs, 'locales-workers', 'de', 'guide', 'usage', 'index.html'), 'utf8'),
      /Verwendung/,
    );
    assert.deepEqual(
      await snapshotDir(path.join(outs, 'locales-workers')),
      await snapshotDir(path.join(outs, 'locales-main-thread')),
    );
  } finally {
    await locales.remove();
  }
});

// The MCP SDK is a bundle of its own in the compiled CLI (dist/cli/mcp-sdk.bundle.cjs, loaded only by
// `mcp` and serve's /mcp): its zod schemas, transports and JSON schemas must work there as they do
// from the sources, and the command line's bundle must not carry it.
test('the compiled CLI serves MCP over stdio: its tools list with their schemas, and search_docs answers', async () => {
  const commandLine = await readFile(path.join(CLI_DIR, 'hub-docs.bundle.cjs'), 'utf8');
  assert.ok(
    !/McpServer=class|StdioServerTransport=class/.test(commandLine),
    "the command line's bundle carries the MCP SDK",
  );
  assert.ok(
    commandLine.includes('__hubDocsLoadBundle("mcp-sdk")'),
    "the command line's bundle does not load dist/cli/mcp-sdk.bundle.cjs",
  );
  const out = path.join(outs, 'mcp');
  const built = hubDocs(['build', '--out-dir', out]);
  assert.equal(built.status, 0, built.stderr);
  const client = new Client({ name: 'hub-docs-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(CLI_DIR, 'main.cjs'), 'mcp', '--out-dir', out],
      cwd: site.dir,
      stderr: 'pipe',
    }),
  );
  try {
    const { tools } = await client.listTools();
    const search = tools.find((t) => t.name === 'search_docs')!;
    assert.match(
      (search.inputSchema.properties?.query as { description?: string } | undefined)?.description ?? '',
      /Words to search for/,
    );
    const answer = (await client.callTool({ name: 'search_docs', arguments: { query: 'install' } })) as CallToolResult;
    assert.ok(
      (answer.structuredContent as { results: { url: string }[] }).results.some((r) =>
        r.url.startsWith('/guide/setup'),
      ),
    );
    const bad = (await client.callTool({ name: 'search_docs', arguments: { query: 1 } })) as CallToolResult;
    assert.equal(bad.isError, true);
  } finally {
    await client.close();
  }
});
