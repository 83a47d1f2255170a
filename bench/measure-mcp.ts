/**
 * `hub-docs mcp`'s start: spawn of the compiled CLI over stdio, the MCP handshake and the first
 * `search_docs` call, until its answer is back, as an assistant waits for it (issue 35: ≤ 500 ms
 * on the 10,000-page site). One run first makes the command's code cache, as after installing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CLI } from './cli.js';
import { summarize, type Summary } from './stats.js';

export interface McpFigures {
  firstAnswerMs: Summary;
  query: string;
  results: number;
}

async function once(outDir: string, query: string): Promise<{ ms: number; results: number }> {
  const started = performance.now();
  const client = new Client({ name: 'hub-docs-bench', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--out-dir', outDir], stderr: 'ignore' }),
  );
  try {
    const answer = (await client.callTool({ name: 'search_docs', arguments: { query } })) as CallToolResult;
    const ms = performance.now() - started;
    if (answer.isError) throw new Error(`search_docs failed: ${JSON.stringify(answer.content)}`);
    return { ms, results: (answer.structuredContent as { results: unknown[] }).results.length };
  } finally {
    await client.close();
  }
}

export async function measureMcpStart(options: { outDir: string; runs: number; query: string }): Promise<McpFigures> {
  await once(options.outDir, options.query);
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < options.runs; i++) {
    const run = await once(options.outDir, options.query);
    times.push(run.ms);
    results = run.results;
  }
  return { firstAnswerMs: summarize(times), query: options.query, results };
}
