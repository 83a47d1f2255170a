/**
 * One line per build stage: a label, then ✓ and the time (or ✗). Quiet unless a reporter
 * is given; the CLI gives one on a TTY (VitePress' task() idea, without the spinner library).
 */
export type Reporter = (line: string) => void;

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
