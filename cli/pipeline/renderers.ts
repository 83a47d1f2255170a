/**
 * The two server renderers, bundled from the theme by esbuild (React and all they use inside) and
 * kept in the site's cache folder:
 * - content: compiled MDX → the HTML of a page's content (loaded by the compile workers);
 * - app: the page around its content (navbar, sidebar, TOC...), and the search page.
 * Each is rebuilt only when a file it was made from changes (BundleCache). Their `hash` is
 * that of their code: compiled pages are cached against the content renderer's, so a theme
 * edit that does not touch it (a navbar change, any CSS) recompiles nothing.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { BuildResult } from 'esbuild';
import { esbuild, esbuildVersion } from '../esbuild.js';
import { cacheRoot, PACKAGE_ROOT } from '../paths.js';
import { BundleCache, fingerprintInputs, hashOf, type InputFingerprints } from './bundle-cache.js';
import { compilerFingerprint } from './compiler-fingerprint.js';
import { bundleError } from './bundle.js';
import { hubDocsExternals } from './site-packages.js';
import type { RendererFile } from './renderer-file.js';
import { importModule } from '../import-module.js';
import { runCachedScript, type CachedScript } from '../cached-script.js';
import type { renderStatic, setHighlighter } from '../render/content-entry.js';
import type { renderApp } from '../render/server-entry.js';

export type { RendererFile };

export interface Renderers {
  content: RendererFile;
  app: RendererFile;
}

export interface ContentRenderer {
  renderStatic: typeof renderStatic;
  setHighlighter: typeof setHighlighter;
}
export interface AppRenderer {
  renderApp: typeof renderApp;
}

/** The page renderer's entry, also bundled with the pages that have components of their own (bundleServer). */
export const SERVER_ENTRY = path.join(PACKAGE_ROOT, 'cli', 'render', 'server-entry.tsx');
const ENTRIES = { content: path.join(PACKAGE_ROOT, 'cli', 'render', 'content-entry.tsx'), app: SERVER_ENTRY };
const cache = new BundleCache<{ inputs: InputFingerprints; hash: string }>(
  () => path.join(cacheRoot(), 'renderers'),
  12,
);

async function bundleRenderer(name: keyof typeof ENTRIES, constants: Record<string, string>): Promise<RendererFile> {
  // The compiler's fingerprint: how this file bundles them is part of what they are.
  const key = hashOf(name, JSON.stringify(constants), esbuildVersion, compilerFingerprint());
  const file = path.join(cache.folder(key), `${name}.cjs`);
  const cached = await cache.get(key);
  if (cached && existsSync(file)) return { file, hash: cached.hash };
  let result: BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild().build({
      entryPoints: [ENTRIES[name]],
      bundle: true,
      write: false,
      metafile: true,
      // CommonJS with its packages in (React too: a renderer's elements never meet another's), run
      // from a V8 code cache kept beside it (loadRenderer).
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      legalComments: 'none',
      // ASCII, which V8 holds and reads as one byte a character: esbuild escapes every other
      // character but those in the comments it keeps and in regular expressions, as lunr-languages'
      // stemmers have (the search engine, which the page renderer imports for the browser and never
      // runs: left to Node, by its location from hub-docs' files, as the renderer sits in the cache folder).
      minifyWhitespace: true,
      plugins: [hubDocsExternals(/^lunr-languages(\/|$)/)],
      outfile: file,
      absWorkingDir: PACKAGE_ROOT,
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"', ...constants },
    });
  } catch (cause) {
    throw bundleError(cause, []);
  }
  const code = result.outputFiles[0].text;
  const hash = hashOf(code).slice(0, 16);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  await cache.set(key, { inputs: fingerprintInputs(Object.keys(result.metafile.inputs), PACKAGE_ROOT), hash });
  return { file, hash };
}

/** Both renderers, rebuilt where a file they were made from changed. */
export async function bundleRenderers(constants: Record<string, string>): Promise<Renderers> {
  const [content, app] = await Promise.all([bundleRenderer('content', constants), bundleRenderer('app', constants)]);
  return { content, app };
}

const loaded = new Map<string, Promise<unknown>>();
const scripts = new Map<string, CachedScript>();

/**
 * Imports a renderer once per process (the same file is the same code: its name holds its key).
 * A renderer of ours (.cjs) runs from its V8 code cache: loading React's server renderer and
 * the theme anew took ~60 ms of every build that compiles or renders a page. The server bundle
 * of pages with components of their own (.mjs) is imported as it is.
 */
export function loadRenderer<T>(renderer: RendererFile): Promise<T> {
  // React's production build renders two to three times faster than its development build,
  // which Node would pick without NODE_ENV.
  process.env.NODE_ENV ??= 'production';
  const id = `${renderer.file}?${renderer.hash}`;
  if (!loaded.has(id)) {
    if (renderer.file.endsWith('.cjs')) {
      // The cache is named by the code's hash: V8 checks a code cache against its source's length
      // only, so a renderer made anew under the same name with code of the same length (other
      // hashes inside it) ran stale compiled functions ("Unexpected string" on every page with tabs).
      const script = runCachedScript(renderer.file, `${renderer.file}.${renderer.hash}.v8`);
      scripts.set(id, script);
      loaded.set(id, Promise.resolve(script.exports));
    } else loaded.set(id, importModule(`${pathToFileURL(renderer.file).href}?${renderer.hash}`));
  }
  return loaded.get(id) as Promise<T>;
}

/** Keeps the code cache of a renderer once it has rendered (what it compiled then is in it). */
export function keepRendererCache(renderer: RendererFile): void {
  scripts.get(`${renderer.file}?${renderer.hash}`)?.keepCache();
}
