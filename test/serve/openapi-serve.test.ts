/**
 * `serve` with an API reference: an edit of the spec rebuilds it; a broken spec shows the overlay and keeps the last
 * good pages.
 */
import { test, before, after } from 'node:test';
import { test as browserTest } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer, type DevServer } from '../../cli/serve/dev-server.js';
import { launch } from '../helpers/browser.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/openapi/', import.meta.url));
let dir: string;
let spec: string;
let original: string;
let server: DevServer;
const logs: string[] = [];

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-serve-openapi-'));
  await cp(FIXTURE, dir, { recursive: true });
  const config = (await readFile(path.join(dir, 'site.config.ts'), 'utf8')).replace(
    '../../../cli/config/define-config.js',
    fileURLToPath(new URL('../../cli/config/define-config.ts', import.meta.url)),
  );
  await writeFile(path.join(dir, 'site.config.ts'), config);
  spec = path.join(dir, 'api', 'orders.yaml');
  original = await readFile(spec, 'utf8');
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

const page = async (route: string) => (await fetch(server.url + route)).text();

test('an edit of the spec rebuilds the reference', async () => {
  assert.match(await page('/api/orders/getOrder'), /<h1 class="doc__title">Get an order<\/h1>/);
  const rebuilt = server.nextBuild();
  await writeFile(spec, original.replace('summary: Get an order', 'summary: Read an order'));
  assert.equal((await rebuilt).ok, true);
  assert.match(await page('/api/orders/getOrder'), /<h1 class="doc__title">Read an order<\/h1>/);
  const back = server.nextBuild();
  await writeFile(spec, original);
  assert.equal((await back).ok, true);
});

browserTest(
  'a broken spec shows the overlay with its line, the last good pages keep serving, and the fix clears it',
  async () => {
    const browser = await launch();
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.url}/api/orders/getOrder`);
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const failed = server.nextBuild();
      await writeFile(
        spec,
        original.replace(
          '  /orders/{orderId}:\n    get:\n      operationId: getOrder',
          '  /orders/{orderId}:\n    get:\n      operationId: getOrder\n      responses: [oops',
        ),
      );
      assert.equal((await failed).ok, false);
      await tab.locator('#hub-docs-error-overlay').waitFor({ state: 'attached' });
      const text = await tab.evaluate(() => document.getElementById('hub-docs-error-overlay')!.shadowRoot!.textContent);
      assert.match(text ?? '', /orders\.yaml:\d+:\d+ error: YAML syntax error/);
      assert.ok(logs.some((l) => /orders\.yaml:\d+:\d+ error: YAML syntax error/.test(l)));
      assert.match(
        await page('/api/orders/getOrder'),
        /<h1 class="doc__title">Get an order<\/h1>/,
        'the last good page is still served',
      );

      const fixed = server.nextBuild();
      await writeFile(spec, original.replace('summary: Get an order', 'summary: Fetch an order'));
      assert.equal((await fixed).ok, true);
      await tab.waitForFunction(
        () =>
          document.querySelector('h1')?.textContent === 'Fetch an order' &&
          !document.getElementById('hub-docs-error-overlay'),
      );
      const back = server.nextBuild();
      await writeFile(spec, original);
      await back;
    } finally {
      await browser.close();
    }
  },
);
