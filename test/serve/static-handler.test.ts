/**
 * The static handler's compressed bodies follow the file they were made from: a page a rebuild
 * replaces (by rename, as the output writer does) is served new, even when the new file has the
 * same size and mtime as the old one. A missing page gets the nearest 404 page up its path.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveRequest, serveStatic } from '../../cli/serve/static-handler.js';

const root = await mkdtemp(path.join(tmpdir(), 'hub-docs-static-'));
const server = http.createServer((request, response) => void serveStatic(root, request, response));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const { port } = server.address() as { port: number };
after(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

function getGzip(urlPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'gzip' }, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve(
              response.headers['content-encoding'] === 'gzip'
                ? gunzipSync(Buffer.concat(chunks)).toString()
                : Buffer.concat(chunks).toString(),
            ),
          );
        },
      )
      .on('error', reject);
  });
}

const pageWith = (marker: string) =>
  `<!doctype html><title>Page</title><p>${marker}</p>${'<p>filler text for compression</p>'.repeat(40)}`;

test('a page replaced by rename with the same size and mtime is served new, not from the old compressed body', async () => {
  const file = path.join(root, 'index.html');
  const mtime = new Date('2026-01-01T00:00:00Z');
  await writeFile(file, pageWith('version-1'));
  await utimes(file, mtime, mtime);
  assert.match(await getGzip('/'), /version-1/);
  const next = path.join(root, '.next');
  await writeFile(next, pageWith('version-2'));
  await utimes(next, mtime, mtime);
  await rename(next, file);
  assert.match(await getGzip('/'), /version-2/);
});

test("a request path the build could not have written is refused with 400, by the build's rule, and a page with spaces and non-ASCII letters is served", async () => {
  await mkdir(path.join(root, 'Über uns'), { recursive: true });
  await writeFile(path.join(root, 'Über uns', 'index.html'), 'about');
  assert.deepEqual(await resolveRequest(root, 'GET', '/%C3%9Cber%20uns'), {
    kind: 'file',
    file: path.join(root, 'Über uns', 'index.html'),
    status: 200,
  });
  for (const url of [
    '/../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/a/%2E%2e%2fb',
    '/%252e%252e/x',
    '/a%5c..%5cb',
    '/C:/x',
    '/a%00b',
    '/a%0Ab',
  ]) {
    const resolution = await resolveRequest(root, 'GET', url);
    assert.equal(resolution.kind === 'error' && resolution.status, 400, url);
  }
});

test("a missing page is answered by the nearest 404.html up its path (a locale's own), else the root's", async () => {
  await mkdir(path.join(root, 'fr', 'docs'), { recursive: true });
  await writeFile(path.join(root, '404.html'), 'not found');
  await writeFile(path.join(root, 'fr', '404.html'), 'page introuvable');
  const notFound = async (url: string) => {
    const resolution = await resolveRequest(root, 'GET', url);
    assert.equal(resolution.kind === 'file' && resolution.status, 404, url);
    return resolution.kind === 'file' ? path.relative(root, resolution.file) : '';
  };
  assert.equal(await notFound('/fr/missing'), path.join('fr', '404.html'));
  assert.equal(await notFound('/fr/docs/missing/'), path.join('fr', '404.html'));
  assert.equal(await notFound('/missing'), '404.html');
  assert.equal(await notFound('/frx/missing'), '404.html');
});
