/**
 * `hub-docs serve` on a Docusaurus project with custom pages watches src/: an edit to a page, to
 * a component it imports or to its CSS module rebuilds the site (docs recompiled: none), a new
 * page becomes a route, a removed one goes.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { startDevServer, type DevServer } from '../../cli/serve/dev-server.js';
import { writeCustomPagesSite } from '../helpers/custom-pages-site.js';

let site: Awaited<ReturnType<typeof writeCustomPagesSite>>;
let server: DevServer;

before(async () => {
  site = await writeCustomPagesSite();
  server = await startDevServer({
    configFile: site.configFile,
    port: 0,
    host: '127.0.0.1',
    cache: false,
    log: () => {},
    debounceMs: 20,
  });
});
after(async () => {
  await server.close();
  await site.remove();
});

const page = async (route: string) => {
  const response = await fetch(server.url + route);
  return { status: response.status, body: await response.text() };
};

test('an edit to a custom page, to a component it imports, and to its CSS module rebuilds it; no doc is recompiled', async () => {
  const file = path.join(site.dir, 'src/pages/help.js');
  let rebuilt = server.nextBuild();
  await writeFile(file, (await readFile(file, 'utf8')).replace('Ask the forum', 'Ask the mailing list'));
  let result = await rebuilt;
  assert.equal(result.ok, true);
  assert.equal(result.recompiled, 0);
  assert.match((await page('/help')).body, /Ask the mailing list/);

  rebuilt = server.nextBuild();
  const feature = path.join(site.dir, 'src/components/HomepageFeatures/index.js');
  await writeFile(feature, (await readFile(feature, 'utf8')).replace("'Easy to Use'", "'Easy to Learn'"));
  result = await rebuilt;
  assert.equal(result.ok, true);
  assert.match((await page('/')).body, /Easy to Learn/);
});

test('a new page in src/pages becomes a route, a removed one goes', async () => {
  const file = path.join(site.dir, 'src/pages/showcase.js');
  let rebuilt = server.nextBuild();
  await writeFile(
    file,
    'import Layout from \'@theme/Layout\';\nexport default function Showcase() { return <Layout title="Showcase"><p>Users</p></Layout>; }\n',
  );
  assert.equal((await rebuilt).ok, true);
  const shown = await page('/showcase');
  assert.equal(shown.status, 200);
  assert.match(shown.body, /<title>Showcase \| Fixture Site<\/title>/);
  rebuilt = server.nextBuild();
  await rm(file);
  assert.equal((await rebuilt).ok, true);
  assert.equal((await page('/showcase')).status, 404);
});
