/**
 * Where hub-docs' HTTP servers answer MCP, and which requests are MCP's: a POST (or DELETE) to
 * `/mcp`, and a GET of its server card (`/mcp/server-card`). A browser's GET of `/mcp` stays the
 * site's page. Kept apart from the endpoint so that `hub-docs serve` loads the MCP SDK only with
 * the first MCP request.
 */
import type { IncomingMessage } from 'node:http';

export const MCP_PATH = '/mcp';
export const SERVER_CARD_PATH = `${MCP_PATH}/server-card`;

export function isMcpRequest(request: IncomingMessage): boolean {
  const pathname = (request.url ?? '/').split('?')[0];
  return (
    (pathname === MCP_PATH && request.method !== 'GET' && request.method !== 'HEAD') ||
    (pathname === SERVER_CARD_PATH && request.method === 'GET')
  );
}

/** Is this listening address the loopback interface (so the endpoint refuses requests from elsewhere)? */
export const isLoopbackHost = (host: string) =>
  ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host.toLowerCase()) || host.startsWith('127.');
