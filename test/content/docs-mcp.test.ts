/**
 * The bundled docs through the MCP server, as a connector developer's assistant uses them: the
 * question "how do I acknowledge a pulled message" leads to the guide page that explains it and
 * to the API operation, both read as Markdown, and the operations of the Messages tag are listed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { build } from '../../cli/build.js';
import { BuiltSite } from '../../cli/mcp/built-site.js';
import { createDocsServer } from '../../cli/mcp/docs-server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let outDir: string;
let client: Client;
const call = async (name: string, args: Record<string, unknown>) => {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  assert.equal(result.isError, undefined, `${name} ${JSON.stringify(args)}: ${JSON.stringify(result.content)}`);
  return result;
};
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-mcp-docs-'));
  await build({ configFile: path.join(ROOT, 'site.config.ts'), outDir, cache: true });
  const site = new BuiltSite(outDir);
  const server = createDocsServer({ site: () => site, version: 'test' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: 'hub-docs-test', version: '1.0.0' });
  await client.connect(clientSide);
});
after(async () => {
  await client?.close();
  await rm(outDir, { recursive: true, force: true });
});

test('"how do I acknowledge a pulled message" finds the receiving guide, which leads to the acknowledge operation', async () => {
  // Ranking is the search engine's (test/search holds its relevance targets): the pull operation may come first, the
  // guide in the first five.
  const search = (await call('search_docs', { query: 'how do I acknowledge a pulled message', limit: 8 }))
    .structuredContent as { results: { title: string; url: string }[] };
  const guide = search.results.findIndex((r) =>
    r.url.startsWith('/getting-started/receiving-messages-from-switchboard'),
  );
  assert.ok(
    guide !== -1 && guide < 5,
    `the receiving guide in the top 5: ${search.results.map((r) => r.url).join(', ')}`,
  );
  assert.ok(
    search.results.some(
      (r) => r.url === '/getting-started/receiving-messages-from-switchboard#acknowledge-each-message',
    ),
    'its "Acknowledge each message" section',
  );

  // The assistant reads the section the search found, and follows its link to the operation's twin.
  const page = textOf(await call('get_page', { url: search.results[guide].url, limit: 100_000 }));
  const section = page.slice(page.indexOf('## Acknowledge each message'));
  const link = /\[`POST \/v3\/messages\/\{messageId\}\/ack`\]\((https:\/\/[^)]+\.md)\)/.exec(section);
  assert.ok(link, 'the section links the operation');
  const operation = textOf(await call('get_page', { url: link[1] }));
  assert.match(operation, /^# Acknowledge a message$/m);
  assert.match(operation, /^\*\*POST\*\* `\/v3\/messages\/\{messageId\}\/ack`$/m);

  // The same operation by method and a concrete path, with its samples and responses.
  const byPath = textOf(
    await call('get_api_operation', { method: 'POST', path: '/v3/messages/0b6f1c2e/ack', limit: 100_000 }),
  );
  assert.match(byPath, /^Operation: acknowledgeMessage \(POST \/v3\/messages\/\{messageId\}\/ack\), tag Messages$/m);
  assert.match(byPath, /#### curl\n\n```bash\ncurl -s -X POST/);
  assert.ok(byPath.endsWith(operation.slice(operation.indexOf('# Acknowledge a message'))), 'the same twin');
});

test('the Messages tag lists send, pull and acknowledge', async () => {
  const { operations } = (await call('list_api_operations', { tag: 'Messages' })).structuredContent as {
    operations: { operationId: string; method: string; path: string }[];
  };
  assert.deepEqual(
    operations.map((o) => `${o.method} ${o.path} ${o.operationId}`),
    [
      'POST /v3/messages sendMessages',
      'GET /v3/messages pullMessages',
      'POST /v3/messages/{messageId}/ack acknowledgeMessage',
    ],
  );
});
