/**
 * `hub-docs serve`: a full build (through the compile cache), then a static server over the
 * output plus live reload; chokidar watches docs, static files, theme, runtime and config,
 * and each burst of changes triggers one rebuild. A failed rebuild keeps the last good site
 * and shows the error in the browser and, once, in the terminal.
 */
import http from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { build, compileCacheFor, type BuildResult } from '../build.js';
import { ServeSession } from './serve-session.js';
import { HubDocsError, HubDocsErrorList, formatError, formatWarnings } from '../errors.js';
import { cacheRoot, RUNTIME_DIR, THEME_DIR, VERSION } from '../paths.js';
import { serveStatic } from './static-handler.js';
import { CLIENT_PATH, EVENTS_PATH, LiveReload, liveReloadClient } from './live-reload.js';
import { createHash } from 'node:crypto';
import type { Reporter } from '../task.js';
import { isLoopbackHost, isMcpRequest } from '../mcp/mcp-path.js';

export interface DevServerOptions {
  configFile: string;
  docsDir?: string;
  staticDir?: string;
  port: number;
  host: string;
  cache: boolean;
  /** The locale to serve (`--locale`; default: the default locale), under /<locale>/ unless it is the default. */
  locale?: string;
  log: (line: string) => void;
  /** Shows the first build's stages (and their progress, on a terminal). */
  reporter?: Reporter;
  /** Quiet period that coalesces a burst of file events into one rebuild. */
  debounceMs?: number;
}

export interface DevServer {
  url: string;
  /** The path the site is at: "/", or "/<locale>/" for `--locale` of another locale than the default. */
  path: string;
  outDir: string;
  /** Resolves after the next rebuild finishes (for tests and benchmarks). */
  nextBuild(): Promise<{ ok: boolean; ms: number; recompiled: number }>;
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const key = createHash('sha256')
    .update(path.resolve(options.configFile))
    .update(String(options.docsDir))
    .digest('hex')
    .slice(0, 12);
  const outDir = path.join(cacheRoot(), 'serve', key, 'site');
  const session = new ServeSession(compileCacheFor(options));
  const liveReload = new LiveReload();
  const buildOnce = (reporter?: Reporter) =>
    build({
      configFile: options.configFile,
      docsDir: options.docsDir,
      staticDir: options.staticDir,
      outDir,
      cache: options.cache,
      mode: session,
      reporter,
      locale: options.locale,
    });

  // The first build is complete, search index included, before the server answers.
  const firstBuild = async () => {
    const result = await buildOnce(options.reporter);
    await result.finishing;
    return result;
  };
  const [first, client] = await Promise.all([firstBuild(), liveReloadClient()]).catch(async (error: unknown) => {
    await session.close();
    throw error;
  });
  let last: BuildResult = first;
  // Warnings are printed when they change, not on every rebuild.
  let lastWarnings = '';
  const printWarnings = (result: BuildResult) => {
    const text = formatWarnings(result.warnings);
    if (text && text !== lastWarnings) options.log(text);
    lastWarnings = text;
  };
  printWarnings(first);
  options.log(`✓ built ${first.pages} pages in ${Math.round(first.ms)} ms`);

  const answerMcp = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const [{ handleMcpRequest }, { BuiltSite }] = await Promise.all([
      import('../mcp/http-endpoint.js'),
      import('../mcp/built-site.js'),
    ]);
    await handleMcpRequest(request, response, {
      site: () => new BuiltSite(outDir),
      version: VERSION,
      loopbackOnly: isLoopbackHost(options.host),
    });
  };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === EVENTS_PATH) return liveReload.connect(response);
    if (url === CLIENT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(client);
      return;
    }
    // MCP over the site being edited: each request reads the output of the last build (the SDK loads with the first
    // one).
    if (isMcpRequest(request)) {
      void answerMcp(request, response).catch((error: unknown) => {
        options.log(formatError(error));
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end();
      });
      return;
    }
    serveStatic(outDir, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`500 ${(error as Error).message}\n`);
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE')
          reject(
            new HubDocsError(`port ${options.port} is already in use on ${options.host}`, {
              hint: `stop the other server or pass --port ${options.port + 1} (any free port)`,
            }),
          );
        else if (error.code === 'EACCES')
          reject(
            new HubDocsError(`no permission to listen on port ${options.port}`, {
              hint: 'pass --port with a number above 1023',
            }),
          );
        else reject(error);
      });
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    // The first build's thread and esbuild context would keep the process alive.
    await session.close();
    throw error;
  }
  const address = server.address() as { port: number };
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${address.port}`;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  // Set by close(): a change that came in while the last rebuild ran must not start another one
  // after the session is closed (its thread and esbuild context would keep the process alive).
  let closed = false;
  let lastPrinted = '';
  // Waiters resolve with the first rebuild that starts after they were registered, so a
  // rebuild already under way (for an earlier change) never answers for a later one.
  let waiters: { after: number; resolve: (result: { ok: boolean; ms: number; recompiled: number }) => void }[] = [];
  let rebuildsStarted = 0;

  const rebuild = async () => {
    const generation = ++rebuildsStarted;
    const started = performance.now();
    let ok = true;
    let recompiled = 0;
    try {
      last = await buildOnce();
      if (!closed) watcher.add(last.watchFiles);
      recompiled = last.recompiled;
      if (lastPrinted) options.log('✓ fixed: the site builds again');
      lastPrinted = '';
      printWarnings(last);
      options.log(
        `✓ rebuilt in ${Math.round(performance.now() - started)} ms (${recompiled} page${recompiled === 1 ? '' : 's'} compiled)`,
      );
      liveReload.send({ type: 'ok' });
      liveReload.send({ type: 'reload' });
      // The search index is written after the reload went out; the next rebuild waits for it.
      await last.finishing;
    } catch (error) {
      ok = false;
      const message = formatError(error);
      // Print each distinct failure once, not on every save of an unrelated file.
      if (message !== lastPrinted) options.log(message);
      lastPrinted = message;
      liveReload.send({ type: 'error', message, routes: routesOf(error, last) });
    }
    const ms = performance.now() - started;
    const due = waiters.filter((w) => w.after < generation);
    waiters = waiters.filter((w) => w.after >= generation);
    for (const waiter of due) waiter.resolve({ ok, ms, recompiled });
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = rebuild().finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule();
        }
      });
    }, options.debounceMs ?? 25);
  };

  const docsDir = path.resolve(options.docsDir ?? path.join(path.dirname(path.resolve(options.configFile)), 'docs'));
  const staticDir = path.resolve(options.staticDir ?? path.join(path.dirname(docsDir), 'static'));
  // Plus what the build read from elsewhere (OpenAPI documents): a broken spec shows the overlay, a fixed one rebuilds.
  const ignored = (file: string) => /(^|[/\\])(node_modules|\.git)([/\\]|$)|\.tmp-|~$|\.swp$/.test(file);
  const watcher = watch(
    [docsDir, staticDir, THEME_DIR, RUNTIME_DIR, path.resolve(options.configFile), ...first.watchFiles],
    { ignoreInitial: true, ignored },
  );
  watcher.on('all', schedule);
  // chokidar drops a file's 'change' that comes within 50 ms of its previous one (a save, then a
  // formatter's; or an edit right after a rebuild that took less): the file system's own events,
  // which it passes on unthrottled as 'raw', schedule the rebuild too (the debounce merges them).
  watcher.on('raw', (_event, name, details) => {
    if (!ignored(`${(details as { watchedPath?: string }).watchedPath ?? ''}${path.sep}${name ?? ''}`)) schedule();
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url,
    path: `/${first.outPrefix}`,
    outDir,
    nextBuild: () => new Promise((resolve) => waiters.push({ after: rebuildsStarted, resolve })),
    async close() {
      closed = true;
      clearTimeout(timer);
      // A rebuild under way adds its files to the watcher when its build ends: it ends first, or
      // the closed watcher would open new file watches that keep the process alive.
      await running;
      await watcher.close();
      liveReload.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await session.close();
    },
  };
}

/** Routes of the pages an error is about; [] when it concerns the whole site. */
function routesOf(error: unknown, last: BuildResult): string[] {
  const errors = error instanceof HubDocsErrorList ? error.errors : error instanceof HubDocsError ? [error] : [];
  const routes: string[] = [];
  for (const e of errors) {
    const route = e.location ? last.sources.get(e.location.file) : undefined;
    if (!route) return [];
    routes.push(route);
  }
  return routes;
}
