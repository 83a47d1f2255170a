/**
 * Serves a built site exactly as a static host would: `route/index.html` (else `route.html`), `404.html` with
 * status 404, `/x.html` and `/x/index.html` redirected to `/x`, long-lived caching for
 * hashed assets only, gzip/brotli when asked. Nothing outside the root is ever served,
 * whatever the path's encoding.
 */
import path from 'node:path';
import { open, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SEARCH_DIR } from '../pipeline/search-index-file.js';
import { pathSegmentsProblem } from '../../theme/clean-route.js';

export const MAX_URL_LENGTH = 2048;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
/** Paths whose files never change: hashed assets, and search index folders (named by their content's hash). */
export const IMMUTABLE = new RegExp(`^/(assets|${SEARCH_DIR})/`);

export type Resolution =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; status: 400 | 405 | 414; message: string };

/** Maps a request to a file under `root` (pure path logic, no I/O beyond existence checks). */
export async function resolveRequest(root: string, method: string, rawUrl: string): Promise<Resolution> {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'error', status: 405, message: 'Method Not Allowed' };
  if (rawUrl.length > MAX_URL_LENGTH) return { kind: 'error', status: 414, message: 'URI Too Long' };
  const queryAt = rawUrl.search(/[?#]/);
  const rawPath = queryAt >= 0 ? rawUrl.slice(0, queryAt) : rawUrl;
  const query = queryAt >= 0 && rawUrl[queryAt] === '?' ? rawUrl.slice(queryAt) : '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'error', status: 400, message: 'Bad Request: malformed percent-encoding' };
  }
  // The build's rule for the paths it writes (theme/clean-route.ts): any ".." (also from %2e%2e,
  // %252e%252e or %2f-joined segments), backslash, NUL or drive letter is refused outright.
  if (!decoded.startsWith('/') || pathSegmentsProblem(decoded))
    return { kind: 'error', status: 400, message: 'Bad Request' };
  const clean = path.posix.normalize(decoded.replace(/\/{2,}/g, '/'));

  if (/\/index\.html$/.test(clean) || (/\.html$/.test(clean) && clean !== '/404.html')) {
    const target = clean.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
    return { kind: 'redirect', location: encodeURI(target) + query };
  }
  const absoluteRoot = path.resolve(root);
  const candidate = path.resolve(absoluteRoot, '.' + clean);
  if (candidate !== absoluteRoot && !candidate.startsWith(absoluteRoot + path.sep))
    return { kind: 'error', status: 400, message: 'Bad Request' };
  // `route.html`: a site built with `trailingSlash: false` (served so by GitHub Pages, Netlify and others).
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { kind: 'file', file, status: 200 };
  }
  return { kind: 'file', file: await nearestNotFound(absoluteRoot, clean), status: 404 };
}

/**
 * The 404 page for a path no file answers: the nearest 404.html up the path, so a locale's page that is missing gets
 * the locale's own (`/fr/x` → fr/404.html, in French; `serve --locale fr` writes no other), as Cloudflare Pages
 * serves it; else the root's.
 */
async function nearestNotFound(root: string, clean: string): Promise<string> {
  const segments = clean.split('/').filter(Boolean);
  // The last segment is the missing page's (or folder's: /fr/x/ has no fr/x/404.html either).
  for (let depth = segments.length - 1; depth > 0; depth--) {
    const file = path.join(root, ...segments.slice(0, depth), '404.html');
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  return path.join(root, '404.html');
}

/**
 * Compressed bodies, by file, for the version of the file they were made from: its inode, size
 * and mtime (a rebuild puts each new file in by rename: a new inode, and a new mtime that the
 * file system's coarse clock may give two files in a row).
 */
const compressed = new Map<string, { version: string; br?: Buffer; gzip?: Buffer }>();

export async function serveStatic(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const resolution = await resolveRequest(root, request.method ?? 'GET', request.url ?? '/');
  if (resolution.kind === 'error') {
    const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
    if (resolution.status === 405) headers.allow = 'GET, HEAD';
    response.writeHead(resolution.status, headers);
    response.end(request.method === 'HEAD' ? undefined : `${resolution.status} ${resolution.message}\n`);
    return;
  }
  if (resolution.kind === 'redirect') {
    response.writeHead(301, { location: resolution.location, 'cache-control': 'no-cache' });
    response.end();
    return;
  }
  let body: Buffer;
  let version: string;
  try {
    // One open file for its bytes and its version: a rebuild that renames a new file in between
    // must not pair the old bytes with the new file's version (cached as such, the old page
    // would be served until the next change).
    const handle = await open(resolution.file);
    try {
      const info = await handle.stat();
      version = `${info.ino}:${info.size}:${info.mtimeMs}`;
      body = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : '404 Not Found\n');
    return;
  }
  const type = TYPES[path.extname(resolution.file).toLowerCase()] ?? 'application/octet-stream';
  const urlPath = (request.url ?? '/').split('?')[0];
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control':
      resolution.status === 200 && IMMUTABLE.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
  };
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.test(type) && body.length > 512) {
    let entry = compressed.get(resolution.file);
    if (!entry || entry.version !== version) {
      entry = { version };
      compressed.set(resolution.file, entry);
    }
    if (/\bbr\b/.test(accept)) {
      entry.br ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      body = entry.br;
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      entry.gzip ??= gzipSync(body, { level: 6 });
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = String(body.length);
  response.writeHead(resolution.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
