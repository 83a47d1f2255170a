/**
 * `hub-docs serve` with docs versions: every version is served, and an edit of an old version's page (a watched folder
 * outside docs/) rebuilds it alone.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../cli/serve/dev-server.js';
import { FIXTURE_SITE } from '../helpers/site.js';

let dir: string;
let server: DevServer;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-serve-versions-'));
  await cp(path.join(FIXTURE_SITE, '..', 'versioned'), dir, { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace(
      '../../../cli/config/define-config.js',
      path.resolve('cli/config/define-config.ts'),
    ),
  );
  server = await startDevServer({
    configFile: config,
    port: 0,
    host: '127.0.0.1',
    cache: true,
    log: () => {},
    debounceMs: 20,
  });
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (route: string) => (await fetch(server.url + route)).text();

test('every version is served at its route, and an edit of an old version rebuilds that page only', async () => {
  assert.match(await get('/1.0/legacy'), /The zeppelin gateway/);
  assert.match(await get('/next/guide/streams'), /hyperlane/);
  assert.match(await get('/guide/setup'), /Install Relay 2\.0/);
  const rebuilt = server.nextBuild();
  const file = path.join(dir, 'versioned_docs/version-1.0/legacy.mdx');
  await writeFile(file, (await readFile(file, 'utf8')).replace('zeppelin gateway', 'airship gateway'));
  const result = await rebuilt;
  assert.equal(result.ok, true);
  assert.equal(result.recompiled, 1);
  assert.match(await get('/1.0/legacy'), /The airship gateway/);
});
