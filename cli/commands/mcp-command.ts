/**
 * `hub-docs mcp`: a Model Context Protocol server over a built site, for assistants (Claude Code,
 * Cursor, VS Code...). Over stdio by default (the assistant starts it); with --http, Streamable
 * HTTP at http://127.0.0.1:PORT/mcp. Nothing is read before the first tool call needs it.
 */
import http from 'node:http';
import { HubDocsError, formatError } from '../errors.js';
import { VERSION } from '../paths.js';
import { BuiltSite, SiteFolder } from '../mcp/built-site.js';
import { MCP_PATH, isMcpRequest } from '../mcp/mcp-path.js';

export async function runMcp(options: { outDir: string; http?: string }): Promise<void> {
  const site = await BuiltSite.open(options.outDir);
  const folder = new SiteFolder(site);
  if (options.http === undefined) {
    const [{ StdioServerTransport }, { createDocsServer }] = await Promise.all([
      import('../mcp/sdk.js'),
      import('../mcp/docs-server.js'),
    ]);
    const server = createDocsServer({ site: () => folder.current(), version: VERSION });
    await server.connect(new StdioServerTransport());
    // stdout is the protocol's: what people read goes to stderr.
    process.stderr.write(`hub-docs mcp: serving ${site.dir} over stdio\n`);
    return;
  }
  const port = Number(options.http);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new HubDocsError(`--http must be a port number from 0 to 65535, got "${options.http}"`, {
      hint: 'for example --http 3001',
    });
  const { handleMcpRequest } = await import('../mcp/http-endpoint.js');
  const server = http.createServer((request, response) => {
    if (!isMcpRequest(request)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`hub-docs mcp: the MCP endpoint is POST ${MCP_PATH}\n`);
      return;
    }
    handleMcpRequest(request, response, { site: () => folder.current(), version: VERSION, loopbackOnly: true }).catch(
      (error: unknown) => {
        process.stderr.write(formatError(error) + '\n');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new HubDocsError(`port ${port} is already in use on 127.0.0.1`, {
              hint: `stop the other server or pass --http ${port + 1} (any free port)`,
            })
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as { port: number };
  process.stdout.write(
    `hub-docs mcp: http://127.0.0.1:${address.port}${MCP_PATH} (Streamable HTTP) over ${site.dir}; Ctrl-C to stop\n`,
  );
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
