/** The machine a run was taken on, printed with the table: figures mean little without it. */
import os from 'node:os';
import { GiB } from './stats.js';

export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  return `${model}, ${os.availableParallelism()} cores, ${(os.totalmem() / GiB).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** Other work on the machine skews every figure: say so when the load was high at the start. */
export function loadNote(loadAtStart: number): string | null {
  const cores = os.availableParallelism();
  if (loadAtStart < 0.5) return null;
  return `The 1-minute load average was ${loadAtStart.toFixed(2)} on ${cores} cores when the run began: other work on the machine may have slowed some figures.`;
}
