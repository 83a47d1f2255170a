/**
 * What the build prints while it works, by where its output goes:
 * - a terminal: a line per finished stage, and during the long ones (compile, render) a line
 *   updated in place, at most 10 times a second: items done of the total, time spent, and an
 *   estimate of the time left;
 * - CI (`CI` set) or not a terminal (a log, a pipe): a line per finished stage, nothing in place;
 * - `--quiet`: nothing (errors and the summary are the command's own).
 */
import type { Reporter } from './task.js';
import { formatMs } from './format.js';

/** At most this often (ms) is the progress line rewritten. */
const EVERY_MS = 100;
/**
 * No estimate before this much time has passed since the stage's first item was done (ms). The
 * rate is measured from that item on: what came before it (the cache's pages, done at once;
 * loading the compiler, starting threads) says nothing of the pages left.
 */
const ESTIMATE_AFTER_MS = 500;

export type OutputMode = 'progress' | 'lines' | 'quiet';

/** The mode for a stream: `progress` on a terminal outside CI. */
export function outputMode(
  stream: { isTTY?: boolean },
  quiet: boolean,
  env: NodeJS.ProcessEnv = process.env,
): OutputMode {
  if (quiet) return 'quiet';
  return stream.isTTY && !env.CI ? 'progress' : 'lines';
}

/** `now`: a clock (tests pass their own). */
export function stageReporter(
  mode: OutputMode,
  stream: { write(text: string): unknown; columns?: number },
  now: () => number = () => performance.now(),
): Reporter | undefined {
  if (mode === 'quiet') return undefined;
  let shown = false;
  let lastAt = -Infinity;
  /**
   * The stage being shown: how many items it had done when first shown, and when the first after those was done (for
   * the rate).
   */
  let stage: { label: string; start: number; first: { done: number; at: number } | null } | null = null;
  const clear = () => {
    if (shown) stream.write('\r\x1b[2K');
    shown = false;
  };
  const reporter: Reporter = (line) => {
    clear();
    stream.write(`  ${line}\n`);
  };
  if (mode === 'progress') {
    reporter.progress = (label, done, total, elapsedMs) => {
      if (stage?.label !== label) stage = { label, start: done, first: null };
      if (!stage.first && done > stage.start) stage.first = { done, at: elapsedMs };
      const first = stage.first;
      const at = now();
      if (done < total && at - lastAt < EVERY_MS) return;
      lastAt = at;
      const measured = first ? elapsedMs - first.at : 0;
      const left =
        first && done > first.done && done < total && measured >= ESTIMATE_AFTER_MS
          ? (measured / (done - first.done)) * (total - done)
          : null;
      const text = progressText(label, done, total, elapsedMs, left);
      // Cut to the terminal's width: a wrapped line could not be rewritten in place.
      stream.write(`\r\x1b[2K${stream.columns ? text.slice(0, stream.columns - 1) : text}`);
      shown = true;
    };
  }
  return reporter;
}

/** `  compile 800 pages: 120/800, 1.20 s, about 6.80 s left` (`leftMs`: the estimate, null for none yet). */
export function progressText(
  label: string,
  done: number,
  total: number,
  elapsedMs: number,
  leftMs: number | null,
): string {
  return `  ${label}: ${done}/${total}, ${formatMs(elapsedMs)}${leftMs === null ? '' : `, about ${formatMs(leftMs)} left`}`;
}
