/**
 * `hub-docs index`: rebuilds only the search index of an already built site (no bundling,
 * no rendering) and points the site's search manifest at it.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readdir, rm, writeFile, rename } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex, prepareSite } from '../build.js';
import { HubDocsError } from '../errors.js';
import { findConfigFile } from '../config/load-config.js';
import { SEARCH_MANIFEST_FILE } from '../../theme/types.js';
import { searchManifestJson } from '../pipeline/search-index-file.js';
import { formatBytes, formatMs } from '../format.js';

export interface IndexSummary {
  file: string;
  documents: number;
  terms: number;
  bytes: number;
  gzipBytes: number;
  ms: number;
}

export async function rebuildIndex(options: { config?: string; docsDir?: string; outDir: string }): Promise<IndexSummary> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir);
  if (!existsSync(path.join(outDir, SEARCH_MANIFEST_FILE))) {
    throw new HubDocsError(`${outDir} does not hold a built site (no ${SEARCH_MANIFEST_FILE})`, { hint: 'run `hub-docs build` first, or pass --out-dir with the folder it wrote' });
  }
  const site = await prepareSite({ configFile: findConfigFile(options.config), docsDir: options.docsDir, cache: true });
  const index = await buildSearchIndex(site);
  // Write the new index, then switch the manifest to it, then drop the old ones.
  await writeFile(path.join(outDir, index.file), index.json);
  const manifestTemp = path.join(outDir, `.${SEARCH_MANIFEST_FILE}.tmp`);
  await writeFile(manifestTemp, searchManifestJson(site.config.locale.code, index.file));
  await rename(manifestTemp, path.join(outDir, SEARCH_MANIFEST_FILE));
  for (const name of await readdir(outDir)) {
    if (/^search-index-[0-9a-f]+\.json$/.test(name) && name !== index.file) await rm(path.join(outDir, name));
  }
  return { file: index.file, documents: index.documents, terms: index.terms, bytes: Buffer.byteLength(index.json), gzipBytes: gzipSync(index.json).length, ms: performance.now() - started };
}

export async function runIndex(options: { config?: string; docsDir?: string; outDir: string; json?: boolean }): Promise<void> {
  const summary = await rebuildIndex(options);
  if (options.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  else process.stdout.write(`✓ indexed ${summary.documents} documents, ${summary.terms} terms in ${formatMs(summary.ms)} → ${summary.file} (${formatBytes(summary.bytes)}, ${formatBytes(summary.gzipBytes)} gzip)\n`);
}
