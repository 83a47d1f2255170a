/** `hub-docs serve` answers MCP at /mcp over the site being edited: each answer comes from the last build. */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createSite, page } from '../helpers/site.js';
import { startDevServer } from '../../cli/serve/dev-server.js';
import { searchBuilt } from '../../cli/commands/search-command.js';

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

test('serve answers MCP at /mcp, and an edit shows in the next answers (page, search, page list)', async () => {
  const s = await createSite({
    'docs/index.mdx': page('Welcome', 'See [setup](./setup.mdx).'),
    'docs/setup.mdx': page('Setup', '## Install\n\nInstall the relay with npm.'),
  });
  const server = await startDevServer({
    configFile: s.configFile,
    port: 0,
    host: '127.0.0.1',
    cache: false,
    log: () => {},
    debounceMs: 20,
  });
  const client = new Client({ name: 'hub-docs-test', version: '1.0.0' });
  after(async () => {
    await client.close();
    await server.close();
    await s.remove();
  });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  assert.match(textOf(await call('get_page', { route: '/setup' })), /Install the relay with npm\./);
  assert.deepEqual(
    ((await call('search_docs', { query: 'zeppelin' })).structuredContent as { results: unknown[] }).results,
    [],
  );

  const rebuilt = server.nextBuild();
  await s.write('docs/setup.mdx', page('Setup', '## Install\n\nInstall the relay with the zeppelin installer.'));
  await s.write('docs/extra.mdx', page('Extra page', 'Added while serving.'));
  assert.equal((await rebuilt).ok, true);

  assert.match(textOf(await call('get_page', { route: '/setup' })), /Install the relay with the zeppelin installer\./);
  const found = (await call('search_docs', { query: 'zeppelin' })).structuredContent as { results: { url: string }[] };
  assert.deepEqual(
    found.results,
    await searchBuilt({ query: 'zeppelin', outDir: server.outDir, limit: 8 }),
    'the same answer as hub-docs search over the served build',
  );
  assert.match(found.results[0].url, /^\/setup/);
  assert.match(JSON.stringify((await call('list_pages', {})).structuredContent), /"title":"Extra page"/);

  // A browser's GET of /mcp is the site's (here: its 404 page); the server card is served beside the endpoint.
  const get = await fetch(`${server.url}/mcp`);
  assert.equal(get.status, 404);
  assert.match(get.headers.get('content-type') ?? '', /text\/html/);
  const card = (await (await fetch(`${server.url}/mcp/server-card`)).json()) as { remotes: { url: string }[] };
  assert.equal(card.remotes[0].url, `${server.url}/mcp`);
});
