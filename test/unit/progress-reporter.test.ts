/**
 * The build's output by where it goes (cli/progress-reporter.ts): progress in place on a terminal, lines in CI or a
 * log, nothing with --quiet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outputMode, progressText, stageReporter } from '../../cli/progress-reporter.js';
import { task } from '../../cli/task.js';

function fakeTerminal() {
  const writes: string[] = [];
  return { writes, stream: { columns: 60, write: (text: string) => writes.push(text) } };
}

test('the mode: progress on a terminal, lines in CI or when not a terminal, quiet with --quiet', () => {
  assert.equal(outputMode({ isTTY: true }, false, {}), 'progress');
  assert.equal(outputMode({ isTTY: true }, false, { CI: 'true' }), 'lines');
  assert.equal(outputMode({ isTTY: false }, false, {}), 'lines');
  assert.equal(outputMode({}, false, {}), 'lines');
  assert.equal(outputMode({ isTTY: true }, true, {}), 'quiet');
  assert.equal(stageReporter('quiet', fakeTerminal().stream), undefined);
});

test('on a terminal, a counted stage rewrites one line in place at most 10 times a second, always shows the last item, and its ✓ line replaces it', async () => {
  const { writes, stream } = fakeTerminal();
  let clock = 0;
  const reporter = stageReporter('progress', stream, () => clock)!;
  await task.counted(reporter, 'compile 1000 pages', 1000, async (progress) => {
    // 1000 pages over 2 s: one every 2 ms.
    for (let done = 1; done <= 1000; done++) {
      clock += 2;
      progress!(done);
    }
  });
  const updates = writes.filter((w) => w.startsWith('\r\x1b[2K  compile'));
  assert.ok(updates.length <= 2000 / 100 + 2, `${updates.length} updates in 2 s`);
  assert.ok(updates.length >= 10, `${updates.length} updates`);
  assert.ok(
    updates.every((u) => !u.includes('\n') && u.length - '\r\x1b[2K'.length <= 59),
    'each fits one line of the terminal',
  );
  assert.match(updates.at(-1)!, /1000\/1000/);
  // The stage's line clears the progress line first, then stays.
  assert.equal(writes.at(-2), '\r\x1b[2K');
  assert.match(writes.at(-1)!, /^ {2}✓ compile 1000 pages \(\d+ ms\)\n$/);
});

test('in CI or a log, a counted stage prints its one line and nothing in place', async () => {
  const { writes, stream } = fakeTerminal();
  const reporter = stageReporter('lines', stream)!;
  await task.counted(reporter, 'render 3 pages', 3, async (progress) => {
    assert.equal(progress, undefined, 'no progress asked for');
  });
  assert.equal(writes.length, 1);
  assert.match(writes[0], /^ {2}✓ render 3 pages \(\d+ ms\)\n$/);
});

test('the progress line: done of total, time spent, and the time left at the rate since the first item was done, once that has run half a second', () => {
  assert.equal(progressText('compile 800 pages', 100, 800, 300, null), '  compile 800 pages: 100/800, 300 ms');
  assert.equal(
    progressText('compile 800 pages', 200, 800, 1000, 3000),
    '  compile 800 pages: 200/800, 1.00 s, about 3.00 s left',
  );
  const { writes, stream } = fakeTerminal();
  let clock = 0;
  const reporter = stageReporter('progress', stream, () => clock)!;
  // 100 pages from the cache at once, then a 2 s start (the compiler loading), then one page each 10 ms.
  reporter.progress!('compile 800 pages', 100, 800, 0);
  clock = 2000;
  reporter.progress!('compile 800 pages', 101, 800, 2000);
  assert.doesNotMatch(writes.at(-1)!, /left/, 'no estimate yet');
  clock = 3000;
  reporter.progress!('compile 800 pages', 200, 800, 3000);
  // 99 pages in the 1 s since the first compiled one (the 101st, at 2 s): 600 left, about 6 s.
  assert.match(writes.at(-1)!, /200\/800, 3\.00 s, about 6\.06 s left$/);
});
