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
import { builtRoutes, htmlFile } from './measure-assets.js';

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
  const wall: number[] = [];
  const own: number[] = [];
  let last = await runCliOk(command); // fills the compile cache `index` reads, as after a normal build
  for (let i = 0; i < args.runs; i++) {
    last = await runCliOk(command);
    wall.push(last.wallMs);
    own.push((JSON.parse(last.stdout) as { ms: number }).ms);
  }

  // The index file's layout is the engine's business: only its name and size are read here.
  const summary = JSON.parse(last.stdout) as { file: string; documents: number };
  const raw = await readFile(path.join(args.outDir, summary.file));
  const titles = await pageTitles(args.outDir);

  const engine = await loadBuiltEngine(args.outDir);
  const queries = queryList(titles, args.queries);
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
    documents: summary.documents,
    queries: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
  };
}

/** The h1 of every built page: what readers see, and so what they search for. */
async function pageTitles(outDir: string): Promise<string[]> {
  const titles: string[] = [];
  for (const route of await builtRoutes(outDir)) {
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await readFile(htmlFile(outDir, route), 'utf8'));
    const text = h1?.[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&[a-z]+;/g, ' ').trim();
    if (text) titles.push(text);
  }
  if (titles.length === 0) throw new Error('no <h1> in the built pages to make queries from');
  return titles;
}

/** At least `n` queries built from the pages' titles, deterministic. */
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
