/**
 * Search rows measured in Node: `hub-docs index` (child process), the index's size on disk, and
 * query latency of the very engine the browser runs (loadBuiltEngine) over a few hundred
 * queries a reader might type: whole titles, first words, half-typed prefixes, typos, and misses.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { runCliOk } from './cli.js';
import { loadBuiltEngine } from '../cli/commands/search-command.js';
import { percentile, summarize, type Summary } from './stats.js';
import { builtRoutes, gzipSize, htmlFile } from './measure-assets.js';
import { documentsFile, HEAD_FILE } from '../theme/search/format.js';
import type { SearchIndexHead } from '../theme/types.js';

export interface SearchFigures {
  indexWallMs: Summary;
  /** `hub-docs index --json`'s own figure (without Node start-up). */
  indexMs: Summary;
  peakBytes: number;
  /** The runs found the compile cache filled (by a first run), as after a build. */
  warmCache: boolean;
  /** The index folder on disk: files, bytes, and their gzip sizes summed. */
  files: number;
  indexBytes: number;
  indexGzipBytes: number;
  /** Its head (index.json: the term dictionary), gzip. */
  headGzipBytes: number;
  documents: number;
  terms: number;
  queries: number;
  p50: number;
  p95: number;
  max: number;
  /** The first pass over the queries, which also reads and parses the files each needs. */
  firstPassP50: number;
}

/**
 * `hub-docs index` `runs` times (after one run that fills the compile cache, unless `runs` is 1), then queries on the
 * result.
 */
export async function measureSearch(args: {
  indexArgs: string[];
  outDir: string;
  runs: number;
  queries: number;
  timeoutMs?: number;
}): Promise<SearchFigures> {
  const command = ['index', ...args.indexArgs, '--out-dir', args.outDir, '--json'];
  const wall: number[] = [];
  const own: number[] = [];
  let peak = 0;
  let last = args.runs > 1 ? await runCliOk(command, { timeoutMs: args.timeoutMs }) : null; // fills the compile cache `index` reads, as after a normal build
  for (let i = 0; i < args.runs; i++) {
    last = await runCliOk(command, { timeoutMs: args.timeoutMs });
    if (last.timedOut)
      throw new Error(`hub-docs index did not finish within ${Math.round((args.timeoutMs ?? 0) / 1000)} s`);
    wall.push(last.wallMs);
    own.push((JSON.parse(last.stdout) as { ms: number }).ms);
    peak = Math.max(peak, last.nodePeakBytes);
  }
  const summary = JSON.parse(last!.stdout) as {
    dir: string;
    files: number;
    documents: number;
    terms: number;
    bytes: number;
  };
  const folder = path.join(args.outDir, summary.dir);
  // The folder's files, and the documents files its head names (beside it).
  const head = JSON.parse(await readFile(path.join(folder, HEAD_FILE), 'utf8')) as SearchIndexHead;
  let indexGzipBytes = 0;
  for (const name of [...(await readdir(folder)), ...head.documentsFiles.map(documentsFile)])
    indexGzipBytes += await gzipSize(path.join(folder, name));

  const { engine } = await loadBuiltEngine(args.outDir);
  const queries = queryList(await pageTitles(args.outDir), args.queries);
  const options = { limit: 8, contextLength: 50 };
  const time = async () => {
    const times: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      await engine.search(query, options);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  const firstPass = await time(); // reads each file a query needs, once
  const times = await time();
  return {
    indexWallMs: summarize(wall),
    indexMs: summarize(own),
    peakBytes: peak,
    warmCache: args.runs > 1,
    files: summary.files,
    indexBytes: summary.bytes,
    indexGzipBytes,
    headGzipBytes: await gzipSize(path.join(folder, HEAD_FILE)),
    documents: summary.documents,
    terms: summary.terms,
    queries: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    firstPassP50: percentile(firstPass, 50),
  };
}

/** The h1 of every built page: what readers see, and so what they search for. */
async function pageTitles(outDir: string): Promise<string[]> {
  const titles: string[] = [];
  for (const route of await builtRoutes(outDir)) {
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await readFile(htmlFile(outDir, route), 'utf8'));
    const text = h1?.[1]
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&[a-z]+;/g, ' ')
      .trim();
    if (text) titles.push(text);
  }
  if (titles.length === 0) throw new Error('no <h1> in the built pages to make queries from');
  return titles;
}

/** At least `n` queries built from the pages' titles, deterministic. */
function queryList(titles: string[], n: number): string[] {
  const words = [
    ...new Set(titles.flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2)),
  ].sort();
  const queries: string[] = [];
  for (let i = 0; queries.length < n; i++) {
    const title = titles[i % titles.length];
    const word = words[(i * 7) % words.length];
    const kind = i % 6;
    if (kind === 0) queries.push(title);
    else if (kind === 1) queries.push(title.split(' ').slice(0, 2).join(' '));
    else if (kind === 2)
      queries.push(word.slice(0, 3)); // half-typed: prefix search
    else if (kind === 3) queries.push(word);
    else if (kind === 4)
      queries.push(word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word + 'x'); // a typo
    else queries.push(`${word} ${words[(i * 13) % words.length]}`);
  }
  return queries;
}
