/**
 * The MCP tools on a site with docs versions (test/fixtures/versioned: 2.0 at the root, the
 * current docs at /next, 1.0 at /1.0) and on a site too large to list at once; the server runs in
 * this process, over the SDK's in-memory transport.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { build } from '../../cli/build.js';
import { BuiltSite } from '../../cli/mcp/built-site.js';
import { createDocsServer, MAX_LISTED_PAGES } from '../../cli/mcp/docs-server.js';
import { searchBuilt } from '../../cli/commands/search-command.js';
import { createSite, FIXTURE_SITE, page } from '../helpers/site.js';

const cleanups: (() => Promise<void>)[] = [];
after(() => Promise.all(cleanups.map((f) => f())));

async function connect(outDir: string) {
  const server = createDocsServer({ site: () => new BuiltSite(outDir), version: 'test' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'hub-docs-test', version: '1.0.0' });
  await client.connect(clientSide);
  cleanups.push(() => client.close());
  return async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
}
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

let versioned: string;
before(async () => {
  versioned = await mkdtemp(path.join(tmpdir(), 'hub-docs-mcp-versions-'));
  cleanups.push(() => rm(versioned, { recursive: true, force: true }));
  await build({
    configFile: path.join(FIXTURE_SITE, '..', 'versioned', 'site.config.ts'),
    outDir: versioned,
    cache: false,
  });
});

test("versions: list_versions, each page's version, list_pages and search_docs per version", async () => {
  const call = await connect(versioned);
  const { versions } = (await call('list_versions')).structuredContent as {
    versions: {
      name: string;
      label: string;
      path: string;
      latest: boolean;
      banner: string | null;
      locales: string[];
    }[];
  };
  assert.deepEqual(
    versions.map((v) => [v.name, v.path, v.latest, v.banner]),
    [
      ['current', '/next', false, 'unreleased'],
      ['2.0', '/', true, null],
      ['1.0', '/1.0', false, 'unmaintained'],
    ],
  );
  assert.ok(versions.every((v) => v.locales.length === 1));

  assert.match(textOf(await call('get_page', { route: '/next/guide/streams' })), /^Version: Next \(current\)$/m);
  assert.match(textOf(await call('get_page', { route: '/1.0/legacy' })), /^Version: .* \(1\.0\)$/m);
  assert.match(textOf(await call('get_page', { route: '/guide/setup' })), /^Version: 2\.0 \(2\.0\)$/m);

  const old = JSON.stringify((await call('list_pages', { version: '1.0' })).structuredContent);
  assert.match(old, /"route":"\/1\.0\/guide\/setup"/);
  assert.doesNotMatch(old, /"route":"\/next/);

  for (const version of ['1.0', 'current']) {
    const found = (await call('search_docs', { query: 'setup', version })).structuredContent as {
      version: string;
      results: unknown[];
    };
    assert.equal(found.version, version);
    assert.deepEqual(found.results, await searchBuilt({ query: 'setup', outDir: versioned, limit: 8, version }));
  }
  const unknown = await call('list_pages', { version: '3.0' });
  assert.equal(unknown.isError, true);
  assert.match(textOf(unknown), /no docs version "3\.0"; its versions: "current" \(Next\), "2\.0"/);
});

test(`a site of more than ${MAX_LISTED_PAGES} pages: list_pages gives its sections with their page counts, then a section's pages`, async () => {
  const files: Record<string, string> = { 'docs/index.mdx': page('Home', 'Hello.') };
  for (let part = 1; part <= 2; part++) {
    files[`docs/part-${part}/_category_.json`] = JSON.stringify({ label: `Part ${part}`, position: part });
    for (let i = 1; i <= 160; i++)
      files[`docs/part-${part}/topic-${String(i).padStart(3, '0')}.md`] = page(
        `Topic ${part}.${i}`,
        `Text of topic ${i}.`,
      );
  }
  const big = await createSite(files);
  cleanups.push(() => big.remove());
  await big.build();
  const call = await connect(big.outDir);
  const all = (await call('list_pages')).structuredContent as {
    note?: string;
    pages: { title: string; pages?: number; items?: unknown[] }[];
  };
  assert.match(all.note ?? '', /^321 pages: these are the top-level sections/);
  assert.deepEqual(
    all.pages.map((p) => [p.title, p.pages, p.items]),
    [
      ['Part 1', 160, undefined],
      ['Part 2', 160, undefined],
      ['Home', undefined, undefined],
    ],
  );
  const part = (await call('list_pages', { section: 'Part 2' })).structuredContent as {
    note?: string;
    pages: { items: unknown[] }[];
  };
  assert.equal(part.note, undefined);
  assert.equal(part.pages[0].items.length, 160);
});
