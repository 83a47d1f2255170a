/**
 * Browser tests: Chromium (found by ./find-browser.ts) driven by playwright-core against a built site served on
 * 127.0.0.1 the way a CDN would serve it (files, `route/index.html`, 404.html with status
 * 404, no redirects), so the client-side behaviour is what is tested.
 */
import http from 'node:http';
import path from 'node:path';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from '../../cli/build.js';
import { findConfigFile } from '../../cli/config/load-config.js';
import { IMMUTABLE } from '../../cli/serve/static-handler.js';
import { findBrowser } from './find-browser.js';
import { FIXTURE_SITE } from './site.js';

/** The browser every test, Lighthouse and the benchmark use, looked up once per process. */
export const BROWSER = await findBrowser();

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/**
 * Serves a built site's folder. `base`: the path it is served under (a site with a base URL, as a
 * GitHub Pages project site is): anything outside it is a bare 404 (no page of the site).
 */
export async function serveDir(root: string, base = '/'): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!(requested + '/').startsWith(base)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`outside ${base}`);
      return;
    }
    const pathname = '/' + requested.slice(base.length);
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      response.writeHead(400).end();
      return;
    }
    for (const candidate of [file, path.join(file, 'index.html')]) {
      if ((await stat(candidate).catch(() => null))?.isFile()) {
        // Content-hashed files are cached for good, as hosts and `hub-docs serve` do (a prefetched chunk is then
        // reused).
        const immutable = IMMUTABLE.test(pathname) ? { 'cache-control': 'public, max-age=31536000, immutable' } : {};
        response.writeHead(200, {
          'content-type': TYPES[path.extname(candidate)] ?? 'application/octet-stream',
          ...immutable,
        });
        response.end(await readFile(candidate));
        return;
      }
    }
    response.writeHead(404, { 'content-type': TYPES['.html'] });
    response.end(await readFile(path.join(root, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fixture site (test/fixtures/<name>, by default the one of most tests), built for production into a temp folder. */
export async function buildFixture(name?: string): Promise<{ outDir: string; remove: () => Promise<void> }> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-fixture-'));
  const dir = name ? path.join(FIXTURE_SITE, '..', name) : FIXTURE_SITE;
  await build({ configFile: findConfigFile(undefined, dir), outDir, cache: true });
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}

/** The browser's executable, or the lookup's one-line explanation of why there is none. */
export function browserPath(): string {
  if ('error' in BROWSER) throw new Error(BROWSER.error);
  return BROWSER.path;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

/** A built fixture served over HTTP, one browser, and a fresh context per test. */
export interface BrowserHarness {
  url: string;
  outDir: string;
  browser: Browser;
  newPage(
    options?: Parameters<Browser['newContext']>[0],
  ): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

export async function harness(fixture?: string): Promise<BrowserHarness> {
  const built = await buildFixture(fixture);
  const server = await serveDir(built.outDir);
  const browser = await launch();
  const contexts: BrowserContext[] = [];
  return {
    url: server.url,
    outDir: built.outDir,
    browser,
    async newPage(options) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          errors.push(`${message.type()}: ${message.text()}`);
      });
      return { page, context, errors };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
      await browser.close();
      await server.close();
      await built.remove();
    },
  };
}

/** Waits until the runtime has hydrated the page (the router is then listening). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}
