/**
 * `hub-docs index`: rebuilds only the search indexes (one per docs version and locale) of an
 * already built site (no bundling, no rendering) and points the site's search manifest at them.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { buildSearchIndexes, prepareSite } from '../build.js';
import { HubDocsError } from '../errors.js';
import { siteConfigFile } from './site-config-file.js';
import { SEARCH_MANIFEST_FILE, type SearchManifest } from '../../theme/types.js';
import { loadConfig } from '../config/load-config.js';
import { localePlans } from '../locales/locale-plan.js';
import { siteSearchManifestJson, type LocaleSearchManifest } from '../locales/site-search-manifest.js';
import { DOCUMENTS_DIR } from '../../theme/search/format.js';
import { SEARCH_DIR, searchManifestJson, type SearchIndexOutput } from '../pipeline/search-index-file.js';
import { formatBytes, formatMs } from '../format.js';

export interface IndexSummary {
  /** The last version's index folder (the docs at the root) in the default locale, relative to the site root. */
  dir: string;
  /** Over every index: */
  files: number;
  documents: number;
  terms: number;
  /** All the indexes' files together (folders and documents files). */
  bytes: number;
  gzipBytes: number;
  ms: number;
  /** Each docs version's and locale's index, newest version first, each version's default locale first. */
  versions: { version: string; locale: string; dir: string; documents: number; terms: number }[];
}

/**
 * Puts the indexes into a built site without a moment where a reader could fetch a file that is
 * not there: the new documents files and folders first (each file, and each folder complete, by
 * one rename), then the manifest (one rename), then the old folders and documents files go, and
 * those of versions and locales the site no longer has. A file or folder of the same name holds the same
 * content already.
 */
export async function installSearchIndexes(
  outDir: string,
  indexes: SearchIndexOutput[],
  lastVersion: string,
  manifest = searchManifestJson(indexes, lastVersion),
): Promise<void> {
  for (const index of indexes) {
    for (const file of index.files.filter((f) => !f.path.startsWith(index.dir))) {
      const target = path.join(outDir, file.path);
      if (existsSync(target)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.tmp`, file.contents);
      await rename(`${target}.tmp`, target);
    }
    const folder = path.join(outDir, index.dir);
    if (existsSync(folder)) continue;
    const temp = `${folder.replace(/\/$/, '')}.tmp`;
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp, { recursive: true });
    for (const file of index.files.filter((f) => f.path.startsWith(index.dir)))
      await writeFile(path.join(temp, path.relative(index.dir, file.path)), file.contents);
    await rename(temp, folder);
  }
  const manifestTemp = path.join(outDir, `.${SEARCH_MANIFEST_FILE}.tmp`);
  await writeFile(manifestTemp, manifest);
  await rename(manifestTemp, path.join(outDir, SEARCH_MANIFEST_FILE));
  const kept = new Set(
    indexes.flatMap((index) => [
      path.resolve(outDir, index.dir),
      ...index.files.map((file) => path.resolve(outDir, file.path)),
    ]),
  );
  const root = path.join(outDir, SEARCH_DIR);
  // search-index/<version>/<locale>/<folder or documents>: every folder and documents file the indexes do not name
  // goes, and what is left empty.
  const prune = async (parent: string, names: (name: string) => boolean) => {
    for (const name of await readdir(parent))
      if (names(name) && !kept.has(path.join(parent, name)))
        await rm(path.join(parent, name), { recursive: true, force: true });
    if ((await readdir(parent)).length === 0) await rm(parent, { recursive: true, force: true });
  };
  for (const version of await readdir(root)) {
    for (const locale of await readdir(path.join(root, version))) {
      const parent = path.join(root, version, locale);
      if (existsSync(path.join(parent, DOCUMENTS_DIR))) await prune(path.join(parent, DOCUMENTS_DIR), () => true);
      await prune(parent, (name) => name !== DOCUMENTS_DIR);
    }
    if ((await readdir(path.join(root, version))).length === 0)
      await rm(path.join(root, version), { recursive: true, force: true });
  }
  // Sites built before the index was split have one search-index-<hash>.json file at the root.
  for (const name of await readdir(outDir))
    if (/^search-index-[0-9a-f]+\.json$/.test(name)) await rm(path.join(outDir, name));
}

export async function rebuildIndex(options: {
  config?: string;
  docsDir?: string;
  outDir: string;
}): Promise<IndexSummary> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir);
  if (!existsSync(path.join(outDir, SEARCH_MANIFEST_FILE))) {
    throw new HubDocsError(`${outDir} does not hold a built site (no ${SEARCH_MANIFEST_FILE})`, {
      hint: 'run `hub-docs build` first, or pass --out-dir with the folder it wrote',
    });
  }
  const configFile = siteConfigFile(options.config);
  const { config, file } = await loadConfig({ configFile });
  // Every locale's, the default's last: the root's manifest then lists the others' new folders
  // (site-search-manifest.ts).
  const [main, ...others] = localePlans(config, file);
  const byLocale: SearchIndexOutput[][] = [];
  const manifests: LocaleSearchManifest[] = [];
  let last = '';
  for (const plan of [...others, main]) {
    const locale = others.length ? plan.code : undefined;
    const site = await prepareSite({ configFile, docsDir: options.docsDir, cache: true, locale });
    const own = await buildSearchIndexes(site);
    last = site.versions.find((v) => v.plan.isLast)!.plan.name;
    const manifest = searchManifestJson(own, last);
    const isMain = plan === main;
    manifests[isMain ? 'unshift' : 'push']({
      prefix: plan.outPrefix,
      manifest: JSON.parse(manifest) as SearchManifest,
    });
    await installSearchIndexes(
      path.join(outDir, plan.outPrefix),
      own,
      last,
      isMain ? siteSearchManifestJson(manifests) : manifest,
    );
    byLocale[isMain ? 'unshift' : 'push'](own.map((index) => ({ ...index, dir: plan.outPrefix + index.dir })));
  }
  // Version by version (the main locale's order), each version's locales in the site's order.
  const versionOrder = byLocale[0].map((index) => index.version);
  const indexes = byLocale.flat().sort((a, b) => versionOrder.indexOf(a.version) - versionOrder.indexOf(b.version));
  const ms = performance.now() - started;
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of indexes.flatMap((index) => index.files)) {
    bytes += Buffer.byteLength(file.contents);
    gzipBytes += gzipSync(file.contents).length;
  }
  const sum = (pick: (index: SearchIndexOutput) => number) => indexes.reduce((n, index) => n + pick(index), 0);
  return {
    dir: indexes.find((index) => index.version === last)!.dir,
    files: sum((index) => index.files.length),
    documents: sum((index) => index.documents),
    terms: sum((index) => index.terms),
    bytes,
    gzipBytes,
    ms,
    versions: indexes.map((index) => ({
      version: index.version,
      locale: index.locale,
      dir: index.dir,
      documents: index.documents,
      terms: index.terms,
    })),
  };
}

export async function runIndex(options: {
  config?: string;
  docsDir?: string;
  outDir: string;
  json?: boolean;
}): Promise<void> {
  const summary = await rebuildIndex(options);
  if (options.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  else if (summary.versions.length === 1)
    process.stdout.write(
      `✓ indexed ${summary.documents} documents, ${summary.terms} terms in ${formatMs(summary.ms)} → ${summary.dir} (${summary.files} files, ${formatBytes(summary.bytes)}, ${formatBytes(summary.gzipBytes)} gzip)\n`,
    );
  else {
    const versions = new Set(summary.versions.map((v) => v.version)).size;
    const locales = new Set(summary.versions.map((v) => v.locale)).size;
    // A line per index, named by what tells it apart: its version, its locale, or both.
    const name = (v: IndexSummary['versions'][number]) =>
      [versions > 1 ? v.version : '', locales > 1 ? v.locale : ''].filter(Boolean).join(' ');
    for (const v of summary.versions)
      process.stdout.write(`  ${name(v)}: ${v.documents} documents, ${v.terms} terms → ${v.dir}\n`);
    const counted = [versions > 1 ? `${versions} docs versions` : '', locales > 1 ? `${locales} locales` : '']
      .filter(Boolean)
      .join(' × ');
    const totals = `${summary.documents} documents in ${formatMs(summary.ms)} (${summary.files} files, ${formatBytes(summary.bytes)}, ${formatBytes(summary.gzipBytes)} gzip)`;
    process.stdout.write(`✓ indexed ${counted}, ${totals}\n`);
  }
}
