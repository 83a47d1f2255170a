/**
 * `hub-docs index`: rebuilds only the search index of an already built site (no bundling,
 * no rendering) and points the site's search manifest at it.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex, prepareSite } from '../build.js';
import { HubDocsError } from '../errors.js';
import { findConfigFile } from '../config/load-config.js';
import { SEARCH_MANIFEST_FILE } from '../../theme/types.js';
import { searchManifestJson, type SearchIndexOutput } from '../pipeline/search-index-file.js';
import { formatBytes, formatMs } from '../format.js';

export interface IndexSummary {
  /** The index folder, relative to the site root. */
  dir: string;
  files: number;
  documents: number;
  terms: number;
  /** All the folder's files together. */
  bytes: number;
  gzipBytes: number;
  ms: number;
}

/**
 * Puts an index into a built site without a moment where a reader could fetch a file that is
 * not there: the new folder first (complete, by one rename), then the manifest (one rename),
 * then the old folders go. A folder of the same name holds the same content already.
 */
export async function installSearchIndex(outDir: string, index: SearchIndexOutput): Promise<void> {
  const folder = path.join(outDir, index.dir);
  if (!existsSync(folder)) {
    const temp = `${folder.replace(/\/$/, '')}.tmp`;
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp, { recursive: true });
    for (const file of index.files) await writeFile(path.join(temp, path.relative(index.dir, file.path)), file.contents);
    await rename(temp, folder);
  }
  const manifestTemp = path.join(outDir, `.${SEARCH_MANIFEST_FILE}.tmp`);
  await writeFile(manifestTemp, searchManifestJson([index]));
  await rename(manifestTemp, path.join(outDir, SEARCH_MANIFEST_FILE));
  const parent = path.dirname(folder);
  for (const name of await readdir(parent)) if (name !== path.basename(folder)) await rm(path.join(parent, name), { recursive: true, force: true });
  // Sites built before the index was split have one search-index-<hash>.json file at the root.
  for (const name of await readdir(outDir)) if (/^search-index-[0-9a-f]+\.json$/.test(name)) await rm(path.join(outDir, name));
}

export async function rebuildIndex(options: { config?: string; docsDir?: string; outDir: string }): Promise<IndexSummary> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir);
  if (!existsSync(path.join(outDir, SEARCH_MANIFEST_FILE))) {
    throw new HubDocsError(`${outDir} does not hold a built site (no ${SEARCH_MANIFEST_FILE})`, { hint: 'run `hub-docs build` first, or pass --out-dir with the folder it wrote' });
  }
  const site = await prepareSite({ configFile: findConfigFile(options.config), docsDir: options.docsDir, cache: true });
  const index = await buildSearchIndex(site);
  await installSearchIndex(outDir, index);
  const ms = performance.now() - started;
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of index.files) {
    bytes += Buffer.byteLength(file.contents);
    gzipBytes += gzipSync(file.contents).length;
  }
  return { dir: index.dir, files: index.files.length, documents: index.documents, terms: index.terms, bytes, gzipBytes, ms };
}

export async function runIndex(options: { config?: string; docsDir?: string; outDir: string; json?: boolean }): Promise<void> {
  const summary = await rebuildIndex(options);
  if (options.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  else process.stdout.write(`✓ indexed ${summary.documents} documents, ${summary.terms} terms in ${formatMs(summary.ms)} → ${summary.dir} (${summary.files} files, ${formatBytes(summary.bytes)}, ${formatBytes(summary.gzipBytes)} gzip)\n`);
}
