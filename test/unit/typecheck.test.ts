/**
 * The folders type-check with their own settings: theme/ and runtime/ without Node, cli/ without DOM; tests and the
 * benchmark with both.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

test('tsc -b theme runtime cli reports no errors', () => {
  const result = spawnSync(process.execPath, [tsc, '-b', 'theme', 'runtime', 'cli'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('the tests and the benchmark type-check too (tsconfig.tests.json)', () => {
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.tests.json'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});
