/**
 * Build rows: cold builds (no compile cache) and a warm rebuild after one page changed,
 * each a child `hub-docs build` process: its wall-clock (what a user waits for, Node start-up
 * included), build()'s own time, and peak memory.
 */
import path from 'node:path';
import { readdir, readFile, stat } from 'node:fs/promises';
import { parseBuildLine, runCliOk } from './cli.js';
import { editPage, siteArgs, type SiteUnderTest } from './site.js';
import { summarize, type Summary } from './stats.js';

export interface BuildFigures {
  wallMs: Summary;
  buildMs: Summary;
  /** Node's peak RSS + esbuild's: an upper bound of the two processes' combined peak. */
  peakBytes: Summary;
  nodePeakBytes: Summary;
  esbuildPeakBytes: Summary;
  /** CPU time of the process and esbuild's (CliRun.cpuMs): on a shared machine, steadier than the wall time. */
  cpuMs: Summary;
  pages: number;
  outputBytes: number;
  outDir: string;
  /** The build was stopped at the time limit: times are a lower bound, memory is the peak so far. */
  timedOut: boolean;
}

export async function coldBuilds(args: {
  configArgs: string[];
  outDir: string;
  runs: number;
  timeoutMs?: number;
}): Promise<BuildFigures> {
  const wall: number[] = [];
  const build: number[] = [];
  const peak: number[] = [];
  const node: number[] = [];
  const esbuild: number[] = [];
  const cpu: number[] = [];
  let pages = 0;
  let timedOut = false;
  for (let i = 0; i < args.runs && !timedOut; i++) {
    const run = await runCliOk(['build', ...args.configArgs, '--out-dir', args.outDir, '--no-cache'], {
      timeoutMs: args.timeoutMs,
    });
    timedOut = run.timedOut;
    wall.push(run.wallMs);
    peak.push(run.nodePeakBytes + run.esbuildPeakBytes);
    node.push(run.nodePeakBytes);
    esbuild.push(run.esbuildPeakBytes);
    cpu.push(run.cpuMs);
    if (timedOut) break;
    const line = parseBuildLine(run.stdout);
    pages = line.pages;
    build.push(line.ms);
  }
  return {
    wallMs: summarize(wall),
    buildMs: summarize(build.length ? build : wall),
    peakBytes: summarize(peak),
    nodePeakBytes: summarize(node),
    esbuildPeakBytes: summarize(esbuild),
    cpuMs: summarize(cpu),
    pages,
    outputBytes: timedOut ? 0 : await dirBytes(args.outDir),
    outDir: args.outDir,
    timedOut,
  };
}

export interface RebuildFigures {
  wallMs: Summary;
  buildMs: Summary;
}

/** Builds once with the cache, then per run: change one page, build again, check the change is out. */
export async function warmRebuilds(site: SiteUnderTest, outDir: string, runs: number): Promise<RebuildFigures> {
  const args = ['build', ...siteArgs(site), '--out-dir', outDir];
  await runCliOk(args); // fills the compile cache
  const wall: number[] = [];
  const build: number[] = [];
  for (let i = 0; i < runs; i++) {
    const marker = await editPage(site.editFile, i);
    const run = await runCliOk(args);
    const html = await readFile(path.join(outDir, site.editRoute, 'index.html'), 'utf8');
    if (!html.includes(marker)) throw new Error(`warm rebuild: the change to ${site.editRoute} is not in the output`);
    wall.push(run.wallMs);
    build.push(parseBuildLine(run.stdout).ms);
  }
  return { wallMs: summarize(wall), buildMs: summarize(build) };
}

export async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
