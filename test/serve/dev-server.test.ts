import { test, before, after } from 'node:test';
import { test as browserTest } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../cli/serve/dev-server.js';
import { launch } from '../helpers/browser.js';
import { FIXTURE_SITE } from '../helpers/site.js';

let dir: string;
let server: DevServer;
const logs: string[] = [];

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-serve-'));
  await cp(FIXTURE_SITE, dir, { recursive: true });
  server = await startDevServer({
    configFile: path.join(dir, 'site.config.ts'),
    port: 0,
    host: '127.0.0.1',
    cache: true,
    log: (line) => logs.push(line),
    debounceMs: 20,
  });
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw request (no URL normalisation by the client), returning status, headers and body. */
function request(
  rawPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('serves routes as a static host would, with the right status codes', async () => {
  const home = await request('/');
  assert.equal(home.status, 200);
  assert.equal(home.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(home.headers['cache-control'], 'no-cache');
  assert.match(home.body, /<title>Fixture docs<\/title>/);
  assert.match(home.body, /__hub\/live-reload\.js/, 'serve pages carry the live-reload client');
  assert.equal((await request('/guide/setup')).status, 200);
  assert.equal((await request('/guide/setup/')).status, 200);
  const missing = await request('/no/such/page');
  assert.equal(missing.status, 404);
  assert.match(missing.body, /Page Not Found/);
});

test('/x.html and /x/index.html redirect to /x, keeping the query', async () => {
  for (const [from, to] of [
    ['/guide/setup.html', '/guide/setup'],
    ['/guide/setup/index.html?a=1', '/guide/setup?a=1'],
    ['/index.html', '/'],
  ]) {
    const response = await request(from);
    assert.equal(response.status, 301, from);
    assert.equal(response.headers.location, to);
  }
});

test('hashed assets are cached for a year; content types are right; gzip and brotli on request', async () => {
  const html = (await request('/')).body;
  const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)![1];
  const asset = await request(css);
  assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(asset.headers['content-type'], 'text/css; charset=utf-8');
  assert.equal((await request(css, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'], 'gzip');
  assert.equal((await request(css, { headers: { 'accept-encoding': 'gzip, br' } })).headers['content-encoding'], 'br');
  const manifest = await request('/search-manifest.json');
  assert.equal(manifest.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(manifest.headers['cache-control'], 'no-cache');
});

test('only GET and HEAD', async () => {
  const head = await request('/', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const response = await request('/', { method });
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.allow, 'GET, HEAD');
  }
});

test('nothing outside the output folder is served, whatever the encoding', async () => {
  const attempts = [
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/assets/..%5c..%5cetc%5cpasswd',
    '/..\\..\\etc\\passwd',
    '//etc/passwd',
    '/assets//..//..//etc/passwd',
    '/a%00b',
    '/%00',
    '/.%2e/.%2e/etc/passwd',
  ];
  for (const attempt of attempts) {
    const response = await request(attempt);
    assert.ok([400, 404].includes(response.status), `${attempt} → ${response.status}`);
    assert.doesNotMatch(response.body, /root:|"name": "hub-docs"/, attempt);
  }
});

test('malformed percent-encoding gives 400, very long URLs 414, and the server keeps running', async () => {
  assert.equal((await request('/%E0%A4%A')).status, 400);
  assert.equal((await request('/%')).status, 400);
  assert.equal((await request('/' + 'a'.repeat(5000))).status, 414);
  assert.equal((await request('/')).status, 200);
});

test('a live edit reaches the page; only that page is recompiled', async () => {
  const file = path.join(dir, 'docs/guide/setup.mdx');
  const original = await readFile(file, 'utf8');
  const rebuilt = server.nextBuild();
  await writeFile(
    file,
    original.replace('Install the connector before anything else.', 'Install the connector first thing.'),
  );
  const result = await rebuilt;
  assert.equal(result.ok, true);
  assert.equal(result.recompiled, 1, 'only the edited page is recompiled');
  assert.match((await request('/guide/setup')).body, /Install the connector first thing\./);
  await writeFile(file, original);
  await server.nextBuild();
});

test('serves the Markdown twins, llms.txt and llms-full.txt, updated on edit; drafts stay out of the lists', async () => {
  const twin = await request('/guide/setup.md');
  assert.equal(twin.status, 200);
  assert.equal(twin.headers['content-type'], 'text/markdown; charset=utf-8');
  assert.match(twin.body, /^# Set up Relay\n/);
  assert.equal((await request('/llms.txt')).headers['content-type'], 'text/plain; charset=utf-8');
  assert.match(
    (await request('/llms.txt')).body,
    /- \[Set up Relay\]\(https:\/\/fixture\.example\.com\/guide\/setup\.md\)/,
  );
  // serve builds drafts (their twin is there to read) but lists them nowhere.
  assert.equal((await request('/ref/draft-page.md')).status, 200);
  for (const file of ['/llms.txt', '/llms-full.txt'])
    assert.doesNotMatch((await request(file)).body, /Unfinished|draft-page/, file);

  const file = path.join(dir, 'docs/guide/setup.mdx');
  const original = await readFile(file, 'utf8');
  const rebuilt = server.nextBuild();
  await writeFile(
    file,
    original.replace('Install the connector before anything else.', 'Install the connector, twin first.'),
  );
  assert.equal((await rebuilt).ok, true);
  assert.match((await request('/guide/setup.md')).body, /Install the connector, twin first\./);
  assert.match((await request('/llms-full.txt')).body, /Install the connector, twin first\./);
  await writeFile(file, original);
  await server.nextBuild();
});

browserTest('a broken page shows the error overlay, other pages keep serving, and the fix clears it', async () => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/guide/setup`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const other = await browser.newPage();
    await other.goto(`${server.url}/guide/relay-events`);

    const file = path.join(dir, 'docs/guide/setup.mdx');
    const original = await readFile(file, 'utf8');
    const failed = server.nextBuild();
    await writeFile(file, original + '\n\nBroken {expression\n');
    assert.equal((await failed).ok, false);
    const overlay = page.locator('#hub-docs-error-overlay');
    await overlay.waitFor({ state: 'attached' }); // the host is empty: its content is fixed-position in a shadow root
    const text = await page.evaluate(() => document.getElementById('hub-docs-error-overlay')!.shadowRoot!.textContent);
    assert.match(text ?? '', /setup\.mdx:\d+:\d+ error: MDX syntax error/);
    assert.equal((await request('/guide/relay-events')).status, 200, 'other pages keep working');
    assert.equal(logs.filter((l) => /MDX syntax error/.test(l)).length, 1, 'printed in the terminal once');

    const fixed = server.nextBuild();
    await writeFile(file, original.replace('Install the connector before anything else.', 'Fixed again.'));
    assert.equal((await fixed).ok, true);
    // The page reloads by itself (live-reload event) and the overlay is gone.
    await page.waitForFunction(
      () => document.body.textContent?.includes('Fixed again.') && !document.getElementById('hub-docs-error-overlay'),
    );
    await writeFile(file, original);
    await server.nextBuild();
  } finally {
    await browser.close();
  }
});

browserTest('the same page reloads at its scroll position', async () => {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 300 } });
    await page.goto(`${server.url}/guide/setup`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => window.scrollTo(0, 400));
    const y = await page.evaluate(() => window.scrollY);
    const file = path.join(dir, 'docs/guide/setup.mdx');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('Run the installer.', 'Run the installer now.'));
    await page.waitForFunction(() => document.body.textContent?.includes('Run the installer now.'));
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 2, y);
    await writeFile(file, original);
    await server.nextBuild();
  } finally {
    await browser.close();
  }
});

test('a taken port gives a clear message with --port as the hint', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  await assert.rejects(
    startDevServer({
      configFile: path.join(dir, 'site.config.ts'),
      port,
      host: '127.0.0.1',
      cache: true,
      log: () => {},
    }),
    (error: Error & { hint?: string }) =>
      new RegExp(`port ${port} is already in use`).test(error.message) && /--port/.test(error.hint ?? ''),
  );
  blocker.close();
});
