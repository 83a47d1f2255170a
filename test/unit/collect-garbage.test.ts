import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectGarbage } from '../../cli/collect-garbage.js';

test('collectGarbage frees what nothing references any more, without a command-line flag', () => {
  let garbage: { n: number; s: string }[][] | null = Array.from({ length: 50 }, (_, i) =>
    Array.from({ length: 20_000 }, (_, j) => ({ n: j, s: `x${i}-${j}` })),
  );
  const before = process.memoryUsage().heapUsed;
  assert.ok(garbage.length === 50);
  garbage = null;
  collectGarbage();
  const after = process.memoryUsage().heapUsed;
  // About 80 MB were allocated; most of it must be gone.
  assert.ok(
    before - after > 40 * 2 ** 20,
    `heap ${Math.round(before / 2 ** 20)} MiB → ${Math.round(after / 2 ** 20)} MiB`,
  );
});
