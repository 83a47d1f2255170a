/**
 * The CLI as `npm install` compiles it and users run it (scripts/compile-cli.mjs: CommonJS bundles
 * run from a V8 code cache), compiled from the current sources once for a whole test run: the
 * test files that run `hub-docs` in a child process share it. Through tsx, each such run cost
 * ~2.4 s of CPU (its loader resolving and transforming some 500 modules) against ~0.35 s
 * compiled, and cli.test, interrupted-build, init, mcp and versions make some 45 of them.
 *
 * It is kept in test/.cli/<hash>/ (inside this package, so that it finds the theme, the runtime
 * and node_modules as dist/cli does), named by a hash of everything it is compiled from: a test
 * run after an edit compiles again, one without reuses it. Two test files that compile at once
 * each compile into a folder of their own and the first to rename it into place wins.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIS = path.join(ROOT, 'test', '.cli');

/** What the compiled CLI is made from: its sources and the theme's (it bundles both), the script, the dependencies. */
const INPUTS = ['cli', 'theme', 'scripts/compile-cli.mjs', 'package.json', 'package-lock.json'];

function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(ROOT, input);
    for (const file of statSync(full).isDirectory() ? listFiles(full) : [full])
      hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let compiled: string | null = null;

/** The path of the compiled CLI's main.cjs (compiled now if this run has none yet). */
export function compiledCli(): string {
  if (compiled) return compiled;
  const hash = sourcesHash();
  const folder = path.join(CLIS, hash);
  const main = path.join(folder, 'dist', 'cli', 'main.cjs');
  if (!existsSync(path.join(folder, 'dist', 'cli', 'fingerprint'))) compileInto(folder);
  compiled = main;
  return main;
}

function compileInto(folder: string): void {
  mkdirSync(CLIS, { recursive: true });
  // Another checkout's or an earlier edit's: no use to this run (best effort: another test file may be reading one).
  for (const old of readdirSync(CLIS)) {
    if (old !== path.basename(folder) && !old.startsWith('tmp-'))
      rmSync(path.join(CLIS, old), { recursive: true, force: true });
  }
  const temp = path.join(CLIS, `tmp-${process.pid}-${Date.now()}`);
  mkdirSync(temp);
  // compile-cli.mjs compiles cli/main.ts (relative to its working folder) into dist/cli/ there.
  symlinkSync('../../../cli', path.join(temp, 'cli'));
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'compile-cli.mjs')], {
    cwd: temp,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(temp, { recursive: true, force: true });
    throw new Error(`compiling the CLI failed:\n${result.stderr}`);
  }
  try {
    renameSync(temp, folder);
  } catch (error) {
    // Another test file compiled the same sources first: theirs is used.
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(path.join(folder, 'dist', 'cli', 'fingerprint'))) throw error;
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
