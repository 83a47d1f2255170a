/** The machine a run was taken on, printed with the table: figures mean little without it. */
import os from 'node:os';
import { GiB } from './stats.js';

export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  return `${model}, ${os.availableParallelism()} cores, ${(os.totalmem() / GiB).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
