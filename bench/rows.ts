/** Turns the measured figures into table rows, each with its target from the issues and the reference figure. */
import type { Row } from './table.js';
import type { BuildFigures, RebuildFigures } from './measure-build.js';
import type { ServeFigures } from './measure-serve.js';
import type { AssetFigures } from './measure-assets.js';
import type { SearchFigures } from './measure-search.js';
import type { McpFigures } from './measure-mcp.js';
import type { LocaleSearchFigures } from './measure-locale-search.js';
import { searchSummary, type BrowserFigures } from './measure-browser.js';
import { bytes, count, GiB, KiB, ms, range, type Summary } from './stats.js';
import { JS_RUN_BUDGET, JS_RUN_BUDGET_OWN_CODE, STARLIGHT_JS_RUN } from '../test/helpers/js-run.js';

/** A measurement's figures, or the error that stopped it (the other rows still print). */
export type Outcome<T> = T | Error;

const runs = (s: Summary) => String(s.runs);
export const skipped = (measure: string): Row => ({
  measure,
  median: 'skipped',
  range: '',
  runs: '0',
  target: '',
  met: null,
  reference: '',
  note: '--quick skips it',
});
const failed = (measure: string, error: Error): Row => ({
  measure,
  median: 'failed',
  range: '',
  runs: '',
  target: '',
  met: false,
  reference: '',
  note: error.message.split('\n')[0].slice(0, 200),
});

function timed(measure: string, s: Summary, target: number | null, reference: string, note: string): Row {
  return {
    measure,
    median: ms(s.median),
    range: range(s, ms),
    runs: runs(s),
    target: target === null ? '' : `≤ ${ms(target)}`,
    met: target === null ? null : s.median <= target,
    reference,
    note,
  };
}

function memory(measure: string, f: BuildFigures, target: number | null, reference: string): Row {
  const s = f.peakBytes;
  const note = `Node ${bytes(f.nodePeakBytes.median)} (main + worker threads) + esbuild ${bytes(f.esbuildPeakBytes.median)}: sum of both processes' peaks`;
  return {
    measure,
    median: bytes(s.median),
    range: range(s, bytes),
    runs: runs(s),
    target: target === null ? '' : `≤ ${bytes(target)}`,
    met: target === null ? null : s.median <= target,
    reference,
    note,
  };
}

export function buildRows(label: string, cold: Outcome<BuildFigures>, rebuild: Outcome<RebuildFigures>): Row[] {
  const rows: Row[] = [];
  if (cold instanceof Error) rows.push(failed(`Cold build, ${label}`, cold));
  else {
    rows.push(
      timed(
        `Cold build, ${label} (${cold.pages} pages), \`hub-docs build --no-cache\`, whole process`,
        cold.wallMs,
        2500,
        '112 s (93-page site)',
        `build() itself: ${ms(cold.buildMs.median)}; the rest is Node start-up and loading the CLI`,
      ),
    );
    rows.push(memory('Cold build: peak memory', cold, GiB, '2.0 GB'));
    rows.push({
      measure: 'Cold build: output size',
      median: bytes(cold.outputBytes),
      range: '—',
      runs: '1',
      target: '',
      met: null,
      reference: '',
      note: 'every file written',
    });
  }
  if (rebuild instanceof Error) rows.push(failed('Warm rebuild, one page changed', rebuild));
  else {
    rows.push(
      timed(
        'Warm rebuild, one page changed: `hub-docs build`, whole process',
        rebuild.wallMs,
        500,
        '',
        'compile cache on; the changed text is checked in the output',
      ),
    );
    rows.push(
      timed(
        'Warm rebuild, one page changed: build() itself',
        rebuild.buildMs,
        500,
        '',
        'a one-shot build() in a running process (no Node start-up); serve rebuilds incrementally, see below',
      ),
    );
  }
  return rows;
}

export function generatedRows(
  pages: number,
  f: Outcome<BuildFigures> | null,
  target: number | null,
  reference: { time: string; memory: string },
  memoryTarget: number | null = null,
): Row[] {
  if (f === null)
    return [
      {
        measure: `${count(pages)} generated pages, cold build`,
        median: 'skipped',
        range: '',
        runs: '0',
        target: '',
        met: null,
        reference: reference.time,
        note: '--quick skips it',
      },
    ];
  if (f instanceof Error) return [failed(`${count(pages)} generated pages, cold build`, f)];
  if (f.timedOut) {
    return [
      {
        measure: `${count(pages)} generated pages, cold build, whole process`,
        median: `> ${ms(f.wallMs.max)}`,
        range: '—',
        runs: '1',
        target: target === null ? '' : `≤ ${ms(target)}`,
        met: target === null ? null : false,
        reference: reference.time,
        note: 'stopped at the time limit the bench allows it (to keep the full run near 10 min); one run',
      },
      {
        ...memory(`${count(pages)} generated pages: peak memory, until stopped`, f, memoryTarget, reference.memory),
        range: '—',
      },
    ];
  }
  const oneRun = f.wallMs.runs === 1 ? '; one run' : '';
  return [
    timed(
      `${count(pages)} generated pages, cold build, whole process`,
      f.wallMs,
      target,
      reference.time,
      `${f.pages} pages incl. search and 404; build() itself ${ms(f.buildMs.median)}; output ${bytes(f.outputBytes)}${oneRun}`,
    ),
    memory(`${count(pages)} generated pages: peak memory`, f, memoryTarget, reference.memory),
  ];
}

export function serveRows(f: Outcome<ServeFigures>): Row[] {
  if (f instanceof Error) return [failed('`hub-docs serve`', f)];
  return [
    timed(
      'Serve: start to first page served, warm cache',
      f.startMs,
      3000,
      '21 s',
      'spawn of `hub-docs serve` until `/` has been received',
    ),
    timed(
      'Serve: edit to updated HTML served',
      f.editMs,
      150,
      '1–3 s',
      `page written → polled page has the change; the server's own rebuild: ${f.rebuildMs ? ms(f.rebuildMs.median) : 'not printed'} (+ 25 ms debounce)`,
    ),
    {
      measure: 'Serve: static pages, 50 concurrent clients',
      median: `${count(f.rps.median)} req/s`,
      range: range(f.rps, (n) => count(n)),
      runs: runs(f.rps),
      target: '',
      met: null,
      reference: '',
      note: `${f.rpsSeconds} s per run, keep-alive, no compression, every built page in turn; client and server share the cores`,
    },
    {
      measure: 'Serve: errors under load',
      median: count(f.errors),
      range: '—',
      runs: runs(f.rps),
      target: '0',
      met: f.errors === 0,
      reference: '',
      note: `of ${count(f.requests + f.errors)} requests`,
    },
  ];
}

/** Declared JS (from the HTML), CSS and HTML sizes of the bundled docs. */
export function assetRows(f: Outcome<AssetFigures>): Row[] {
  if (f instanceof Error) return [failed('CSS / HTML sizes', f)];
  return [
    {
      measure: 'CSS, gzip',
      median: bytes(f.pages[0].cssGzipBytes),
      range: '—',
      runs: '1',
      target: '',
      met: null,
      reference: '',
      note: 'stylesheets of the home page',
    },
    {
      measure: 'HTML per page',
      median: bytes(f.htmlBytes.median),
      range: `max ${bytes(f.htmlBytes.max)}`,
      runs: '1',
      target: '',
      met: null,
      reference: '',
      note: `uncompressed, over all ${f.htmlPages} HTML files`,
    },
  ];
}

/**
 * JS each page type runs before any interaction (V8 coverage), against its budget (test/helpers/js-run.ts): the search
 * page hydrates code of its own.
 */
export function jsRunRows(
  site: string,
  pages: { label: string; route: string }[],
  browser: Outcome<BrowserFigures>,
  assets: Outcome<AssetFigures> | null,
): Row[] {
  if (browser instanceof Error) return [failed(`${site}JS run before interaction`, browser)];
  return pages.map((p) => {
    const run = browser.jsRun.get(p.route)!;
    const declared = assets && !(assets instanceof Error) ? assets.pages.find((a) => a.route === p.route) : undefined;
    const notes = [`${run.ranFiles} scripts ran (page loaded to network idle + ${ms(browser.idleMs)})`];
    if (run.mermaidBytes > 0)
      notes.push(
        `${bytes(run.mermaidBytes)} of it is mermaid, drawing a diagram in or within a screen of the view; the rest: ${bytes(run.ranBytes - run.mermaidBytes)}`,
      );
    if (declared)
      notes.push(
        `the HTML declares ${bytes(declared.jsGzipBytes)} (${declared.jsFiles.length} files: module script + modulepreloads)`,
      );
    notes.push(
      `fetched without running (prefetched for links in view): ${bytes(run.fetchedNotRunBytes)} in ${run.fetchedNotRunFiles} files`,
    );
    const budget = p.route.startsWith('/search') ? JS_RUN_BUDGET_OWN_CODE : JS_RUN_BUDGET;
    if (budget === JS_RUN_BUDGET)
      notes.push(`Starlight (Astro islands): ${bytes(STARLIGHT_JS_RUN)} on a doc page of a generated 1,000-page site`);
    return {
      measure: `${site}JS run before interaction (V8 coverage), gzip: ${p.label}`,
      median: bytes(run.ranBytes),
      range: '—',
      runs: '1',
      target: `≤ ${bytes(budget)}`,
      met: run.ranBytes <= budget,
      reference: '205 KiB',
      note: notes.join('; '),
    };
  });
}

/** `hub-docs index`, the index on disk, and query latency in Node. */
export function searchIndexRows(
  site: string,
  f: Outcome<SearchFigures>,
  options: { latency: boolean; reference: string },
): Row[] {
  if (f instanceof Error) return [failed(`${site}Search index`, f)];
  const rows: Row[] = [
    timed(
      `${site}Search: \`hub-docs index\`, whole process`,
      f.indexWallMs,
      null,
      '',
      `its own figure: ${ms(f.indexMs.median)} (${f.warmCache ? 'compile cache warm, as after a build' : 'compile cache empty: every page compiled first'}); peak memory ${bytes(f.peakBytes)}`,
    ),
    {
      measure: `${site}Search: index on disk`,
      median: bytes(f.indexBytes),
      range: '—',
      runs: '1',
      target: '',
      met: null,
      reference: options.reference,
      note: `${count(f.files)} files, ${bytes(f.indexGzipBytes)} gzip in all; its head (the term dictionary, read on first focus): ${bytes(f.headGzipBytes)} gzip; ${count(f.documents)} documents, ${count(f.terms)} terms`,
    },
  ];
  if (options.latency) {
    rows.push({
      measure: `${site}Search: query latency p50 / p95 (Node)`,
      median: `${ms(f.p50)} / ${ms(f.p95)}`,
      range: `max ${ms(f.max)}`,
      runs: String(f.queries),
      target: `p95 ≤ ${ms(5)}`,
      met: f.p95 <= 5,
      reference: '',
      note: `${f.queries} queries (titles, first words, prefixes, typos, pairs), the browser's engine code, limit 8, its files already read; the first pass, reading and parsing the files each query needs: p50 ${ms(f.firstPassP50)}`,
    });
  }
  return rows;
}

/** The browser search session: focus to first result, and bytes per query. */
export function searchSessionRows(
  site: string,
  browser: Outcome<BrowserFigures>,
  reference: { time: string; bytes: string },
): Row[] {
  if (browser instanceof Error) return [failed(`${site}Search in the browser`, browser)];
  if (!browser.search) return [];
  const s = searchSummary(browser.search);
  const word = browser.search.first[0].query;
  return [
    timed(
      `${site}Search: first focus to first result (browser), "${word}"`,
      s.focusToFirst,
      100,
      reference.time,
      'headless chromium, fresh context (empty cache) each run, the word typed at once; engine, manifest and index head fetched on focus',
    ),
    {
      measure: `${site}Search: bytes from first focus to first result, "${word}"`,
      median: bytes(s.firstBytes.median),
      range: range(s.firstBytes, bytes),
      runs: runs(s.firstBytes),
      target: `≤ ${bytes(150 * KiB)}`,
      met: s.firstBytes.median <= 150 * KiB,
      reference: reference.bytes,
      note: `index files ${bytes(s.firstIndexBytes)} + search code ${bytes(s.firstCodeBytes)} (gzip)`,
    },
    {
      measure: `${site}Search: bytes per following query`,
      median: `max ${bytes(s.followingMax)}`,
      range: `median ${bytes(s.followingMedian)}`,
      runs: String(browser.search.following[0]?.length ?? 0),
      target: `≤ ${bytes(50 * KiB)} each`,
      met: s.followingMax <= 50 * KiB,
      reference: '',
      note: s.following.map((f) => `"${f.query}" ${bytes(f.bytes)} in ${ms(f.ms)}`).join(', '),
    },
  ];
}

/**
 * Search per locale: a row per locale's generated site, the bytes of its first result (the same target as the English
 * site's).
 */
export function localeSearchRows(f: Outcome<LocaleSearchFigures>): Row[] {
  const measure = 'Search per locale: bytes from first focus to first result';
  if (f instanceof Error) return [failed(measure, f)];
  return f.locales.map((l) => ({
    measure: `${measure}, ${l.locale} "${l.query}"`,
    median: bytes(l.firstBytes.median),
    range: range(l.firstBytes, bytes),
    runs: runs(l.firstBytes),
    target: `≤ ${bytes(150 * KiB)}`,
    met: l.firstBytes.median <= 150 * KiB,
    reference: '',
    note: `${count(f.pages)} generated pages in ${l.locale}; index files ${bytes(l.indexBytes)} + search code with the analyser ${bytes(l.codeBytes)} (gzip)`,
  }));
}

/** `hub-docs mcp`: spawn to the first search_docs answer (issue 35's target: ≤ 500 ms on the 10,000-page site). */
export function mcpRows(label: string, f: Outcome<McpFigures> | null): Row[] {
  const measure = `${label}MCP: \`hub-docs mcp\` spawn to first \`search_docs\` answer`;
  if (f === null) return [skipped(measure)];
  if (f instanceof Error) return [failed(measure, f)];
  return [
    timed(
      measure,
      f.firstAnswerMs,
      500,
      '',
      `stdio, the SDK's client: spawn, handshake, then "${f.query}" (${f.results} results); its code cache made by a first run`,
    ),
  ];
}

/** Issue 33: a generated site in 10 locales (a third of its pages translated) against the same pages in one. */
export function localeRows(
  f: Outcome<{ pages: number; oneLocale: BuildFigures; allLocales: BuildFigures }>,
  locales: number,
): Row[] {
  const label = (what: string) =>
    `${count(f instanceof Error ? 0 : f.pages)} generated pages × ${locales} locales, a third translated: ${what}`;
  if (f instanceof Error) return [failed(`Generated pages × ${locales} locales`, f)];
  const { oneLocale, allLocales } = f;
  const ratio = allLocales.wallMs.median / oneLocale.wallMs.median;
  // CPU time too: on a shared machine the wall time's ratio moves with the load.
  const cpuRatio =
    oneLocale.cpuMs.median > 0
      ? `; CPU ${(allLocales.cpuMs.median / oneLocale.cpuMs.median).toFixed(1)}× (${ms(allLocales.cpuMs.median)} against ${ms(oneLocale.cpuMs.median)})`
      : '';
  return [
    timed(
      label('cold build, whole process'),
      allLocales.wallMs,
      3 * oneLocale.wallMs.median,
      '',
      `${allLocales.pages} pages; ${ratio.toFixed(1)}× the one-locale build of the same pages (${ms(oneLocale.wallMs.median)})${cpuRatio}; target ≤ 3×; output ${bytes(allLocales.outputBytes)}`,
    ),
    memory(label('peak memory'), allLocales, null, `one locale: ${bytes(oneLocale.peakBytes.median)}`),
  ];
}
