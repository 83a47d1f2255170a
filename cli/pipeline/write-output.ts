/**
 * Where a build writes its files. `hub-docs build` makes everything in a temp folder beside
 * --out-dir before it touches the output folder (OutputWriter): a failed build never leaves a
 * half-written site, and the previous output stays exactly as it was. serve updates its own
 * folder in place (LiveOutput). Both keep a file of the previous build that was made from the
 * same inputs (`reuse`, by the key the build gives it) instead of making it again: a rebuild
 * after a one-page edit renders and writes that page and leaves the rest where it is.
 */
import { writeFile, copyFile, readdir, link, readFile, stat } from 'node:fs/promises';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

export interface Output {
  readonly outDir: string;
  /** The folder the files are written to now: paths given to write() and copy() are relative to it. */
  readonly base: string;
  init(): Promise<void>;
  /** `key`: what the file was made from (a hash); a later build with the same key may reuse() it. */
  write(relPath: string, contents: string | Uint8Array, key?: string): Promise<void>;
  /** Keeps the previous build's file at `relPath` when it was made with the same key; false when it must be made. */
  reuse(relPath: string, key: string): Promise<boolean>;
  /** Copies a file, or keeps the previous build's copy when the source did not change. */
  copy(source: string, relPath: string): Promise<void>;
  copyDir(source: string, relPath: string, filter?: (name: string) => boolean): Promise<void>;
  /** Size of the whole site as written (reused files included). */
  readonly bytesWritten: number;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** Every file of a folder (recursively) as [absolute source, path relative to the folder], skipping dot files. */
export async function filesOf(source: string, filter: (name: string) => boolean): Promise<[string, string][]> {
  if (!existsSync(source)) return [];
  const files: [string, string][] = [];
  for (const entry of await readdir(source, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.startsWith('.') || !filter(entry.name)) continue;
    const from = path.join(entry.parentPath, entry.name);
    files.push([from, path.relative(source, from)]);
  }
  return files.sort((a, b) => (a[1] < b[1] ? -1 : 1));
}

/**
 * Runs `fn` on every item, `size` at a time: writing or reusing a file is a few file-system
 * round trips, and hundreds of them one after the other leave the process waiting.
 */
export async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => fn(item, i + j)))));
  return results;
}

/** Files handled at once by inBatches. */
export const FILES_AT_ONCE = 16;

/** Hard-links `source` to `target` (no bytes copied), or copies it where links are not possible. */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target); // another file system, or links not allowed
  }
}

/** The key of a copied file: its source path, size and modification time. */
export async function copyKey(source: string): Promise<{ key: string; size: number }> {
  return keyOfCopy(await stat(source), source);
}

const keyOfCopy = (info: { size: number; mtimeMs: number }, source: string) => ({ key: `copy\0${source}\0${info.size}\0${info.mtimeMs}`, size: info.size });

interface FileRecord {
  key: string;
  size: number;
  mtimeMs: number;
}

/** What a build wrote (path → record), kept in the cache folder so the next build can reuse files. */
type BuildRecord = Record<string, FileRecord>;

/**
 * `hub-docs build`'s output. Everything a build makes goes first to a temp folder beside
 * --out-dir, so a build that fails leaves the previous output exactly as it was; how the
 * finished site then takes the output folder's place depends on what is there:
 * - no previous output, or no record of it (the first build, `--no-cache`): the temp folder
 *   holds the whole site and replaces the output folder by rename;
 * - a previous output with its record: it is updated in place. The temp folder holds only the
 *   files this build made or changed; its new folders (a new search index) and files are moved
 *   in, the ones they replace swapped by rename, and the files the site no longer has removed.
 *   An unchanged file (by its key, and by its size and mtime on disk: nothing edited it by
 *   hand) is left where it is. On this machine's file system making and removing a folder costs
 *   ~0.1–0.3 ms, so a rebuild that made the ~130 folders of the bundled docs anew and removed the
 *   old ones spent ~80 ms on folders alone.
 * Readers of the output folder never see a half-written file: each comes in by one rename, new
 * files before the files that point to them, removals last.
 */
export class OutputWriter implements Output {
  readonly tempDir: string;
  private previous: BuildRecord = {};
  private records: BuildRecord = {};
  private bytes = 0;
  /** Updating the previous output in place (see the class comment) rather than replacing it. */
  private inPlace = false;
  /** Paths (relative) of the files in the temp folder. */
  private readonly made: string[] = [];
  /** Folders of the temp folder made so far. */
  private readonly folders = new Set<string>();

  /** `recordFile`: where the record of this output folder is kept; null: make every file (--no-cache). */
  constructor(readonly outDir: string, private readonly recordFile: string | null) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  }

  get base(): string {
    return this.tempDir;
  }

  async init(): Promise<void> {
    rmSync(this.tempDir, { recursive: true, force: true });
    mkdirSync(this.tempDir, { recursive: true });
    this.folders.add(this.tempDir);
    if (this.recordFile && existsSync(this.outDir)) this.previous = JSON.parse(await readFile(this.recordFile, 'utf8').catch(() => '{}')) as BuildRecord;
    this.inPlace = Object.keys(this.previous).length > 0;
  }

  async write(relPath: string, contents: string | Uint8Array, key?: string): Promise<void> {
    // Updating in place, a file without a key (a sitemap, a manifest) is kept when its contents are.
    key ??= this.inPlace ? `contents\0${createHash('sha256').update(contents).digest('base64url')}` : undefined;
    if (key !== undefined && (await this.reuse(relPath, key))) return;
    const target = this.target(relPath);
    await writeFile(target, contents);
    this.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    if (key !== undefined) this.record(relPath, key, target);
  }

  async reuse(relPath: string, key: string): Promise<boolean> {
    const before = this.previous[relPath];
    if (!this.inPlace || !before || before.key !== key) return false;
    try {
      // Unchanged since that build (nothing edited the output folder by hand).
      const info = statSync(path.join(this.outDir, relPath));
      if (info.size !== before.size || info.mtimeMs !== before.mtimeMs) return false;
    } catch {
      return false;
    }
    this.records[relPath] = before;
    this.bytes += before.size;
    return true;
  }

  async copy(source: string, relPath: string): Promise<void> {
    const { key, size } = keyOfCopy(statSync(source), source);
    if (await this.reuse(relPath, key)) return;
    const target = this.target(relPath);
    await copyFile(source, target);
    this.bytes += size;
    this.record(relPath, key, target);
  }

  async copyDir(source: string, relPath: string, filter: (name: string) => boolean = () => true): Promise<void> {
    await inBatches(await filesOf(source, filter), FILES_AT_ONCE, ([from, rel]) => this.copy(from, path.join(relPath, rel)));
  }

  get bytesWritten(): number {
    return this.bytes;
  }

  async commit(): Promise<void> {
    if (this.inPlace) this.updateInPlace();
    else this.replace();
    rmSync(this.tempDir, { recursive: true, force: true });
    if (this.recordFile) {
      mkdirSync(path.dirname(this.recordFile), { recursive: true });
      const temp = `${this.recordFile}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(this.records));
      renameSync(temp, this.recordFile);
    }
  }

  async abort(): Promise<void> {
    rmSync(this.tempDir, { recursive: true, force: true });
  }

  /** The temp folder takes the output folder's place. */
  private replace(): void {
    const old = `${this.tempDir}-old`;
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) renameSync(this.outDir, old);
    try {
      renameSync(this.tempDir, this.outDir);
    } catch (error) {
      if (hadOutput) renameSync(old, this.outDir);
      throw error;
    }
    if (hadOutput) rmSync(old, { recursive: true, force: true });
  }

  /** The temp folder's files go into the output folder; what the site no longer has goes. */
  private updateInPlace(): void {
    // A folder the output folder does not have moves in whole (a new search index, a new page's
    // folder); the others' files one by one. New paths first, so a replaced page never points at
    // a file not there yet.
    const moves = new Map<string, boolean>();
    for (const relPath of this.made) {
      let top = relPath;
      for (let dir = path.dirname(relPath); dir !== '.' && !existsSync(path.join(this.outDir, dir)); dir = path.dirname(dir)) top = dir;
      if (!moves.has(top)) moves.set(top, this.previous[top] !== undefined);
    }
    const ordered = [...moves].sort((a, b) => Number(a[1]) - Number(b[1]));
    for (const [relPath] of ordered) {
      const from = path.join(this.tempDir, relPath);
      const to = path.join(this.outDir, relPath);
      mkdirSync(path.dirname(to), { recursive: true });
      try {
        renameSync(from, to);
      } catch {
        // A file where a folder goes, or the other way round: the old one makes way.
        rmSync(to, { recursive: true, force: true });
        renameSync(from, to);
      }
    }
    // Everything in the output folder that this build did not make or keep: removed, then the folders it leaves empty.
    const emptied = new Set<string>();
    for (const entry of readdirSync(this.outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relPath = path.relative(this.outDir, file).split(path.sep).join('/');
      if (Object.hasOwn(this.records, relPath)) continue;
      rmSync(file, { force: true });
      emptied.add(entry.parentPath);
    }
    for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
      for (let folder = dir; folder.length > this.outDir.length; folder = path.dirname(folder)) {
        if (readdirSync(folder).length > 0) break;
        rmdirSync(folder);
      }
    }
  }

  /** The path of `relPath` in the temp folder, its folder made. */
  private target(relPath: string): string {
    const target = path.join(this.tempDir, relPath);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      for (let dir = folder; dir.length > this.tempDir.length && !this.folders.has(dir); dir = path.dirname(dir)) this.folders.add(dir);
    }
    this.made.push(relPath.split(path.sep).join('/'));
    return target;
  }

  /** What the next build needs to keep the file (without a record file, nothing: every file is made again). */
  private record(relPath: string, key: string, file: string): void {
    if (!this.recordFile) return;
    const info = statSync(file);
    this.records[relPath.split(path.sep).join('/')] = { key, size: info.size, mtimeMs: info.mtimeMs };
  }
}
