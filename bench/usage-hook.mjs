// Preloaded (`node --import`) into a CLI child process: at exit it writes the process's peak
// memory to $BENCH_USAGE_FILE. maxRSS covers the main thread and the compile worker threads;
// esbuild's service is a separate process, so its own peak (VmHWM) is read while it still runs.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const out = process.env.BENCH_USAGE_FILE;

function childPeaks() {
  const peaks = [];
  try {
    for (const task of readdirSync('/proc/self/task')) {
      for (const pid of readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const name = /^Name:\s*(.+)$/m.exec(status)?.[1] ?? '?';
        const hwm = Number(/^VmHWM:\s*(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
        peaks.push({ pid: Number(pid), name, peakBytes: hwm });
      }
    }
  } catch {
    // Not Linux, or the child is already gone: report the Node process alone.
  }
  return peaks;
}

if (out) {
  process.on('exit', (code) => {
    writeFileSync(out, JSON.stringify({ code, maxRssBytes: process.resourceUsage().maxRSS * 1024, uptimeMs: process.uptime() * 1000, children: childPeaks() }));
  });
}
