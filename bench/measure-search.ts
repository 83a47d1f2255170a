/**
 * Search rows measured in Node: `hub-docs index` (child process), the index's size, and query
 * latency of the very engine the browser runs (loadBuiltEngine) over a few hundred queries a
 * reader might type: whole titles, first words, half-typed prefixes, typos, and misses.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { runCliOk } from './cli.js';
import { loadBuiltEngine } from '../cli/commands/search-command.js';
import { percentile, summarize, type Summary } from './stats.js';
import type { SearchIndexFile, SearchManifest } from '../theme/types.js';

export interface SearchFigures {
  indexWallMs: Summary;
  /** `hub-docs index --json`'s own figure (without Node start-up). */
  indexMs: Summary;
  indexBytes: number;
  indexGzipBytes: number;
  documents: number;
  queries: number;
  p50: number;
  p95: number;
  max: number;
}

export async function measureSearch(args: { configArgs: string[]; outDir: string; runs: number; queries: number }): Promise<SearchFigures> {
  const command = ['index', ...args.configArgs.filter((_, i, all) => all[i] !== '--static-dir' && all[i - 1] !== '--static-dir'), '--out-dir', args.outDir, '--json'];
  await runCliOk(command); // fills the compile cache `index` reads, as after a normal build
  const wall: number[] = [];
  const own: number[] = [];
  for (let i = 0; i < args.runs; i++) {
    const run = await runCliOk(command);
    wall.push(run.wallMs);
    own.push((JSON.parse(run.stdout) as { ms: number }).ms);
  }

  const manifest = JSON.parse(await readFile(path.join(args.outDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
  const raw = await readFile(path.join(args.outDir, Object.values(manifest)[0]));
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;

  const engine = await loadBuiltEngine(args.outDir);
  const queries = queryList(file[0].documents.map((d) => d.title), args.queries);
  const options = { limit: 8, contextLength: 50 };
  for (const query of queries.slice(0, 30)) engine.search(query, options); // JIT warm-up
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    engine.search(query, options);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    indexWallMs: summarize(wall),
    indexMs: summarize(own),
    indexBytes: raw.length,
    indexGzipBytes: gzipSync(raw, { level: 9 }).length,
    documents: file[0].documents.length,
    queries: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
  };
}

/** At least `n` queries built from the index's own titles, deterministic. */
function queryList(titles: string[], n: number): string[] {
  const words = [...new Set(titles.flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2))].sort();
  const queries: string[] = [];
  for (let i = 0; queries.length < n; i++) {
    const title = titles[i % titles.length];
    const word = words[(i * 7) % words.length];
    const kind = i % 6;
    if (kind === 0) queries.push(title);
    else if (kind === 1) queries.push(title.split(' ').slice(0, 2).join(' '));
    else if (kind === 2) queries.push(word.slice(0, 3)); // half-typed: prefix search
    else if (kind === 3) queries.push(word);
    else if (kind === 4) queries.push(word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word + 'x'); // a typo
    else queries.push(`${word} ${words[(i * 13) % words.length]}`);
  }
  return queries;
}
