/**
 * MCP's Streamable HTTP transport at one path (`/mcp`), stateless: each POST gets a server of its
 * own over the site as it is then (so `hub-docs serve` answers from its last build), and answers
 * with JSON. GET `<path>/server-card` gives the server's MCP Server Card (the MCP Server Card
 * extension's reserved location: the Streamable HTTP URL + `/server-card`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadHttpTransport } from './sdk.js';
import { createDocsServer, type DocsServerOptions } from './docs-server.js';
import { serverCard, SERVER_CARD_TYPE } from './server-card.js';
import { MCP_PATH, SERVER_CARD_PATH, isLoopbackHost } from './mcp-path.js';

const hostnameOf = (host: string) =>
  (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase();

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const jsonRpcError = (response: ServerResponse, status: number, message: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
};

export async function handleMcpRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options: DocsServerOptions & { loopbackOnly: boolean },
): Promise<void> {
  // A server on the loopback interface answers only pages of the loopback: a web page elsewhere cannot reach it through
  // DNS rebinding or a cross-site request.
  if (options.loopbackOnly) {
    const host = request.headers.host ?? '';
    const origin = request.headers.origin;
    if (
      !isLoopbackHost(hostnameOf(host)) ||
      (origin !== undefined && origin !== 'null' && !isLoopbackHost(hostnameOf(new URL(origin).host)))
    ) {
      jsonRpcError(
        response,
        403,
        `this MCP server answers only requests to and from 127.0.0.1 or localhost (Host ${host}${origin ? `, Origin ${origin}` : ''})`,
      );
      return;
    }
  }
  const pathname = (request.url ?? '/').split('?')[0];
  if (pathname === SERVER_CARD_PATH) {
    const proto = (request.headers['x-forwarded-proto'] as string | undefined) ?? 'http';
    const card = await serverCard(await options.site(), {
      endpoint: `${proto}://${request.headers.host ?? '127.0.0.1'}${MCP_PATH}`,
      version: options.version,
    });
    response.writeHead(200, {
      'content-type': `${SERVER_CARD_TYPE}; charset=utf-8`,
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    response.end(JSON.stringify(card, null, 2) + '\n');
    return;
  }
  if (request.method !== 'POST') {
    // Stateless: no session to end, no stream to open.
    response.writeHead(405, { allow: 'POST', 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        jsonrpc: '2.0',
        error: {
          code: -32000,
          message: 'Method not allowed: this server is stateless, send each JSON-RPC request as a POST',
        },
        id: null,
      }),
    );
    return;
  }
  let body: unknown;
  try {
    body = await readBody(request);
  } catch {
    jsonRpcError(response, 400, 'the request body is not JSON');
    return;
  }
  const server = createDocsServer(options);
  const StreamableHTTPServerTransport = await loadHttpTransport();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body);
}
