/**
 * `npm run bench [-- --quick] [-- --write-readme]`: measures builds, serve, page weight and
 * search, and prints one markdown table (progress goes to stderr, the table to stdout).
 * --quick: fewer repetitions and no 5,000-page build, as a smoke test.
 * --write-readme: also puts the table between the bench markers of README.md.
 */
import path from 'node:path';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { ROOT, compileCli } from './cli.js';
import { prepareSite, realDocsProblem, siteArgs } from './site.js';
import { generateSite } from './generate.js';
import { coldBuilds, warmRebuilds, type BuildFigures } from './measure-build.js';
import { measureServe } from './measure-serve.js';
import { builtRoutes, measureAssets } from './measure-assets.js';
import { measureSearch } from './measure-search.js';
import { measureBrowser } from './measure-browser.js';
import { assetRows, buildRows, generatedRows, searchRows, serveRows, type Outcome } from './rows.js';
import { renderTable } from './table.js';
import os from 'node:os';
import { loadNote, machine } from './machine.js';
import { writeReadme } from './readme.js';
import { ms } from './stats.js';
import { cleanCache, serverBundlesNow } from './cache.js';

const quick = process.argv.includes('--quick');
const writeToReadme = process.argv.includes('--write-readme');
// Repetitions: enough for a stable median in the full run; the smallest useful number in --quick.
const RUNS = quick
  ? { cold: 2, rebuild: 2, gen1000: 1, start: 2, edit: 3, rps: 1, rpsSeconds: 2, index: 1, queries: 200, focus: 3 }
  : { cold: 5, rebuild: 7, gen1000: 3, start: 5, edit: 9, rps: 3, rpsSeconds: 3, index: 5, queries: 600, focus: 9 };

const FULL_BUDGET_MS = 570_000;
const loadAtStart = os.loadavg()[0];
const started = performance.now();
const log = (line: string) => process.stderr.write(`[bench ${ms(performance.now() - started).padStart(8)}] ${line}\n`);

/**
 * Runs one measurement; a failure becomes a "failed" row instead of ending the bench. The CLI
 * is recompiled first: theme/ and runtime/ are bundled live by every build, so a CLI compiled
 * minutes earlier may no longer match them while someone is editing (same output otherwise).
 */
async function attempt<T>(name: string, fn: () => Promise<T>): Promise<Outcome<T>> {
  log(name + ' …');
  try {
    await compileCli();
    return await fn();
  } catch (error) {
    log(`${name} FAILED: ${(error as Error).stack ?? error}`);
    return error instanceof Error ? error : new Error(String(error));
  }
}

const tmp = await mkdtemp(path.join(tmpdir(), 'hub-docs-bench-'));
const bundlesBefore = serverBundlesNow();
const cachedSites: { configFile: string; docsDir: string }[] = [];
// Ctrl-C reaches the children too (same process group); only the temp folder needs us.
process.once('SIGINT', () => {
  rmSync(tmp, { recursive: true, force: true });
  process.exit(130);
});
try {
  log(`CLI compiled from the current sources in ${ms(await compileCli())}`);
  log('checking whether the bundled docs build …');
  const site = await prepareSite(path.join(tmp, 'site'));
  if (site.fallback) log(`the bundled docs do not build (${site.fallback}); using a ${site.label}`);
  cachedSites.push(site);
  const configArgs = siteArgs(site);
  const coldOut = path.join(tmp, 'out-cold');

  // A warm-up build first when the docs check did not already run one (file caches, JIT).
  if (site.fallback) await attempt('warm-up build', () => coldBuilds({ configArgs, outDir: coldOut, runs: 1 }));
  const cold = await attempt(`cold builds of the ${site.label} ×${RUNS.cold}`, () => coldBuilds({ configArgs, outDir: coldOut, runs: RUNS.cold }));
  const built = !(cold instanceof Error);
  const assets = await attempt('asset sizes', async () => (built ? measureAssets(coldOut, site.pageTypes) : Promise.reject(new Error('no build to measure'))));
  const search = await attempt(`search index ×${RUNS.index} and ${RUNS.queries} queries`, async () => (built ? measureSearch({ configArgs, outDir: coldOut, runs: RUNS.index, queries: RUNS.queries }) : Promise.reject(new Error('no build to measure'))));
  const browser = await attempt(`browser: search focus ×${RUNS.focus}, JS fetched per page type`, async () =>
    built ? measureBrowser(coldOut, site.pageTypes.map((p) => p.route), { runs: RUNS.focus, word: 'order', idleMs: 2000 }) : Promise.reject(new Error('no build to measure')),
  );
  const rebuild = await attempt(`warm rebuilds ×${RUNS.rebuild}`, () => warmRebuilds(site, path.join(tmp, 'out-warm'), RUNS.rebuild));
  const serve = await attempt(`serve: start ×${RUNS.start}, edits ×${RUNS.edit}, load ×${RUNS.rps}`, async () =>
    measureServe(site, { startRuns: RUNS.start, editRuns: RUNS.edit, rpsRuns: RUNS.rps, rpsSeconds: RUNS.rpsSeconds, routes: built ? (await builtRoutes(coldOut)).filter((r) => r !== '/404') : ['/'] }),
  );

  const generated = async (pages: number, runs: number, timeoutMs: number): Promise<Outcome<BuildFigures>> =>
    attempt(`${pages} generated pages, cold ×${runs} (time limit ${ms(timeoutMs)} per run)`, async () => {
      const g = await generateSite(path.join(tmp, `generated-${pages}`), pages);
      const figures = await coldBuilds({ configArgs: ['--config', g.configFile, '--docs-dir', g.docsDir, '--static-dir', g.staticDir], outDir: path.join(tmp, `out-${pages}`), runs, timeoutMs });
      await rm(g.dir, { recursive: true, force: true });
      await rm(path.join(tmp, `out-${pages}`), { recursive: true, force: true }); // thousands of files: free the disk before the next size
      return figures;
    });
  const gen1000 = await generated(1000, RUNS.gen1000, 240_000);
  // The 5,000-page build gets what is left of a 9.5-minute budget (at least a minute).
  const gen5000 = quick ? null : await generated(5000, 1, Math.max(60_000, FULL_BUDGET_MS - (performance.now() - started)));

  const notes: string[] = [];
  notes.push('Whole-process times are a child `hub-docs` process (the CLI compiled from the current sources by scripts/compile-cli.mjs into bench/.cli/) from spawn to exit; peak memory is that process\'s maxRSS plus the esbuild service\'s peak RSS.');
  if (site.fallback) {
    log('re-checking whether the bundled docs build now …');
    const again = await realDocsProblem(path.join(tmp, 'recheck'));
    notes.push(
      `The bundled docs did not build at the start of this run (${site.fallback}), so the per-site rows measure a generated 100-page tree instead. ` +
        (again.problem ? 'They still did not build at the end of the run.' : 'They did build at the end of the run: run the bench again for figures of the real docs.'),
    );
  } else notes.push('Per-site rows measure a temp copy of the bundled docs (edits never touch docs/).');
  const load = loadNote(loadAtStart);
  if (load) notes.push(load);
  notes.push(
    'Sizes are gzip level 9. "JS before interaction" sums the module entry and the modulepreloads the page\'s HTML declares; the Notes give what the browser actually fetched in its first 2 s without interaction.',
  );

  const rows = [
    ...buildRows(site.label, cold, rebuild),
    ...generatedRows(1000, gen1000, 12_000, { time: '254 s', memory: '3.0 GB' }),
    ...generatedRows(5000, gen5000, null, { time: '', memory: '' }),
    ...serveRows(serve),
    ...assetRows(assets, browser),
    ...searchRows(search, browser),
  ];
  const table = renderTable(rows, { machine: machine(), date: new Date().toISOString().slice(0, 10), mode: quick ? '`--quick` (fewer runs, no 5,000-page build)' : 'full', notes });
  process.stdout.write(table);
  log(`done in ${ms(performance.now() - started)}`);

  if (writeToReadme) {
    const problem = await writeReadme(path.join(ROOT, 'README.md'), table);
    process.stdout.write(problem ? `\nNote: ${problem}.\n` : '\nREADME.md: table written between the bench markers.\n');
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
  await cleanCache(cachedSites, bundlesBefore);
}
