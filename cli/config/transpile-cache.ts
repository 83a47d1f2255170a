/**
 * A config module as esbuild bundled it (site.config.ts, a Docusaurus config with its local
 * imports), kept in the cache folder while every file it was made from is as it was. A build
 * whose config did not change then starts no esbuild at all (its service took ~15 ms to start).
 * Only the bundling is kept: the module still runs on every build, so what it reads from its
 * environment is read again.
 */
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { esbuild, esbuildVersion } from '../esbuild.js';
import { cacheRoot } from '../paths.js';
import { BundleCache, fingerprintInputs, hashOf, type InputFingerprints } from '../pipeline/bundle-cache.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';

const cache = new BundleCache<{ inputs: InputFingerprints; code: string }>(() => path.join(cacheRoot(), 'config'), 16);

/** The code esbuild makes of `file` with `options` (errors are esbuild's own, for the caller to report). */
export async function transpiledModule(file: string, options: BuildOptions): Promise<string> {
  const key = hashOf(file, JSON.stringify(options), esbuildVersion, compilerFingerprint());
  const kept = await cache.get(key);
  if (kept) return kept.code;
  const dir = path.dirname(file);
  const result = await esbuild().build({
    ...options,
    entryPoints: [file],
    write: false,
    metafile: true,
    absWorkingDir: dir,
  });
  const code = result.outputFiles![0].text;
  await cache.set(key, { inputs: fingerprintInputs(Object.keys(result.metafile!.inputs), dir), code });
  return code;
}
