/**
 * Runs the compiled CLI in child processes, the way users run it, and reads each child's
 * wall-clock time and peak memory (through usage-hook.mjs).
 *
 * The CLI is compiled into bench/.cli/ by the project's own scripts/compile-cli.mjs (not
 * dist/, which may be stale), so the figures are those of the current sources, and the bench
 * writes nothing outside bench/ but its temp folders and hub-docs' own cache. (bench/.cli/cli links to ../../cli: the
 * script compiles the relative path cli/main.ts into dist/cli/ of its working directory.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytes as formatBytes, ms as formatMs } from './stats.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORK = path.join(ROOT, 'bench', '.cli');
export const CLI = path.join(WORK, 'dist', 'cli', 'main.cjs');
const HOOK = fileURLToPath(new URL('./usage-hook.mjs', import.meta.url));

export async function compileCli(): Promise<number> {
  mkdirSync(WORK, { recursive: true });
  const link = path.join(WORK, 'cli');
  if (!existsSync(link)) symlinkSync('../../cli', link);
  const started = performance.now();
  const result = await run(process.execPath, [path.join(ROOT, 'scripts', 'compile-cli.mjs')], { cwd: WORK });
  if (result.code !== 0) throw new Error(`compiling the CLI failed:\n${result.stderr}`);
  return performance.now() - started;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Spawn to exit, as a user waits for it. */
  wallMs: number;
  /** The Node process's peak RSS (main thread and worker threads). */
  nodePeakBytes: number;
  /** esbuild's service process peak RSS (0 if none ran). */
  esbuildPeakBytes: number;
  /** CPU time (user + system) of the Node process (all its threads) and esbuild's (0: not known). */
  cpuMs: number;
  /** Killed at the time limit (figures are those at that moment). */
  timedOut: boolean;
}

/**
 * `hub-docs ARGS` in a child process; resolves when it exits. With `timeoutMs`, a child still
 * running then is killed (SIGKILL: a long synchronous stage would never see SIGTERM), after
 * its peak memory so far has been read from /proc.
 */
export async function runCli(args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<CliRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-bench-usage-'));
  const usageFile = path.join(dir, 'usage.json');
  try {
    const started = performance.now();
    const killed: { at?: { node: number; esbuild: number } } = {};
    // Sampled too, for a child that dies without running its exit hook (V8 out of memory).
    const sampled = { node: 0, esbuild: 0 };
    const result = await run(process.execPath, ['--import', HOOK, CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, BENCH_USAGE_FILE: usageFile },
      timeoutMs: options.timeoutMs,
      onSample: (pid) => {
        sampled.node = Math.max(sampled.node, peakOf(pid));
        sampled.esbuild = Math.max(
          sampled.esbuild,
          childPids(pid).reduce((sum, c) => sum + peakOf(c), 0),
        );
      },
      onTimeout: (pid) => {
        const children = childPids(pid);
        killed.at = { node: peakOf(pid), esbuild: children.reduce((sum, c) => sum + peakOf(c), 0) };
        for (const child of [pid, ...children]) {
          try {
            process.kill(child, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      },
    });
    const wallMs = performance.now() - started;
    if (killed.at)
      return {
        ...result,
        timedOut: true,
        wallMs,
        nodePeakBytes: killed.at.node,
        esbuildPeakBytes: killed.at.esbuild,
        cpuMs: 0,
      };
    const usage = existsSync(usageFile)
      ? (JSON.parse(readFileSync(usageFile, 'utf8')) as {
          maxRssBytes: number;
          cpuMs: number;
          children: { name: string; peakBytes: number; cpuMs: number }[];
        })
      : null;
    if (!usage)
      return {
        ...result,
        timedOut: false,
        wallMs,
        nodePeakBytes: sampled.node,
        esbuildPeakBytes: sampled.esbuild,
        cpuMs: 0,
      };
    const esbuilds = usage.children.filter((c) => c.name === 'esbuild');
    const esbuild = esbuilds.reduce((sum, c) => sum + c.peakBytes, 0);
    const cpuMs = usage.cpuMs + esbuilds.reduce((sum, c) => sum + c.cpuMs, 0);
    return { ...result, timedOut: false, wallMs, nodePeakBytes: usage.maxRssBytes, esbuildPeakBytes: esbuild, cpuMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The line of a CLI's output that says what went wrong (V8's fatal error, else the first error line). */
function firstLine(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    lines.find((l) => /^FATAL ERROR/.test(l)) ??
    lines.find((l) => /\berror\b/i.test(l)) ??
    lines[0] ??
    '(no output)'
  ).slice(0, 240);
}

/** Peak RSS (VmHWM) of a live process, 0 if unreadable. */
function peakOf(pid: number): number {
  try {
    return Number(/^VmHWM:\s*(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Like runCli but throws with the CLI's own message when it fails. */
export async function runCliOk(args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<CliRun> {
  const result = await runCli(args, options);
  if (result.timedOut) return result;
  if (result.code !== 0) {
    const output = (result.stderr || result.stdout).trim();
    // First line: the CLI's own message (the table shows it); then the whole output, for the log.
    const peak = result.nodePeakBytes + result.esbuildPeakBytes;
    throw new Error(
      `\`hub-docs ${args[0]}\` failed after ${formatMs(result.wallMs)}${peak ? ` at ≥ ${formatBytes(peak)} peak memory` : ''}: ${firstLine(output)}\n  hub-docs ${args.join(' ')}\n${output.slice(0, 3000)}`,
    );
  }
  return result;
}

/** The build's own time from "✓ built N pages in 1.23 s → …" (what build() measured). */
export function parseBuildLine(stdout: string): { pages: number; ms: number } {
  const match = /built (\d+) pages in ([\d.]+) (ms|s)/.exec(stdout);
  if (!match) throw new Error(`unexpected build output: ${stdout.slice(0, 300)}`);
  return { pages: Number(match[1]), ms: Number(match[2]) * (match[3] === 's' ? 1000 : 1) };
}

/** A long-running CLI child (serve); `stop()` ends it with SIGTERM and waits for it to exit. */
export function startCli(
  args: string[],
  options: { cwd?: string } = {},
): {
  child: ChildProcess;
  output: () => string;
  waitFor: (pattern: RegExp, timeoutMs: number) => Promise<RegExpExecArray>;
  stop: () => Promise<void>;
} {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => text,
    waitFor: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(text);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern} in:\n${text.slice(-2000)}`));
        }, timeoutMs);
        const gone = () => {
          cleanup();
          reject(new Error(`\`hub-docs ${args[0]}\` exited early: ${firstLine(text)}\n${text.slice(-2000)}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', gone);
        };
        listeners.add(check);
        child.once('exit', gone);
        check();
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // A server that ignores SIGTERM must not outlive the bench.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function run(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    onTimeout?: (pid: number) => void;
    onSample?: (pid: number) => void;
  },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = options.timeoutMs ? setTimeout(() => options.onTimeout?.(child.pid!), options.timeoutMs) : undefined;
    const sampler = options.onSample ? setInterval(() => options.onSample!(child.pid!), 500) : undefined;
    child.once('exit', () => {
      clearTimeout(timer);
      clearInterval(sampler);
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
