/**
 * A bundle made once is made again only when something it was made from changed. An entry is
 * found by the key of its virtual inputs and options, and is valid while every real file
 * esbuild read for it (its metafile inputs) is as it was: by content for the project's own
 * files (read only when their size or mtime changed), by size and mtime inside node_modules
 * (packages change by reinstalling). A build of the bundled docs after a content edit then runs
 * no esbuild at all: pages are not in the bundles.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempFileFor } from '../temp-file.js';

/** Input file (absolute) → fingerprint. */
export type InputFingerprints = Record<string, string>;

export function hashOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * Content hashes of project files this process read, by size and mtime: serve checks its
 * bundles after every edit, and reading and hashing every theme file each time cost ~10 ms.
 */
const contentHashes = new Map<string, { stamp: string; hash: string }>();

const stampOf = (info: { size: number; mtimeMs: number }) => `${info.size}:${info.mtimeMs}`;
const inNodeModules = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);

function contentHash(file: string, stamp: string): string {
  const known = contentHashes.get(file);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
  contentHashes.set(file, { stamp, hash });
  return hash;
}

/**
 * A file inside node_modules: its size and mtime (packages change by reinstalling); a project file: those and its
 * content hash.
 */
function fingerprint(file: string): string | null {
  try {
    const stamp = stampOf(statSync(file));
    return inNodeModules(file) ? stamp : `${stamp}:${contentHash(file, stamp)}`;
  } catch {
    return null;
  }
}

/**
 * Whether the file is as its fingerprint says. A project file with the same size and mtime is
 * not read again (a one-shot build checks its ~130 theme files this way in a few ms); one that
 * was touched is, and counts as unchanged if its content is.
 */
function unchanged(file: string, print: string): boolean {
  try {
    const stamp = stampOf(statSync(file));
    if (inNodeModules(file)) return print === stamp;
    return print.startsWith(`${stamp}:`) || print.endsWith(`:${contentHash(file, stamp)}`);
  } catch {
    return print === '';
  }
}

/**
 * Fingerprints of the files a metafile lists (paths relative to `cwd`; virtual inputs have a namespace prefix and are
 * skipped).
 */
export function fingerprintInputs(inputs: string[], cwd: string): InputFingerprints {
  const result: InputFingerprints = {};
  for (const input of inputs) {
    if (/^[a-z-]+:/.test(input)) continue;
    const file = path.resolve(cwd, input);
    result[file] = fingerprint(file) ?? '';
  }
  return result;
}

export function inputsUnchanged(inputs: InputFingerprints): boolean {
  return Object.entries(inputs).every(([file, print]) => unchanged(file, print));
}

/** A folder of cached entries, each a folder holding `entry.json` (and whatever files the entry keeps). */
export class BundleCache<T extends { inputs: InputFingerprints }> {
  /**
   * `folder`: the cache's folder, asked each time (it is under the site's cache folder, which the command picks:
   * paths.ts).
   */
  constructor(
    private readonly folderOf: () => string,
    private readonly keep = 8,
  ) {}

  private get dir(): string {
    return this.folderOf();
  }

  folder(key: string): string {
    return path.join(this.dir, key.slice(0, 24));
  }

  /** Entries this process read or wrote: serve asks for the same ones after every edit. */
  private readonly known = new Map<string, T>();

  /** The entry for `key` if its inputs are unchanged. */
  async get(key: string): Promise<T | null> {
    const known = this.known.get(this.folder(key));
    if (known) return inputsUnchanged(known.inputs) ? known : null;
    const file = path.join(this.folder(key), 'entry.json');
    let entry: T;
    try {
      entry = JSON.parse(await readFile(file, 'utf8')) as T;
    } catch {
      return null;
    }
    if (!inputsUnchanged(entry.inputs)) return null;
    const now = new Date();
    await utimes(file, now, now).catch(() => {}); // most recently used: kept by prune()
    this.known.set(this.folder(key), entry);
    return entry;
  }

  /**
   * Writes the entry (after its files are in `folder(key)`), then drops the least recently used
   * entries past `keep` (more than the default where one build makes several: one a locale).
   */
  async set(key: string, entry: T, keep = this.keep): Promise<void> {
    const folder = this.folder(key);
    await mkdir(folder, { recursive: true });
    const temp = tempFileFor(path.join(folder, 'entry.json'));
    await writeFile(temp, JSON.stringify(entry));
    await rename(temp, path.join(folder, 'entry.json'));
    this.known.set(folder, entry);
    await this.prune(Math.max(keep, this.keep));
  }

  private async prune(keep: number): Promise<void> {
    const entries = await readdir(this.dir).catch(() => [] as string[]);
    if (entries.length <= keep) return;
    // An entry without entry.json yet is being made (its files are written first, here or by
    // another build): its folder's time counts, so it is not taken for the oldest and removed.
    const timeOf = async (file: string) => (await stat(file).catch(() => null))?.mtimeMs;
    const used = await Promise.all(
      entries.map(async (name) => ({
        name,
        at: (await timeOf(path.join(this.dir, name, 'entry.json'))) ?? (await timeOf(path.join(this.dir, name))) ?? 0,
      })),
    );
    used.sort((a, b) => b.at - a.at);
    for (const { name } of used.slice(keep)) {
      this.known.delete(path.join(this.dir, name));
      await rm(path.join(this.dir, name), { recursive: true, force: true });
    }
  }
}
