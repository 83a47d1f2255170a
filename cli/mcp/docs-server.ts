/**
 * The MCP server over a built site: its tools (search_docs, get_page, list_pages,
 * get_api_operation, list_api_operations, list_versions) and its pages as resources
 * (`docs://<route>`). Transport-free: `hub-docs mcp` connects it to stdio or Streamable HTTP,
 * `hub-docs serve` to its `/mcp` endpoint. Search is `hub-docs search --json`'s own code, so
 * an assistant gets exactly what a script (and the browser) gets.
 */
import { McpServer, ResourceTemplate, z, type CallToolResult } from './sdk.js';
import { searchBuilt, type SearchResultJson } from '../commands/search-command.js';
import { type BuiltSite, ToolInputError, pathMatches, type ApiOperation, type PageNode } from './built-site.js';
import { pageSlice, DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './page-slice.js';

export const SERVER_NAME = 'hub-docs';
/** Above this many pages, list_pages without a section gives the top-level sections only. */
export const MAX_LISTED_PAGES = 300;

/**
 * What a tool answers with: JSON for the tools that list (text for clients that read text, and structured), Markdown
 * for pages.
 */
const json = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
  structuredContent: value,
});
const failure = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

/**
 * Tool errors an assistant can act on come back as results (isError), as MCP asks; anything else is a bug and
 * propagates.
 */
const answer =
  <A>(run: (args: A) => Promise<CallToolResult>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof ToolInputError) return failure(error.message);
      throw error;
    }
  };

const plainSnippet = (result: SearchResultJson) => result.snippet.map((part) => part.text).join('');

/** A result's link for the assistant: the page's address with its anchor. */
const routeWithHash = (url: string) => {
  const hash = url.indexOf('#');
  return hash === -1 ? { route: url, hash: '' } : { route: url.slice(0, hash), hash: url.slice(hash) };
};

export interface DocsServerOptions {
  /** The site a call reads: `hub-docs mcp`'s folder as it is now (SiteFolder), `hub-docs serve`'s last build. */
  site: () => BuiltSite | Promise<BuiltSite>;
  version: string;
}

export function createDocsServer(options: DocsServerOptions): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Documentation', version: options.version },
    {
      instructions:
        "Tools over one documentation site. Find pages with search_docs (full-text, the site's own search), browse them with list_pages (the sidebar tree), read one with get_page (its Markdown, paged by characters), and look up HTTP API operations with list_api_operations and get_api_operation. Cite pages by the url each tool gives.",
    },
  );
  const site = options.site;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Full-text search of the documentation with the site's own engine and ranking (the same results as the search box). Returns the best matches first, each with `title` (\"Page › Section\" for a section), `url` (the page's route with the section's anchor), `type` (title, heading, description, keywords or content: where the words matched) and `snippet` (text parts; `mark: true` on matched words). Use get_page with a result's url to read the page.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe('Words to search for, e.g. "acknowledge pulled message" (plain words: no query syntax)'),
        version: z
          .string()
          .optional()
          .describe('Docs version name or label (see list_versions); default: the latest release, at the docs root'),
        locale: z
          .string()
          .optional()
          .describe("Language of the index to search (see list_versions); default: the site's"),
        limit: z.number().int().min(1).max(50).optional().describe('Most results to return (1–50, default 8)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answer(async ({ query, version, locale, limit }) => {
      const current = await site();
      const chosen = await current.version(version);
      if (locale !== undefined) {
        const locales = (await current.locales())[chosen.name] ?? [];
        if (!locales.includes(locale))
          return failure(
            `the docs version "${chosen.name}" has no search index in the locale "${locale}"; its locales: ${locales.map((l) => `"${l}"`).join(', ') || 'none'}`,
          );
      }
      const results = await searchBuilt({
        query,
        outDir: current.dir,
        limit: limit ?? 8,
        version: chosen.name,
        locale,
      });
      const base = await current.siteBase();
      const lines = results.map((r, i) => {
        const { route, hash } = routeWithHash(r.url);
        return `${i + 1}. ${r.title} [${r.type}]\n   ${base}${route === '/' ? '' : route.slice(1)}${hash}\n   ${plainSnippet(r)}`;
      });
      return {
        content: [
          {
            type: 'text',
            text: results.length
              ? `${results.length} result${results.length === 1 ? '' : 's'} for "${query}" (version ${chosen.name}):\n\n${lines.join('\n')}`
              : `No results for "${query}" (version ${chosen.name}). Try fewer or other words, or list_pages.`,
          },
        ],
        structuredContent: { query, version: chosen.name, results },
      };
    }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        "A documentation page as Markdown (its Markdown twin: title, text, code samples, tables; links are absolute URLs of other pages' Markdown). Give `url` (the page's or its .md address, or a search result's url) or `route` (\"/getting-started\"). Long pages come in parts: the answer says the characters it holds and the `offset` to ask for next. An unknown page answers with the closest routes.",
      inputSchema: {
        url: z
          .string()
          .min(1)
          .optional()
          .describe(
            "The page's address, its Markdown twin's (\".md\"), a search result's url, or a docs:// resource URI",
          ),
        route: z
          .string()
          .min(1)
          .optional()
          .describe('The page\'s route, e.g. "/getting-started" or "/api-reference/messages/sendMessages"'),
        offset: z.number().int().min(0).optional().describe('First character to return (default 0)'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_PAGE_LIMIT)
          .optional()
          .describe(`Most characters to return (default ${DEFAULT_PAGE_LIMIT})`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answer(async ({ url, route, offset, limit }) => {
      if ((url === undefined) === (route === undefined))
        return failure('give either `url` or `route` (one of them), e.g. { "route": "/getting-started" }');
      const page = await (await site()).page((url ?? route)!);
      const slice = pageSlice(page.markdown, offset ?? 0, limit ?? DEFAULT_PAGE_LIMIT);
      const header = [
        `URL: ${page.url}`,
        `Markdown: ${page.markdownUrl}`,
        `Version: ${page.version.label} (${page.version.name})`,
        slice.summary,
      ];
      return { content: [{ type: 'text', text: `${header.join('\n')}\n\n${slice.text}` }] };
    }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List pages',
      description:
        "The documentation's pages as the sidebar shows them: a tree of sections (categories) and pages, each with `title`, `url`, `markdownUrl` (what get_page reads), `route` and `description`; API operations also carry their HTTP `method`. Give `section` (a sidebar category's label or route) to list only that part; a site of more than " +
        `${MAX_LISTED_PAGES} pages lists only its top-level sections (with their page counts) until you do.`,
      inputSchema: {
        section: z
          .string()
          .min(1)
          .optional()
          .describe('A sidebar section: its label ("Getting started") or route ("/getting-started")'),
        version: z
          .string()
          .optional()
          .describe('Docs version name or label (see list_versions); default: the latest release'),
        locale: z
          .string()
          .optional()
          .describe("A locale of the site (see list_versions' locales): its pages, at their URLs in that locale"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answer(async ({ section, version, locale }) => {
      const current = await site();
      const tree = await (locale === undefined ? current : await current.inLocale(locale)).pageTree({
        section,
        version,
      });
      const count = (nodes: PageNode[]): number =>
        nodes.reduce((sum, node) => sum + (node.url === null ? 0 : 1) + count(node.items ?? []), 0);
      const total = count(tree.pages);
      if (section === undefined && total > MAX_LISTED_PAGES) {
        // A whole large site would fill the assistant's context: its sections, each with how many pages it holds.
        const outline = tree.pages.map(({ items, ...node }) => (items ? { ...node, pages: count(items) } : node));
        return json({
          version: tree.version.name,
          note: `${total} pages: these are the top-level sections; call list_pages with a section's title to list its pages`,
          pages: outline,
        });
      }
      return json({ version: tree.version.name, pages: tree.pages as unknown as Record<string, unknown>[] });
    }),
  );

  const operationJson = (op: ApiOperation) => ({
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    ...(op.webhook ? { webhook: true } : {}),
    summary: op.summary,
    tag: op.tag,
    url: op.url,
    markdownUrl: op.markdownUrl,
  });

  server.registerTool(
    'list_api_operations',
    {
      title: 'List API operations',
      description:
        "The HTTP API reference's operations (and webhooks), in reference order: each with `operationId`, `method`, `path` (a template such as /v3/messages/{messageId}/ack; a webhook's name, with `webhook: true`), `summary`, `tag` and `url`. Give `tag` to list one tag's operations. Read one with get_api_operation.",
      inputSchema: {
        tag: z.string().min(1).optional().describe('A tag of the API reference, e.g. "Messages" (case-insensitive)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answer(async ({ tag }) => {
      const operations = await (await site()).apiOperations();
      if (operations.length === 0) return failure('this site has no API reference (no OpenAPI document in its config)');
      const tags = [...new Set(operations.map((op) => op.tag))];
      const chosen =
        tag === undefined ? operations : operations.filter((op) => op.tag.toLowerCase() === tag.trim().toLowerCase());
      if (chosen.length === 0) return failure(`no API tag "${tag}"; the tags: ${tags.map((t) => `"${t}"`).join(', ')}`);
      return json({
        ...(tag === undefined ? { tags } : { tag: chosen[0].tag }),
        operations: chosen.map(operationJson),
      });
    }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Read an API operation',
      description:
        "One HTTP API operation's reference as Markdown: method and path, description, request samples (curl, TypeScript, Python), the response example, authorization, every parameter, the request body's and each response's fields. Give `operationId` (from list_api_operations or search_docs), or `method` and `path` (a template or a concrete path such as /v3/messages/42/ack). Paged like get_page.",
      inputSchema: {
        operationId: z.string().min(1).optional().describe('The operation\'s operationId, e.g. "sendMessages"'),
        method: z.string().min(1).optional().describe('HTTP method, e.g. "POST" (with `path`)'),
        path: z
          .string()
          .min(1)
          .optional()
          .describe('The path, e.g. "/v3/messages/{messageId}/ack" or "/v3/messages/42/ack" (with `method`)'),
        offset: z.number().int().min(0).optional().describe('First character to return (default 0)'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_PAGE_LIMIT)
          .optional()
          .describe(`Most characters to return (default ${DEFAULT_PAGE_LIMIT})`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answer(async ({ operationId, method, path, offset, limit }) => {
      const byId = operationId !== undefined;
      if (
        byId === (method !== undefined || path !== undefined) ||
        (!byId && (method === undefined || path === undefined))
      ) {
        return failure(
          'give either `operationId`, or `method` and `path` together, e.g. { "operationId": "sendMessages" } or { "method": "POST", "path": "/v3/messages" }',
        );
      }
      const current = await site();
      const operations = await current.apiOperations();
      if (operations.length === 0) return failure('this site has no API reference (no OpenAPI document in its config)');
      const found = byId
        ? (operations.find((op) => op.operationId === operationId) ??
          operations.find((op) => op.operationId.toLowerCase() === operationId.toLowerCase()))
        : operations.find(
            (op) =>
              op.method === method!.toUpperCase() && (op.path === path || (!op.webhook && pathMatches(op.path, path!))),
          );
      if (!found) {
        const hint = byId
          ? operations
              .filter((op) => op.operationId.toLowerCase().includes(operationId.toLowerCase().slice(0, 4)))
              .map((op) => op.operationId)
          : operations
              .filter((op) => !op.webhook && pathMatches(op.path, path!))
              .map((op) => `${op.method} ${op.path}`);
        const what = byId ? `operationId "${operationId}"` : `${method!.toUpperCase()} ${path}`;
        return failure(
          `no API operation with the ${what}${hint.length ? `; did you mean: ${hint.slice(0, 5).join(', ')}` : ''}. list_api_operations lists them all.`,
        );
      }
      const page = await current.page(found.route);
      const slice = pageSlice(page.markdown, offset ?? 0, limit ?? DEFAULT_PAGE_LIMIT);
      const header = [
        `Operation: ${found.operationId} (${found.method} ${found.path}), tag ${found.tag}`,
        `URL: ${page.url}`,
        `Markdown: ${page.markdownUrl}`,
        slice.summary,
      ];
      return { content: [{ type: 'text', text: `${header.join('\n')}\n\n${slice.text}` }] };
    }),
  );

  server.registerTool(
    'list_versions',
    {
      title: 'List docs versions',
      description:
        "The documentation's versions, newest first: `name` (what the other tools take), `label`, `path` (the route its pages are under), `latest` (the release at the docs root, the default everywhere), `banner` (unreleased or unmaintained), and the `locales` it can be searched in.",
      inputSchema: {},
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    answer(async () => {
      const current = await site();
      const [versions, locales] = await Promise.all([current.versions(), current.locales()]);
      return json({
        versions: versions.map((v) => ({
          name: v.name,
          label: v.label,
          path: v.path,
          latest: v.isLast,
          banner: v.banner,
          locales: locales[v.name] ?? [],
        })),
      });
    }),
  );

  server.registerResource(
    'page',
    new ResourceTemplate('docs://{+route}', {
      list: async () => {
        const current = await site();
        const routes = await current.routes();
        return {
          resources: await Promise.all(
            routes.map(async (route) => ({
              uri: `docs://${route}`,
              name: route,
              mimeType: 'text/markdown',
              description: `Markdown of ${await current.pageUrl(route)}`,
            })),
          ),
        };
      },
    }),
    {
      title: 'Documentation page',
      description:
        "A page of the documentation as Markdown (its twin); the URI is docs:// followed by the page's route, e.g. docs:///getting-started.",
      mimeType: 'text/markdown',
    },
    async (uri) => {
      try {
        const page = await (await site()).page(uri.href);
        return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown }] };
      } catch (error) {
        if (error instanceof ToolInputError) throw new Error(error.message);
        throw error;
      }
    },
  );

  return server;
}

export type { PageNode };
