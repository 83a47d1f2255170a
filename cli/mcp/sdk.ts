/**
 * The MCP SDK and the zod its tool schemas are made with, in one module of their own: the compiled
 * CLI keeps them in a bundle of their own (scripts/compile-cli.mjs, dist/cli/mcp-sdk.bundle.cjs), loaded
 * only by `hub-docs mcp` and serve's /mcp. In the command line's bundle they were ~600 KB that every
 * `hub-docs build` read and compiled from its code cache (~15 ms of a one-page rebuild) to use none
 * of it. zod comes from here too, so the SDK and the schemas given to it are one copy of zod.
 */
export { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
export { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
/**
 * serve's /mcp only, loaded on its first request: the module reads `globalThis.Headers` (through
 * @hono/node-server) when it is evaluated, which makes Node load its fetch (undici): ~40 ms of every
 * `hub-docs mcp` start, which never uses it.
 */
export const loadHttpTransport = async () =>
  (await import('@modelcontextprotocol/sdk/server/streamableHttp.js')).StreamableHTTPServerTransport;
export type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
export * as z from 'zod';
