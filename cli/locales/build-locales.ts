/**
 * `hub-docs build` of a site in several locales: every locale in one process, into one output
 * (the default locale at its root, each other under `<locale>/`), committed once when all are
 * written. The locales share the compile cache (one list of kept entries for all of them; a page
 * none translates is compiled once for all: shared-compile.ts), the compile workers, the search
 * index thread, the scan of the default locale's files (read and parsed once) and the output's
 * record of unchanged files, so a rebuild after one translated page is edited compiles and
 * renders that page only; each locale's search index is written while the next one builds.
 * One locale (`--locale X`, or a site with one) is build() itself.
 */
import { build, type BuildOptions, type BuildResult } from '../build.js';
import { OneShotBuild } from '../one-shot-build.js';
import { loadConfig } from '../config/load-config.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';
import { SearchIndexThread } from '../pipeline/search-index-thread.js';
import { CompileWorkers } from '../pipeline/compile-pool.js';
import type { ScanMemory } from '../pipeline/scan-docs.js';
import { formatLocation, type HubDocsError } from '../errors.js';
import { localePlans } from './locale-plan.js';
import { LocaleOutput } from './locale-output.js';
import { siteSearchManifestJson, type LocaleSearchManifest } from './site-search-manifest.js';
import { SEARCH_MANIFEST_FILE } from '../../theme/types.js';
import path from 'node:path';

export interface LocalesBuildResult extends BuildResult {
  /** Each locale's build, the default locale's first. */
  locales: { code: string; pages: number; recompiled: number; rendered: number; ms: number }[];
}

export async function buildAllLocales(options: BuildOptions): Promise<LocalesBuildResult> {
  const started = performance.now();
  if (options.locale === undefined && !options.mode) {
    const { config, file } = await loadConfig({ configFile: options.configFile });
    const plans = localePlans(config, file);
    if (plans.length > 1)
      return buildEach(
        options,
        plans.map((p) => ({ code: p.code, prefix: p.outPrefix })),
        started,
      );
  }
  const result = await build(options);
  return {
    ...result,
    locales: [
      {
        code: options.locale ?? '',
        pages: result.pages,
        recompiled: result.recompiled,
        rendered: result.rendered,
        ms: result.ms,
      },
    ],
  };
}

async function buildEach(
  options: BuildOptions,
  locales: { code: string; prefix: string }[],
  started: number,
): Promise<LocalesBuildResult> {
  // The output, the compile cache and the search index thread every locale's build shares.
  const shared = new OneShotBuild(options);
  const writer = shared.output(path.resolve(options.outDir));
  const { compileCache } = shared;
  const indexThread = new SearchIndexThread();
  const compileWorkers = new CompileWorkers();
  const scanMemory: ScanMemory = new Map();
  await writer.init();
  const results: BuildResult[] = [];
  const outputs: LocaleOutput[] = [];
  // Each locale's last writes (its search index), made while the next locale builds.
  const finishing: Promise<void>[] = [];
  try {
    for (const locale of locales) {
      const localeOptions = { ...options, locale: locale.code };
      const mode = new OneShotBuild(localeOptions, {
        searchThread: true,
        compileCache,
        indexThread,
        scanMemory,
        compileWorkers,
        finishLater: true,
      });
      const output = new LocaleOutput(writer, locale.prefix);
      outputs.push(output);
      const result = await build({ ...localeOptions, mode, output });
      results.push(result);
      if (result.finishing) finishing.push(result.finishing);
    }
    await Promise.all(finishing);
    const searchManifests: LocaleSearchManifest[] = outputs.flatMap((output, i) =>
      output.searchManifest ? [{ prefix: locales[i].prefix, manifest: output.searchManifest }] : [],
    );
    await writer.write(SEARCH_MANIFEST_FILE, siteSearchManifestJson(searchManifests));
    // The entries every locale used are kept; those of earlier builds that none used go (CompileCache.retain).
    compileCache.retain(compileCache.used, compilerFingerprint());
    await writer.commit();
  } catch (error) {
    // Nothing is written into the output once it is gone.
    await Promise.allSettled(finishing);
    await writer.abort();
    throw error;
  } finally {
    await Promise.all([indexThread.close(), compileWorkers.close()]);
  }
  const [first] = results;
  return {
    outDir: first.outDir,
    pages: results.reduce((n, r) => n + r.pages, 0),
    bytes: writer.bytesWritten,
    ms: performance.now() - started,
    routes: results.flatMap((r, i) =>
      r.routes.map((route) =>
        locales[i].prefix ? `/${locales[i].prefix.slice(0, -1)}${route === '/' ? '' : route}` : route,
      ),
    ),
    recompiled: results.reduce((n, r) => n + r.recompiled, 0),
    rendered: results.reduce((n, r) => n + r.rendered, 0),
    sources: first.sources,
    watchFiles: first.watchFiles,
    warnings: unique(results.flatMap((r) => r.warnings)),
    finishing: null,
    outPrefix: '',
    locales: results.map((r, i) => ({
      code: locales[i].code,
      pages: r.pages,
      recompiled: r.recompiled,
      rendered: r.rendered,
      ms: r.ms,
    })),
  };
}

/** A problem of a page no locale translates is found in every locale: said once. */
function unique(warnings: HubDocsError[]): HubDocsError[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = `${formatLocation(w.location)} ${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
