/** Turns the measured figures into table rows, each with its target from the issues and the reference figure. */
import type { Row } from './table.js';
import type { BuildFigures, RebuildFigures } from './measure-build.js';
import type { ServeFigures } from './measure-serve.js';
import type { AssetFigures } from './measure-assets.js';
import type { SearchFigures } from './measure-search.js';
import type { BrowserFigures } from './measure-browser.js';
import { bytes, count, GiB, KiB, ms, range, type Summary } from './stats.js';

/** A measurement's figures, or the error that stopped it (the other rows still print). */
export type Outcome<T> = T | Error;

const runs = (s: Summary) => String(s.runs);
const failed = (measure: string, error: Error): Row => ({ measure, median: 'failed', range: '', runs: '', target: '', met: false, reference: '', note: error.message.split('\n')[0].slice(0, 200) });

function timed(measure: string, s: Summary, target: number | null, reference: string, note: string): Row {
  return { measure, median: ms(s.median), range: range(s, ms), runs: runs(s), target: target === null ? '' : `≤ ${ms(target)}`, met: target === null ? null : s.median <= target, reference, note };
}

function memory(measure: string, f: BuildFigures, target: number | null, reference: string): Row {
  const s = f.peakBytes;
  const note = `Node ${bytes(f.nodePeakBytes.median)} (main + worker threads) + esbuild ${bytes(f.esbuildPeakBytes.median)}: sum of both processes' peaks`;
  return { measure, median: bytes(s.median), range: range(s, bytes), runs: runs(s), target: target === null ? '' : `≤ ${bytes(target)}`, met: target === null ? null : s.median <= target, reference, note };
}

export function buildRows(label: string, cold: Outcome<BuildFigures>, rebuild: Outcome<RebuildFigures>): Row[] {
  const rows: Row[] = [];
  if (cold instanceof Error) rows.push(failed(`Cold build, ${label}`, cold));
  else {
    rows.push(timed(`Cold build, ${label} (${cold.pages} pages), \`hub-docs build --no-cache\`, whole process`, cold.wallMs, 2500, '112 s (93-page site)', `build() itself: ${ms(cold.buildMs.median)}; the rest is Node start-up and loading the CLI`));
    rows.push(memory('Cold build: peak memory', cold, GiB, '2.0 GB'));
    rows.push({ measure: 'Cold build: output size', median: bytes(cold.outputBytes), range: '—', runs: '1', target: '', met: null, reference: '', note: 'every file written' });
  }
  if (rebuild instanceof Error) rows.push(failed('Warm rebuild, one page changed', rebuild));
  else {
    rows.push(timed('Warm rebuild, one page changed: `hub-docs build`, whole process', rebuild.wallMs, 500, '', 'compile cache on; the changed text is checked in the output'));
    rows.push(timed('Warm rebuild, one page changed: build() itself', rebuild.buildMs, 500, '', 'a one-shot build() in a running process (no Node start-up); serve rebuilds incrementally, see below'));
  }
  return rows;
}

export function generatedRows(pages: number, f: Outcome<BuildFigures> | null, target: number | null, reference: { time: string; memory: string }): Row[] {
  if (f === null) return [{ measure: `${count(pages)} generated pages, cold build`, median: 'skipped', range: '', runs: '0', target: '', met: null, reference: reference.time, note: '--quick skips it' }];
  if (f instanceof Error) return [failed(`${count(pages)} generated pages, cold build`, f)];
  if (f.timedOut) {
    return [
      { measure: `${count(pages)} generated pages, cold build, whole process`, median: `> ${ms(f.wallMs.max)}`, range: '—', runs: '1', target: target === null ? '' : `≤ ${ms(target)}`, met: target === null ? null : false, reference: reference.time, note: 'stopped at the time limit the bench allows it (to keep the full run near 10 min); one run' },
      { ...memory(`${count(pages)} generated pages: peak memory, until stopped`, f, null, reference.memory), range: '—' },
    ];
  }
  const oneRun = f.wallMs.runs === 1 ? '; one run' : '';
  return [
    timed(`${count(pages)} generated pages, cold build, whole process`, f.wallMs, target, reference.time, `${f.pages} pages incl. search and 404; build() itself ${ms(f.buildMs.median)}; output ${bytes(f.outputBytes)}${oneRun}`),
    memory(`${count(pages)} generated pages: peak memory`, f, null, reference.memory),
  ];
}

export function serveRows(f: Outcome<ServeFigures>): Row[] {
  if (f instanceof Error) return [failed('`hub-docs serve`', f)];
  return [
    timed('Serve: start to first page served, warm cache', f.startMs, 3000, '21 s', 'spawn of `hub-docs serve` until `/` has been received'),
    timed('Serve: edit to updated HTML served', f.editMs, 200, '1–3 s', `page written → polled page has the change; the server's own rebuild: ${f.rebuildMs ? ms(f.rebuildMs.median) : 'not printed'} (+ 25 ms debounce)`),
    { measure: 'Serve: static pages, 50 concurrent clients', median: `${count(f.rps.median)} req/s`, range: range(f.rps, (n) => count(n)), runs: runs(f.rps), target: '', met: null, reference: '', note: `${f.rpsSeconds} s per run, keep-alive, no compression, every built page in turn; client and server share the cores` },
    { measure: 'Serve: errors under load', median: count(f.errors), range: '—', runs: runs(f.rps), target: '0', met: f.errors === 0, reference: '', note: `of ${count(f.requests + f.errors)} requests` },
  ];
}

export function assetRows(f: Outcome<AssetFigures>, browser: Outcome<BrowserFigures>): Row[] {
  if (f instanceof Error) return [failed('JS / CSS / HTML sizes', f)];
  const rows: Row[] = f.pages.map((p) => {
    const seen = browser instanceof Error ? undefined : browser.observedJs.get(p.route);
    const seenNote = seen ? `; the browser fetched ${bytes(seen.gzipBytes)} gzip of JS (${seen.files} files) in its first ${browser instanceof Error ? '' : ms(browser.idleMs)} without interaction, prefetch and lazy imports included` : '';
    return { measure: `JS before interaction, gzip: ${p.label}`, median: bytes(p.jsGzipBytes), range: '—', runs: '1', target: `≤ ${bytes(80 * KiB)}`, met: p.jsGzipBytes <= 80 * KiB, reference: '205 KiB', note: `${p.jsFiles.length} files (module script + modulepreloads)${seenNote}` };
  });
  rows.push({ measure: 'CSS, gzip', median: bytes(f.pages[0].cssGzipBytes), range: '—', runs: '1', target: '', met: null, reference: '', note: 'stylesheets of the home page' });
  rows.push({ measure: 'HTML per page', median: bytes(f.htmlBytes.median), range: `max ${bytes(f.htmlBytes.max)}`, runs: '1', target: '', met: null, reference: '', note: `uncompressed, over all ${f.htmlPages} HTML files` });
  return rows;
}

export function searchRows(f: Outcome<SearchFigures>, browser: Outcome<BrowserFigures>): Row[] {
  const rows: Row[] = [];
  if (f instanceof Error) rows.push(failed('Search index and queries', f));
  else {
    rows.push(timed('Search: `hub-docs index`, whole process', f.indexWallMs, null, '', `its own figure: ${ms(f.indexMs.median)} (compile cache warm, as after a build)`));
    rows.push({ measure: 'Search: index size, gzip', median: bytes(f.indexGzipBytes), range: '—', runs: '1', target: `≤ ${bytes(150 * KiB)}`, met: f.indexGzipBytes <= 150 * KiB, reference: '627 KiB', note: `${bytes(f.indexBytes)} raw; ${count(f.documents)} documents` });
    rows.push({ measure: 'Search: query latency p50 / p95 (Node)', median: `${ms(f.p50)} / ${ms(f.p95)}`, range: `max ${ms(f.max)}`, runs: String(f.queries), target: `p95 ≤ ${ms(5)}`, met: f.p95 <= 5, reference: '', note: `${f.queries} queries (titles, first words, prefixes, typos, pairs), the browser's engine code, limit 8` });
  }
  if (browser instanceof Error) rows.push(failed('Search: first focus to first result (browser)', browser));
  else rows.push(timed(`Search: first focus to first result (browser), "${browser.word}"`, browser.focusToResultMs, 100, '256 ms', 'headless chromium, fresh context (empty cache) each run; index and engine fetched on focus'));
  return rows;
}
