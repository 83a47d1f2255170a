/**
 * Lighthouse on the real site, served the way `hub-docs serve` and a CDN serve it
 * (compression, immutable caching of hashed assets): desktop and mobile, home and a schema
 * page, every category at least 95.
 */
import { test, before, after } from '../helpers/browser-test.js';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../cli/build.js';
import { serveStatic } from '../../cli/serve/static-handler.js';
import { lighthouseScores } from './lighthouse.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MINIMUM = 95;
let outDir: string;
let server: http.Server;
let url: string;

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-lighthouse-'));
  await build({ configFile: path.join(ROOT, 'site.config.ts'), outDir, cache: true });
  server = http.createServer((request, response) => void serveStatic(outDir, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(async () => {
  server.closeAllConnections();
  server.close();
  await rm(outDir, { recursive: true, force: true });
});

for (const formFactor of ['desktop', 'mobile'] as const) {
  for (const route of ['/', '/schema/sales-order']) {
    test(`lighthouse ${formFactor} ${route}: every category ≥ ${MINIMUM}`, async () => {
      const { scores, failing } = await lighthouseScores(url + route, formFactor);
      for (const [category, score] of Object.entries(scores)) assert.ok(score >= MINIMUM, `${category} ${score} < ${MINIMUM}; audits below 90: ${failing.join(', ')}`);
    });
  }
}
