/**
 * The bundled docs built into a temp folder (with the build cache) and served over HTTP, with a
 * browser when one is found: what the quality gates on the real site (site-quality, site-axe)
 * check. Each gate file builds its own, so each stays well inside the runner's timeout per file.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from '../../cli/build.js';
import { BROWSER, launch, serveDir } from './browser.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BuiltDocs {
  outDir: string;
  url: string;
  /** Every HTML file, relative to outDir, sorted. */
  htmlFiles: string[];
  /** Undefined when no browser was found (the browser tests are skipped then). */
  browser: Browser | undefined;
  close(): Promise<void>;
}

export async function builtDocs(): Promise<BuiltDocs> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-quality-'));
  await build({ configFile: path.join(ROOT, 'site.config.ts'), outDir, cache: true });
  const htmlFiles = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  const server = await serveDir(outDir);
  const browser = 'path' in BROWSER ? await launch() : undefined;
  return {
    outDir,
    url: server.url,
    htmlFiles,
    browser,
    async close() {
      await browser?.close();
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** A built file's route: `guide/index.html` → `/guide`. */
export const routeOf = (file: string) => '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
