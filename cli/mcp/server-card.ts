/**
 * MCP discovery, as the MCP Server Card extension (SEP-2127, wire format in
 * modelcontextprotocol/experimental-ext-server-card, docs/discovery.md) defines it: a site-wide
 * catalog at `/.well-known/mcp/catalog.json` pointing to each server's card, which a server
 * serves at its Streamable HTTP URL + `/server-card` (media type application/mcp-server-card+json).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltSite } from './built-site.js';

export const SERVER_CARD_TYPE = 'application/mcp-server-card+json';
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';
export const CATALOG_FILE = '.well-known/mcp/catalog.json';

/**
 * The card's `name`: reverse-DNS of the MCP server's host name, then "/docs" ("com.example.docs/docs"); an address
 * (127.0.0.1) as it is.
 */
export function serverCardName(mcpUrl: string): string {
  const host = new URL(mcpUrl).hostname.replace(/^\[|\]$/g, '');
  const isAddress = /^[\d.]+$/.test(host) || host.includes(':');
  return `${isAddress ? host : host.split('.').reverse().join('.')}/docs`;
}

/** The catalog a built site publishes when its config names the MCP server that serves it (`mcp.url`). */
export function mcpCatalog(options: { mcpUrl: string; title: string }): string {
  const name = serverCardName(options.mcpUrl);
  const entry = {
    identifier: `urn:air:${new URL(options.mcpUrl).hostname}:${name.split('/')[1]}`,
    displayName: options.title,
    type: SERVER_CARD_TYPE,
    url: `${options.mcpUrl.replace(/\/$/, '')}/server-card`,
  };
  return JSON.stringify({ specVersion: 'draft', entries: [entry] }, null, 2) + '\n';
}

/** The card of the server at `endpoint`, named and described from the built site's llms.txt (its title and summary). */
export async function serverCard(
  site: BuiltSite,
  options: { endpoint: string; version: string },
): Promise<Record<string, unknown>> {
  const llms = await readFile(path.join(site.dir, 'llms.txt'), 'utf8').catch(() => '');
  const title = /^# (.+)$/m.exec(llms)?.[1] ?? 'Documentation';
  const summary = /^> (.+)$/m.exec(llms)?.[1];
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: serverCardName(options.endpoint),
    version: options.version,
    title,
    description: `Search and read ${title}${summary ? `: ${summary}` : ''} (pages as Markdown, the HTTP API reference's operations).`,
    websiteUrl: await site.siteBase(),
    remotes: [{ type: 'streamable-http', url: options.endpoint }],
  };
}
