/** Summaries of repeated measurements and the units the table prints them in. */

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(values: number[]): Summary {
  if (values.length === 0) throw new Error('no measurements');
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), min: sorted[0], max: sorted[sorted.length - 1], runs: values.length };
}

/** Linear-interpolated percentile of an ascending array (p in 0–100). */
export function percentile(sorted: number[], p: number): number {
  const at = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

export const KiB = 1024;
export const MiB = 1024 * 1024;
export const GiB = 1024 * 1024 * 1024;

export function ms(value: number): string {
  if (value < 10) return `${value.toFixed(2)} ms`;
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

export function bytes(value: number): string {
  if (value < KiB) return `${value} B`;
  if (value < MiB) return `${(value / KiB).toFixed(1)} KiB`;
  if (value < GiB) return `${(value / MiB).toFixed(value < 100 * MiB ? 1 : 0)} MiB`;
  return `${(value / GiB).toFixed(2)} GiB`;
}

export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** "min – max" of several runs in the given unit; "—" for a single run. */
export function range(summary: Summary, format: (n: number) => string): string {
  if (summary.runs < 2) return '—';
  return `${format(summary.min)} – ${format(summary.max)}`;
}
