/**
 * Runs a CommonJS file compiled with a V8 code cache: the functions the previous run compiled
 * are read back instead of being parsed and compiled again (Node 20 keeps no compiled code
 * between runs; `module.enableCompileCache` came with Node 22). The cache is made after the
 * file's code has run for a while (`keepCache`), so that it holds what a run calls; a cache V8
 * rejects (another Node, other flags) is made again. Used for the CLI's own bundles
 * (bundle-loader.ts) and the renderers a build makes (pipeline/renderers.ts). Node modules only:
 * the bundle loader runs this before the bundle it loads.
 */
import vm from 'node:vm';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tempFileFor } from './temp-file.js';

export interface CachedScript {
  /** What the file's code put in `module.exports`. */
  exports: unknown;
  /** Writes the cache, if the file had none (or V8 rejected it): once. */
  keepCache(): void;
}

/**
 * `cacheFile`: where the cache is kept (null: none); `extra`: more values the code receives, by
 * name, besides CommonJS' exports, require, module, __filename and __dirname.
 */
export function runCachedScript(
  file: string,
  cacheFile: string | null,
  extra: Record<string, unknown> = {},
): CachedScript {
  const source = sourceText(readFileSync(file));
  let cachedData: Buffer | undefined;
  try {
    cachedData = cacheFile ? readFileSync(cacheFile) : undefined;
    // Used now: kept longest where old caches are dropped.
    if (cacheFile) utimesSync(cacheFile, new Date(), new Date());
  } catch {
    // Not made yet.
  }
  const names = ['exports', 'require', 'module', '__filename', '__dirname', ...Object.keys(extra)];
  const script = new vm.Script(`(function (${names.join(', ')}) {${source}\n})`, { filename: file, cachedData });
  let wanted = cacheFile !== null && (cachedData === undefined || script.cachedDataRejected === true);
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(file),
    module,
    file,
    path.dirname(file),
    ...Object.values(extra),
  );
  return {
    get exports() {
      return module.exports;
    },
    keepCache() {
      if (!wanted || !cacheFile) return;
      wanted = false;
      try {
        mkdirSync(path.dirname(cacheFile), { recursive: true });
        const temp = tempFileFor(cacheFile);
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, cacheFile);
      } catch {
        // Somewhere read-only: the next run compiles again.
      }
    },
  };
}

/**
 * A script's text. The bundles run here are ASCII (scripts/compile-cli.mjs and renderers.ts make
 * them so; tests check it), and ASCII reads as Latin-1 by a plain copy: ~0.6 ms for the CLI's
 * 2.2 MB bundle, where UTF-8 decoding took ~6 ms of every run. Anything else is decoded as UTF-8.
 */
function sourceText(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}
