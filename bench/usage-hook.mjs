// Preloaded (`node --import`) into a CLI child process: at exit it writes the process's peak
// memory to $BENCH_USAGE_FILE. maxRSS covers the main thread and the compile worker threads;
// esbuild's service is a separate process, so its own peak (VmHWM) is read while it still runs.
// Also the CPU time both used (user + system; the machine may be shared: steadier than wall time).
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
        // utime and stime, fields 14 and 15 of /proc/<pid>/stat (after the name in parentheses), in ticks of 10 ms.
        const times = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        peaks.push({ pid: Number(pid), name, peakBytes: hwm, cpuMs: (Number(times[11]) + Number(times[12])) * 10 });
      }
    }
  } catch {
    // Not Linux, or the child is already gone: report the Node process alone.
  }
  return peaks;
}

if (out) {
  process.on('exit', (code) => {
    const usage = process.resourceUsage();
    const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
    writeFileSync(
      out,
      JSON.stringify({
        code,
        maxRssBytes: usage.maxRSS * 1024,
        cpuMs,
        uptimeMs: process.uptime() * 1000,
        children: childPeaks(),
      }),
    );
  });
}
