/**
 * The tree is formatted and linted by Biome (biome.jsonc: line width 120, the recommended rules
 * less those that fight this code's idioms): `npm run format` writes, `npm run lint` checks. This
 * test runs the same check as `npm run lint` and fails on any file with a problem, and on a comment
 * line longer than 120 characters (the formatter wraps code, never comments). Files listed in
 * format-lint-pending.txt are skipped: the tree is formatted once, after the parallel work on it
 * is merged, and the list then emptied (README, "Develop hub-docs").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PENDING_FILE = path.join(ROOT, 'test/quality/format-lint-pending.txt');
const pending = new Set(
  readFileSync(PENDING_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

interface Diagnostic {
  severity: string;
  category?: string;
  message: string;
  location?: { path?: string; start?: { line: number; column: number } };
}

/** Biome's report of the tree: `biome ci` checks formatting and lint together and writes nothing. */
function biomeReport(): { diagnostics: Diagnostic[]; checked: number } {
  const biome = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [biome, 'ci', '--colors=off', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // Exit status 1 when there are problems: the report is still on stdout.
    out = (error as { stdout?: string }).stdout ?? '';
  }
  const report = JSON.parse(out.slice(out.indexOf('{'))) as {
    summary: { unchanged: number; changed: number };
    diagnostics: Diagnostic[];
  };
  return { diagnostics: report.diagnostics, checked: report.summary.unchanged + report.summary.changed };
}

const report = biomeReport();
const checkedFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'cli', 'theme', 'runtime', 'test', 'bench', 'scripts'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file) && !file.startsWith('test/fixtures/') && !pending.has(file));

test('Biome finds no formatting or lint error in any file outside the pending list', () => {
  assert.ok(report.checked > 100, `Biome checked ${report.checked} files: is biome.jsonc's file list right?`);
  const errors = report.diagnostics
    .filter((d) => d.severity === 'error' && !pending.has(d.location?.path ?? ''))
    .map(
      (d) =>
        `${d.location?.path}${d.location?.start ? `:${d.location.start.line}:${d.location.start.column}` : ''} ${d.category ?? ''}: ${d.message}`,
    );
  assert.deepEqual(errors, [], 'run `npm run format` (then `npm run lint` for what it cannot fix)');
});

test('no comment line is longer than 120 characters outside the pending list', () => {
  const long = checkedFiles.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        line.length > 120 && /^\s*(\/\/|\/?\*)/.test(line) ? [`${file}:${i + 1} (${line.length} characters)`] : [],
      ),
  );
  assert.deepEqual(long, []);
});

test('the pending list names only files that exist', () => {
  const tracked = new Set(
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).split('\n'),
  );
  assert.deepEqual(
    [...pending].filter((file) => !tracked.has(file)),
    [],
  );
});
