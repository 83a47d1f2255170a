/**
 * `hub-docs mcp` as an assistant meets it: an MCP client of the official SDK starts the command over
 * stdio on a built fixture site (and over Streamable HTTP with --http) and calls every tool,
 * errors included; search answers are `hub-docs search --json`'s. Also what the build writes
 * for discovery (config `mcp.url`) and the "Open in …" links beside Copy page.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createSite, page, type TestSite } from '../helpers/site.js';
import { compiledCli } from '../helpers/compiled-cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SPEC = fileURLToPath(new URL('../fixtures/openapi/api/orders.yaml', import.meta.url));
const MCP_URL = 'https://mcp.test.example.com/mcp';
const cliArgs = (...args: string[]) => [compiledCli(), ...args];

/**
 * A page longer than one get_page answer (20,000 characters by default), with a character outside the BMP at every
 * paging boundary's risk.
 */
const LONG_BODY = Array.from(
  { length: 250 },
  (_, i) =>
    `## Step ${i + 1}\n\nConfigure the relay 🚀 for stage ${i + 1}: set the retry budget, the window and the dead-letter route before you go on.`,
).join('\n\n');

let site: TestSite;
let client: Client;

const call = async (name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

before(async () => {
  site = await createSite(
    {
      'docs/index.mdx': page('Welcome', 'Start with the [setup guide](./guide/setup.mdx).'),
      'docs/guide/_category_.json': JSON.stringify({ label: 'Guide', position: 1 }),
      'docs/guide/setup.mdx': page(
        'Setup',
        '## Install the relay\n\nInstall the relay agent with `npm install relay-agent`, then acknowledge each order you stored.',
      ),
      'docs/guide/webhooks.mdx': page('Webhooks', '## Verify signatures\n\nEvery webhook is signed with HMAC-SHA256.'),
      'docs/guide/long-page.mdx': page('Long page', LONG_BODY),
    },
    `{
      title: 'Relay docs',
      tagline: 'Move orders between systems.',
      url: 'https://test.example.com',
      product: { name: 'Relay', slug: 'relay' },
      openapi: [{ spec: ${JSON.stringify(SPEC)}, route: '/api', label: 'Orders API' }],
      mcp: { url: ${JSON.stringify(MCP_URL)} },
    }`,
  );
  await site.build();
  client = new Client({ name: 'hub-docs-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: cliArgs('mcp', '--out-dir', site.outDir),
      cwd: ROOT,
      stderr: 'pipe',
    }),
  );
});

after(async () => {
  await client?.close();
  await site?.remove();
});

test('the server lists its six tools, each with a description and a JSON schema whose fields are described', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), [
    'get_api_operation',
    'get_page',
    'list_api_operations',
    'list_pages',
    'list_versions',
    'search_docs',
  ]);
  for (const tool of tools) {
    assert.ok((tool.description ?? '').length > 80, `${tool.name} says what it does and returns`);
    assert.equal(tool.inputSchema.type, 'object');
    for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {}))
      assert.ok((schema as { description?: string }).description, `${tool.name}.${name} is described`);
    assert.equal(tool.annotations?.readOnlyHint, true);
  }
  const search = tools.find((t) => t.name === 'search_docs')!;
  assert.deepEqual(search.inputSchema.required, ['query']);
});

test('search_docs answers exactly what `hub-docs search --json` prints, for the same queries and options', async () => {
  for (const [query, limit] of [
    ['install relay', 8],
    ['webhook signature', 3],
    ['order', 5],
    ['nothingmatchesthis', 8],
  ] as const) {
    const result = await call('search_docs', { query, limit });
    assert.equal(result.isError, undefined, textOf(result));
    const cli = spawnSync(
      process.execPath,
      cliArgs('search', query, '--out-dir', site.outDir, '--json', '--limit', String(limit)),
      { cwd: ROOT, encoding: 'utf8' },
    );
    assert.equal(cli.status, 0, cli.stderr);
    assert.deepEqual((result.structuredContent as { results: unknown[] }).results, JSON.parse(cli.stdout), query);
  }
  const found = await call('search_docs', { query: 'install relay' });
  assert.match(
    textOf(found),
    /Setup.*\n\s+https:\/\/test\.example\.com\/guide\/setup/,
    'the text gives each result with its absolute URL',
  );
});

test('search_docs refuses a bad version, a locale the site has not, and arguments of the wrong type', async () => {
  const version = await call('search_docs', { query: 'install', version: '9.x' });
  assert.equal(version.isError, true);
  assert.match(textOf(version), /no docs version "9\.x".*"current"/);
  const locale = await call('search_docs', { query: 'install', locale: 'fr' });
  assert.equal(locale.isError, true);
  assert.match(textOf(locale), /locale "fr".*"en"/);
  assert.equal(
    (await call('search_docs', { query: 'install', locale: 'en', version: 'Next' })).isError,
    undefined,
    'a version by its label, the locale the site has',
  );
  const wrongType = await call('search_docs', { query: 42 });
  assert.equal(wrongType.isError, true);
  assert.match(textOf(wrongType), /query/);
  const missing = await call('search_docs', {});
  assert.equal(missing.isError, true);
});

test("get_page reads a page's Markdown twin by route, page URL, twin URL or docs:// URI, and names its URLs and version", async () => {
  const twin = await site.read('guide/setup.md');
  for (const ref of [
    { route: '/guide/setup' },
    { route: 'guide/setup/' },
    { url: 'https://test.example.com/guide/setup#install-the-relay' },
    { url: 'https://test.example.com/guide/setup.md' },
    { url: 'docs:///guide/setup' },
  ]) {
    const result = await call('get_page', ref);
    assert.equal(result.isError, undefined, JSON.stringify(ref));
    const text = textOf(result);
    assert.ok(text.endsWith(twin), `${JSON.stringify(ref)}: the whole twin`);
    assert.match(
      text,
      /^URL: https:\/\/test\.example\.com\/guide\/setup\nMarkdown: https:\/\/test\.example\.com\/guide\/setup\.md\nVersion: Next \(current\)\nCharacters: all \d+/,
    );
  }
  const home = await call('get_page', { route: '/' });
  assert.match(textOf(home), /# Welcome/);
});

test('get_page: an unknown page is an error naming the closest routes; one of url/route exactly; no path out of the site', async () => {
  const unknown = await call('get_page', { route: '/guide/setpu' });
  assert.equal(unknown.isError, true);
  assert.match(textOf(unknown), /no page at "\/guide\/setpu".*closest routes: \/guide\/setup\b/);
  for (const args of [{}, { route: '/guide/setup', url: 'https://test.example.com/' }]) {
    const result = await call('get_page', args);
    assert.equal(result.isError, true);
    assert.match(textOf(result), /either `url` or `route`/);
  }
  const escape = await call('get_page', { route: '/../../etc/passwd' });
  assert.equal(escape.isError, true);
  const badLimit = await call('get_page', { route: '/guide/setup', limit: 0 });
  assert.equal(badLimit.isError, true);
});

test('get_page pages a long page by characters: the parts join into the twin, each says where the next starts', async () => {
  const twin = await site.read('guide/long-page.md');
  assert.ok(twin.length > 20_000, 'the fixture page is longer than one default answer');
  const first = textOf(await call('get_page', { route: '/guide/long-page' }));
  assert.match(first, new RegExp(`Characters: 0–\\d+ of ${twin.length}; ask again with offset \\d+ for the rest`));
  let offset = 0;
  let joined = '';
  for (let parts = 0; parts < 50; parts++) {
    const text = textOf(await call('get_page', { route: '/guide/long-page', offset, limit: 1001 }));
    const summary = /^Characters: (\d+)–(\d+) of (\d+)(?:; ask again with offset (\d+)| \(the end\))/m.exec(text);
    assert.ok(summary, text.slice(0, 300));
    joined += text.slice(text.indexOf('\n\n') + 2);
    if (!summary[4]) break;
    offset = Number(summary[4]);
  }
  assert.equal(joined, twin, 'no character lost or repeated, no surrogate pair split');
  const past = textOf(await call('get_page', { route: '/guide/long-page', offset: twin.length + 5 }));
  assert.match(past, /offset \d+ is past the end/);
});

test('list_pages gives the sidebar tree with URLs, twin URLs and descriptions, or one section of it', async () => {
  const all = (await call('list_pages')).structuredContent as {
    version: string;
    pages: {
      title: string;
      url: string;
      markdownUrl?: string;
      description?: string;
      method?: string;
      items?: unknown[];
    }[];
  };
  assert.equal(all.version, 'current');
  const titles = all.pages.map((p) => p.title);
  assert.ok(titles.includes('Guide') && titles.includes('Orders API'), titles.join(', '));
  const guide = (await call('list_pages', { section: 'guide' })).structuredContent as typeof all;
  assert.equal(guide.pages.length, 1);
  const setup = (guide.pages[0].items as typeof all.pages).find((p) => p.title === 'Setup')!;
  assert.deepEqual(setup, {
    title: 'Setup',
    url: 'https://test.example.com/guide/setup',
    markdownUrl: 'https://test.example.com/guide/setup.md',
    route: '/guide/setup',
    description: 'About setup.',
  });
  const api = (await call('list_pages', { section: '/api' })).structuredContent as typeof all;
  const operations = JSON.stringify(api);
  assert.match(operations, /"method":"POST"/, 'API operations carry their method');
  const unknown = await call('list_pages', { section: 'Nope' });
  assert.equal(unknown.isError, true);
  assert.match(textOf(unknown), /no sidebar section "Nope".*"Guide"/);
});

test('list_api_operations and get_api_operation: by tag, by operationId, by method and a template or a concrete path', async () => {
  const listed = (await call('list_api_operations')).structuredContent as {
    tags: string[];
    operations: { operationId: string; method: string; path: string; tag: string; url: string; webhook?: boolean }[];
  };
  assert.deepEqual(
    listed.operations.map((o) => `${o.method} ${o.path} ${o.operationId} ${o.tag}${o.webhook ? ' webhook' : ''}`),
    [
      'POST /orders createOrder Orders',
      'GET /orders/{orderId} getOrder Orders',
      'POST orderShipped orderShipped Webhooks webhook',
    ],
  );
  assert.deepEqual(listed.tags, ['Orders', 'Webhooks']);
  assert.ok(
    listed.operations.some(
      (o) =>
        o.operationId === 'getOrder' &&
        o.method === 'GET' &&
        o.path === '/orders/{orderId}' &&
        o.url.startsWith('https://test.example.com/api/'),
    ),
  );
  const byTag = (await call('list_api_operations', { tag: listed.operations[0].tag.toUpperCase() }))
    .structuredContent as typeof listed;
  assert.ok(byTag.operations.length > 0 && byTag.operations.every((o) => o.tag === listed.operations[0].tag));
  const unknownTag = await call('list_api_operations', { tag: 'Nope' });
  assert.equal(unknownTag.isError, true);
  assert.match(textOf(unknownTag), /no API tag "Nope"; the tags: /);

  const twin = await site.read(
    new URL(listed.operations.find((o) => o.operationId === 'getOrder')!.url).pathname.slice(1) + '.md',
  );
  for (const args of [
    { operationId: 'getOrder' },
    { operationId: 'getorder' },
    { method: 'get', path: '/orders/{orderId}' },
    { method: 'GET', path: '/orders/ord_42' },
  ]) {
    const result = await call('get_api_operation', args);
    assert.equal(result.isError, undefined, `${JSON.stringify(args)}: ${textOf(result)}`);
    assert.match(textOf(result), /^Operation: getOrder \(GET \/orders\/\{orderId\}\)/);
    assert.ok(textOf(result).endsWith(twin), "the operation page's twin");
  }
  const unknown = await call('get_api_operation', { method: 'DELETE', path: '/orders/1' });
  assert.equal(unknown.isError, true);
  assert.match(
    textOf(unknown),
    /no API operation with the DELETE \/orders\/1; did you mean: GET \/orders\/\{orderId\}/,
  );
  for (const args of [{}, { operationId: 'getOrder', method: 'GET' }, { method: 'GET' }]) {
    const result = await call('get_api_operation', args);
    assert.equal(result.isError, true, JSON.stringify(args));
    assert.match(textOf(result), /either `operationId`, or `method` and `path`/);
  }
});

test('list_versions gives each version with its locales', async () => {
  const result = (await call('list_versions')).structuredContent;
  assert.deepEqual(result, {
    versions: [{ name: 'current', label: 'Next', path: '/', latest: true, banner: null, locales: ['en'] }],
  });
});

test('pages are resources docs://<route> with the twin as text/markdown', async () => {
  const { resources } = await client.listResources();
  const uris = resources.map((r) => r.uri);
  assert.ok(
    uris.includes('docs:///') && uris.includes('docs:///guide/setup') && uris.includes('docs:///guide/long-page'),
    uris.join(' '),
  );
  assert.ok(!uris.some((u) => u.includes('search') || u.includes('404')), 'only pages with a twin');
  const read = await client.readResource({ uri: 'docs:///guide/setup' });
  assert.equal(read.contents[0].mimeType, 'text/markdown');
  assert.equal((read.contents[0] as { text?: string }).text, await site.read('guide/setup.md'));
  await assert.rejects(client.readResource({ uri: 'docs:///guide/nope' }), /no page at "\/guide\/nope"/);
});

test('mcp on a folder with no built site fails at once, saying what to do', () => {
  const result = spawnSync(process.execPath, cliArgs('mcp', '--out-dir', path.join(site.dir, 'nothing-here')), {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /error: no built site in .*nothing-here.*\n {2}hint: run `hub-docs build` first/);
});

test('mcp --http serves Streamable HTTP on 127.0.0.1, the server card beside it, and refuses other hosts', async () => {
  const child: ChildProcess = spawn(process.execPath, cliArgs('mcp', '--out-dir', site.outDir, '--http', '0'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
    const http = new Client({ name: 'hub-docs-test', version: '1.0.0' });
    await http.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    const result = (await http.callTool({ name: 'get_page', arguments: { route: '/guide/setup' } })) as CallToolResult;
    assert.match(textOf(result), /# Setup/);
    await http.close();

    const card = await fetch(`${endpoint}/server-card`);
    assert.equal(card.headers.get('content-type'), 'application/mcp-server-card+json; charset=utf-8');
    const json = (await card.json()) as {
      $schema: string;
      name: string;
      title: string;
      remotes: { type: string; url: string }[];
    };
    assert.match(json.$schema, /server-card\.schema\.json$/);
    assert.equal(json.name, '127.0.0.1/docs');
    assert.equal(json.title, 'Relay docs');
    assert.deepEqual(json.remotes, [{ type: 'streamable-http', url: endpoint }]);

    // A page of another site that resolves its own name to 127.0.0.1 (DNS rebinding) sends its own Host.
    const rebinding = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        endpoint,
        { method: 'POST', headers: { host: 'evil.example.com', 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.once('error', reject);
      request.end('{}');
    });
    assert.equal(rebinding, 403);
    const crossSite = await fetch(endpoint, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example.com',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: '{}',
    });
    assert.equal(crossSite.status, 403);
  } finally {
    child.kill();
  }
});

test('config mcp.url: llms.txt names the server under its summary, every page\'s head has <link rel="mcp">, /.well-known/mcp/catalog.json lists its card', async () => {
  const llms = await site.read('llms.txt');
  assert.match(
    llms,
    /^# Relay docs\n\n> Move orders between systems\.\n\nMCP server \(Streamable HTTP\): <https:\/\/mcp\.test\.example\.com\/mcp>: connect an assistant/,
  );
  const html = await site.read('guide/setup/index.html');
  assert.match(html, /<link rel="mcp" href="https:\/\/mcp\.test\.example\.com\/mcp">/);
  assert.deepEqual(JSON.parse(await site.read('.well-known/mcp/catalog.json')), {
    specVersion: 'draft',
    entries: [
      {
        identifier: 'urn:air:mcp.test.example.com:docs',
        displayName: 'Relay docs',
        type: 'application/mcp-server-card+json',
        url: 'https://mcp.test.example.com/mcp/server-card',
      },
    ],
  });
});

test('"Open in ChatGPT" and "Open in Claude" are links beside Copy page, with a prompt naming the page\'s twin', async () => {
  const html = await site.read('guide/setup/index.html');
  const prompt = encodeURIComponent(
    'Read https://test.example.com/guide/setup.md, I want to ask questions about it.',
  ).replace(/%20/g, '+');
  const links = [
    ...html.matchAll(
      /<a class="page-actions__item" href="([^"]+)" target="_blank" rel="noopener noreferrer">Open in (\w+)<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/g,
    ),
  ];
  assert.deepEqual(
    links.map((m) => [m[2], m[1].replace(/&amp;/g, '&')]),
    [
      ['ChatGPT', `https://chatgpt.com/?hints=search&q=${prompt.replace(/,/g, '%2C')}`],
      ['Claude', `https://claude.ai/new?q=${prompt.replace(/,/g, '%2C')}`],
    ],
  );
  const off = await createSite(
    { 'docs/index.mdx': page('Home', 'Hello.') },
    `{ title: 'T', url: 'https://t.example.com', llms: { openIn: [] } }`,
  );
  try {
    await off.build();
    const plain = await off.read('index.html');
    assert.doesNotMatch(plain, /Open in/);
    assert.doesNotMatch(plain, /rel="mcp"/);
    assert.doesNotMatch(await off.read('llms.txt'), /MCP server/);
  } finally {
    await off.remove();
  }
});

test('config: a bad mcp.url or an unknown assistant is an error naming the field', async () => {
  const bad = await createSite(
    { 'docs/index.mdx': page('Home', 'Hello.') },
    `{ title: 'T', url: 'https://t.example.com', mcp: { url: 'mcp.example.com' }, llms: { openIn: ['gemini'] } }`,
  );
  try {
    await assert.rejects(bad.build(), (error: Error & { errors?: Error[] }) => {
      const text = [error.message, ...(error.errors ?? []).map((e) => e.message)].join('\n');
      assert.match(text, /mcp\.url/);
      assert.match(text, /llms\.openIn/);
      return true;
    });
  } finally {
    await bad.remove();
  }
});

// Last: it builds the site again under the running server.
test('a running `hub-docs mcp` follows a new build of its folder: new pages are listed, found and read', async () => {
  assert.equal((await call('get_page', { route: '/guide/late' })).isError, true);
  assert.doesNotMatch(JSON.stringify((await call('list_pages')).structuredContent), /Late arrival/);
  await site.write('docs/guide/late.mdx', page('Late arrival', 'Written while the server ran: the zeppelin relay.'));
  await site.build();
  assert.match(JSON.stringify((await call('list_pages')).structuredContent), /"title":"Late arrival"/);
  assert.match(textOf(await call('get_page', { route: '/guide/late' })), /the zeppelin relay/);
  assert.equal(
    ((await call('search_docs', { query: 'zeppelin' })).structuredContent as { results: { url: string }[] }).results[0]
      .url,
    '/guide/late',
  );
  const { resources } = await client.listResources();
  assert.ok(resources.some((r) => r.uri === 'docs:///guide/late'));
});
