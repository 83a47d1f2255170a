/**
 * Server side of live reload: a server-sent-events channel (`/__hub/events`) and the
 * browser client (`/__hub/live-reload.js`, bundled once from runtime/live-reload.ts).
 */
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { esbuild } from '../esbuild.js';
import { RUNTIME_DIR } from '../paths.js';
import type { BuildEvent } from '../../theme/types.js';

export const EVENTS_PATH = '/__hub/events';
export const CLIENT_PATH = '/__hub/live-reload.js';
export const DEV_SCRIPT = `\n<script type="module" src="${CLIENT_PATH}"></script>`;

export class LiveReload {
  private clients = new Set<ServerResponse>();
  /** The last error, replayed to pages that connect while the build is broken. */
  private lastError: BuildEvent | null = null;

  connect(response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    response.write('retry: 500\n\n');
    this.clients.add(response);
    if (this.lastError) response.write(`data: ${JSON.stringify(this.lastError)}\n\n`);
    response.on('close', () => this.clients.delete(response));
  }

  send(event: BuildEvent): void {
    this.lastError = event.type === 'error' ? event : null;
    for (const client of this.clients) client.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  get clientCount(): number {
    return this.clients.size;
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

export async function liveReloadClient(): Promise<string> {
  const result = await esbuild().build({
    entryPoints: [path.join(RUNTIME_DIR, 'live-reload.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
