/**
 * One line per build stage: a label, then ✓ and the time (or ✗). Quiet unless a reporter
 * is given (VitePress' task() idea, without the spinner library). A reporter that can show
 * progress (cli/progress-reporter.ts, on a terminal) is told how far the long stages are.
 */
export type Reporter = ((line: string) => void) & {
  /**
   * How far a counted stage is: `done` of `total` items, `elapsedMs` since it started. Called often: throttled by the
   * reporter.
   */
  progress?: (label: string, done: number, total: number, elapsedMs: number) => void;
};

/** Told each time a counted stage has `done` of its items done. */
export type Progress = (done: number) => void;

export async function task<T>(report: Reporter | undefined, label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    const result = await run();
    report?.(`✓ ${label} (${Math.round(performance.now() - start)} ms)`);
    return result;
  } catch (error) {
    report?.(`✗ ${label}`);
    throw error;
  }
}

task.sync = function syncTask<T>(report: Reporter | undefined, label: string, run: () => T): T {
  const start = performance.now();
  try {
    const result = run();
    report?.(`✓ ${label} (${Math.round(performance.now() - start)} ms)`);
    return result;
  } catch (error) {
    report?.(`✗ ${label}`);
    throw error;
  }
};

/** A stage of `total` items (pages) whose work tells how many are done (`progress`), for the reporter to show. */
task.counted = function countedTask<T>(
  report: Reporter | undefined,
  label: string,
  total: number,
  run: (progress: Progress | undefined) => Promise<T>,
): Promise<T> {
  const show = report?.progress;
  const start = performance.now();
  return task(report, label, () =>
    run(show && total > 0 ? (done) => show(label, done, total, performance.now() - start) : undefined),
  );
};
