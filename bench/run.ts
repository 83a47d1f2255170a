/**
 * `npm run bench [-- --quick] [-- --write-readme]`: measures builds, serve, page weight and
 * search, and prints one markdown table (progress goes to stderr, the table to stdout).
 * --quick: fewer repetitions, no 10,000-page build, as a smoke test.
 * --write-readme: also puts the table between the bench markers of README.md.
 */
import path from 'node:path';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { ROOT, compileCli } from './cli.js';
import { prepareSite, realDocsProblem, siteArgs } from './site.js';
import { GENERATED_PAGE_TYPES, GENERATED_QUERIES, generateSite } from './generate.js';
import { addLocales, BENCH_LOCALES } from './generate-locales.js';
import { coldBuilds, warmRebuilds, type BuildFigures } from './measure-build.js';
import { measureServe } from './measure-serve.js';
import { builtRoutes, measureAssets } from './measure-assets.js';
import { measureSearch, type SearchFigures } from './measure-search.js';
import { measureMcpStart, type McpFigures } from './measure-mcp.js';
import { measureBrowser, type BrowserFigures } from './measure-browser.js';
import {
  assetRows,
  buildRows,
  generatedRows,
  jsRunRows,
  localeRows,
  localeSearchRows,
  mcpRows,
  searchIndexRows,
  searchSessionRows,
  serveRows,
  skipped,
  type Outcome,
} from './rows.js';
import { LOCALE_SITES, measureLocaleSearch } from './measure-locale-search.js';
import { renderTable } from './table.js';
import os from 'node:os';
import { loadNote, machine } from './machine.js';
import { writeReadme } from './readme.js';
import { count, ms } from './stats.js';
import { cleanCache, serverBundlesNow } from './cache.js';

const quick = process.argv.includes('--quick');
const writeToReadme = process.argv.includes('--write-readme');
// Repetitions: enough for a stable median in the full run; the smallest useful number in --quick.
const RUNS = quick
  ? {
      cold: 2,
      rebuild: 2,
      gen1000: 1,
      start: 2,
      edit: 3,
      rps: 1,
      rpsSeconds: 2,
      index: 1,
      queries: 200,
      focus: 3,
      mcp: 2,
    }
  : {
      cold: 5,
      rebuild: 7,
      gen1000: 3,
      start: 5,
      edit: 9,
      rps: 3,
      rpsSeconds: 3,
      index: 5,
      queries: 600,
      focus: 9,
      mcp: 5,
    };

/** A 10,000-page build or index may take this long before the bench gives up on it. */
const GEN10000_LIMIT_MS = 300_000;
/** The JS-run window after network idle (issue 16's method). */
const IDLE_MS = 1000;
/** `hub-docs index` takes the config and the docs folder, not the static folder. */
const indexArgs = (configArgs: string[]) =>
  configArgs.filter((_, i, all) => all[i] !== '--static-dir' && all[i - 1] !== '--static-dir');
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
  const cold = await attempt(`cold builds of the ${site.label} ×${RUNS.cold}`, () =>
    coldBuilds({ configArgs, outDir: coldOut, runs: RUNS.cold }),
  );
  const built = !(cold instanceof Error);
  const notBuilt = () => Promise.reject(new Error('no build to measure'));
  const assets = await attempt('asset sizes', async () =>
    built ? measureAssets(coldOut, site.pageTypes) : notBuilt(),
  );
  const search = await attempt(`search index ×${RUNS.index} and ${RUNS.queries} queries`, async () =>
    built
      ? measureSearch({ indexArgs: indexArgs(configArgs), outDir: coldOut, runs: RUNS.index, queries: RUNS.queries })
      : notBuilt(),
  );
  const browser = await attempt(`browser: JS run per page type, search sessions ×${RUNS.focus}`, async () =>
    built
      ? measureBrowser(coldOut, {
          routes: site.pageTypes.map((p) => p.route),
          idleMs: IDLE_MS,
          search: { runs: RUNS.focus, ...site.searchQueries },
        })
      : notBuilt(),
  );
  const mcp = await attempt(`mcp: spawn to first search_docs answer ×${RUNS.mcp}`, async () =>
    built ? measureMcpStart({ outDir: coldOut, runs: RUNS.mcp, query: site.searchQueries.first }) : notBuilt(),
  );
  const rebuild = await attempt(`warm rebuilds ×${RUNS.rebuild}`, () =>
    warmRebuilds(site, path.join(tmp, 'out-warm'), RUNS.rebuild),
  );
  const serve = await attempt(`serve: start ×${RUNS.start}, edits ×${RUNS.edit}, load ×${RUNS.rps}`, async () =>
    measureServe(site, {
      startRuns: RUNS.start,
      editRuns: RUNS.edit,
      rpsRuns: RUNS.rps,
      rpsSeconds: RUNS.rpsSeconds,
      routes: built ? (await builtRoutes(coldOut)).filter((r) => r !== '/404') : ['/'],
    }),
  );

  /**
   * Cold builds of a generated site; with `keep` its docs and output stay (generated-<pages>, out-<pages>) for the
   * search rows.
   */
  const generated = async (
    pages: number,
    runs: number,
    timeoutMs: number,
    keep = false,
  ): Promise<Outcome<BuildFigures>> =>
    attempt(`${pages} generated pages, cold ×${runs} (time limit ${ms(timeoutMs)} per run)`, async () => {
      const g = await generateSite(path.join(tmp, `generated-${pages}`), pages);
      cachedSites.push(g);
      const figures = await coldBuilds({
        configArgs: ['--config', g.configFile, '--docs-dir', g.docsDir, '--static-dir', g.staticDir],
        outDir: path.join(tmp, `out-${pages}`),
        runs,
        timeoutMs,
      });
      if (!keep) {
        await rm(g.dir, { recursive: true, force: true });
        await rm(path.join(tmp, `out-${pages}`), { recursive: true, force: true }); // thousands of files: free the disk before the next size
      }
      return figures;
    });
  const gen1000 = await generated(1000, RUNS.gen1000, 240_000, true);
  // Issue 33: the same generated pages in one locale, then in 10 (a third translated), all in one build.
  const localePages = quick ? 100 : 300;
  const locales = await attempt(
    `${localePages} generated pages × ${BENCH_LOCALES.length} locales, a third translated, cold ×${RUNS.gen1000}`,
    async () => {
      const g = await generateSite(path.join(tmp, 'generated-locales'), localePages);
      cachedSites.push(g);
      const configArgs = ['--config', g.configFile, '--docs-dir', g.docsDir, '--static-dir', g.staticDir];
      const oneLocale = await coldBuilds({ configArgs, outDir: path.join(tmp, 'out-locales'), runs: RUNS.gen1000 });
      await addLocales(g);
      const allLocales = await coldBuilds({
        configArgs,
        outDir: path.join(tmp, 'out-locales'),
        runs: RUNS.gen1000,
        timeoutMs: 240_000,
      });
      await rm(g.dir, { recursive: true, force: true });
      await rm(path.join(tmp, 'out-locales'), { recursive: true, force: true });
      return { pages: localePages, oneLocale, allLocales };
    },
  );
  // One 10,000-page build (issue 17's scale), kept for the 10,000-page search rows.
  const gen10000 = quick ? null : await generated(10_000, 1, GEN10000_LIMIT_MS, true);

  // Search on generated sites comes after the build rows, which keep their time budget: the 1,000-page
  // site as built, then the same site with the index of 10,000 generated pages put in by `hub-docs index`.
  const out1000 = path.join(tmp, 'out-1000');
  const gen1000Args = [
    '--config',
    path.join(tmp, 'generated-1000', 'site.config.ts'),
    '--docs-dir',
    path.join(tmp, 'generated-1000', 'docs'),
  ];
  const built1000 = !(gen1000 instanceof Error) && !gen1000.timedOut;
  const search1000 = await attempt('1,000 generated pages: search index and queries', async () =>
    built1000 ? measureSearch({ indexArgs: gen1000Args, outDir: out1000, runs: 1, queries: RUNS.queries }) : notBuilt(),
  );
  const browser1000 = await attempt(
    `1,000 generated pages: JS run per page type, search sessions ×${RUNS.focus}`,
    async () =>
      built1000
        ? measureBrowser(out1000, {
            routes: GENERATED_PAGE_TYPES.map((p) => p.route),
            idleMs: IDLE_MS,
            search: { runs: RUNS.focus, ...GENERATED_QUERIES },
          })
        : notBuilt(),
  );
  let search10000: Outcome<SearchFigures> | null = null;
  let browser10000: Outcome<BrowserFigures> | null = null;
  let mcp10000: Outcome<McpFigures> | null = null;
  if (gen10000 !== null) {
    const out10000 = path.join(tmp, 'out-10000');
    const built10000 = !(gen10000 instanceof Error) && !gen10000.timedOut;
    const g = path.join(tmp, 'generated-10000');
    search10000 = await attempt('10,000 generated pages: `hub-docs index` and queries', async () =>
      built10000
        ? measureSearch({
            indexArgs: ['--config', path.join(g, 'site.config.ts'), '--docs-dir', path.join(g, 'docs')],
            outDir: out10000,
            runs: 1,
            queries: RUNS.queries,
            timeoutMs: GEN10000_LIMIT_MS,
          })
        : notBuilt(),
    );
    browser10000 = await attempt(`10,000 generated pages: search sessions ×${RUNS.focus}`, async () =>
      built10000
        ? measureBrowser(out10000, { routes: [], idleMs: IDLE_MS, search: { runs: RUNS.focus, ...GENERATED_QUERIES } })
        : notBuilt(),
    );
    mcp10000 = await attempt(`10,000 generated pages: mcp spawn to first search_docs answer ×${RUNS.mcp}`, async () =>
      built10000 ? measureMcpStart({ outDir: out10000, runs: RUNS.mcp, query: GENERATED_QUERIES.first }) : notBuilt(),
    );
    await rm(g, { recursive: true, force: true });
    await rm(out10000, { recursive: true, force: true });
  }
  await rm(path.join(tmp, 'generated-1000'), { recursive: true, force: true });
  await rm(out1000, { recursive: true, force: true });
  // Search per locale (issue 33): a 200-page site in each of en, fr, de, ja and zh-CN.
  const localeSearch = await attempt(
    `search per locale: 200 generated pages × ${LOCALE_SITES.length} locales, search sessions ×${RUNS.focus}`,
    () => measureLocaleSearch({ dir: path.join(tmp, 'locales'), pages: 200, runs: RUNS.focus, idleMs: IDLE_MS }),
  );

  const notes: string[] = [];
  notes.push(
    "Whole-process times are a child `hub-docs` process (the CLI compiled from the current sources by scripts/compile-cli.mjs into bench/.cli/) from spawn to exit; peak memory is that process's maxRSS plus the esbuild service's peak RSS.",
  );
  if (site.fallback) {
    log('re-checking whether the bundled docs build now …');
    const again = await realDocsProblem(path.join(tmp, 'recheck'));
    notes.push(
      `The bundled docs did not build at the start of this run (${site.fallback}), so the per-site rows measure a generated 100-page tree instead. ` +
        (again.problem
          ? 'They still did not build at the end of the run.'
          : 'They did build at the end of the run: run the bench again for figures of the real docs.'),
    );
  } else notes.push('Per-site rows measure a temp copy of the bundled docs (edits never touch docs/).');
  const load = loadNote(loadAtStart);
  if (load) notes.push(load);
  notes.push(
    'Sizes are gzip level 9 of the files, what a host\'s pre-compression serves. "JS run before interaction" is V8 coverage in Chromium: the scripts whose top-level code ran, the page loaded until network idle + 1 s, no interaction (prefetched chunks are fetched, not run).',
  );
  notes.push(
    "Search on generated sites: each site's rows search its own build; `hub-docs index` re-indexes the built site (its compile cache is empty after a `--no-cache` build, so the 10,000-page run compiles every page again). JS run per page does not grow with the number of pages (page data is inline; the route map and the sidebar are JSON), so it is measured on the bundled docs and the 1,000-page build.",
  );
  notes.push(
    'Search sessions: in a fresh browser context (empty cache) per run, the first query typed at once after the first focus of the box, then each further query; bytes are the index files and the search code fetched between a query and its results.',
  );

  const gen = (n: number) => `${count(n)} generated pages: `;
  const rows = [
    ...buildRows(site.label, cold, rebuild),
    ...generatedRows(1000, gen1000, 10_000, { time: '254 s', memory: '3.0 GB' }),
    ...generatedRows(10_000, gen10000, 100_000, { time: '', memory: '' }, 2 * 1024 ** 3),
    ...localeRows(locales, BENCH_LOCALES.length),
    ...serveRows(serve),
    ...jsRunRows('', site.pageTypes, browser, assets),
    ...assetRows(assets),
    ...searchIndexRows('', search, { latency: true, reference: '627 KiB (one file)' }),
    ...searchSessionRows('', browser, { time: '256 ms', bytes: '627 KiB' }),
    ...mcpRows('', mcp),
    ...jsRunRows(gen(1000), GENERATED_PAGE_TYPES, browser1000, null),
    ...searchIndexRows(gen(1000), search1000, { latency: false, reference: '6.6 MB (one file)' }),
    ...searchSessionRows(gen(1000), browser1000, { time: '', bytes: '6.6 MB' }),
    ...(search10000 === null
      ? [skipped(`${gen(10_000)}search`)]
      : searchIndexRows(gen(10_000), search10000, { latency: true, reference: '' })),
    ...(browser10000 === null ? [] : searchSessionRows(gen(10_000), browser10000, { time: '', bytes: '' })),
    ...mcpRows(gen(10_000), mcp10000),
    ...localeSearchRows(localeSearch),
  ];
  const table = renderTable(rows, {
    machine: machine(),
    date: new Date().toISOString().slice(0, 10),
    mode: quick ? '`--quick` (fewer runs, no 10,000-page build)' : 'full',
    notes,
  });
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
