/**
 * Where a build writes its files. `hub-docs build` makes everything in a temp folder beside
 * --out-dir before it touches the output folder (OutputWriter): a failed build never leaves a
 * half-written site, and the previous output stays exactly as it was. serve updates its own
 * folder in place (LiveOutput). Both keep a file of the previous build that was made from the
 * same inputs (`reuse`, by the key the build gives it) instead of making it again: a rebuild
 * after a one-page edit renders and writes that page and leaves the rest where it is.
 */
import { writeFile, copyFile, readdir, link, readFile, stat } from 'node:fs/promises';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { insideFolder } from './output-path.js';
import { tempFileFor } from '../temp-file.js';

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

/**
 * The temp folders that builds into `outDir` left when they were killed (the process named in the
 * folder's name is gone): a running build's folder (a concurrent build) is left alone.
 */
function removeDeadBuildsTempFolders(outDir: string): void {
  const prefix = `.${path.basename(outDir)}.tmp-`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(outDir)).filter((name) => name.startsWith(prefix));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)-\d+$/.exec(name.slice(prefix.length))?.[1]);
    if (!pid || isRunning(pid)) continue;
    rmSync(path.join(path.dirname(outDir), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // someone else's process
  }
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
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => fn(item, i + j)))));
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

const keyOfCopy = (info: { size: number; mtimeMs: number }, source: string) => ({
  key: `copy\0${source}\0${info.size}\0${info.mtimeMs}`,
  size: info.size,
});

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
 * - no output folder yet: the temp folder holds the whole site and becomes it by one rename;
 * - an output folder: it is updated in place. The temp folder holds only the files this build
 *   made that the folder does not hold already (a file is kept by its record's key and its size
 *   and mtime, which tell that nobody edited it, or else by its bytes: see sameOnDisk), one
 *   beside the other without sub-folders. At commit each is moved to its
 *   place by rename (new files first, then those they replace), and the files the site no
 *   longer has are removed. A file the build kept is left where it is, and so is every folder:
 *   on this machine's file system making a folder costs ~0.1 ms and removing one ~0.3 ms, so
 *   building the bundled docs' ~130 folders anew and removing the old ones took ~100 ms of
 *   every build.
 * Readers of the output folder never see a half-written file: each comes in by one rename, new
 * files before the files that point to them, removals last.
 */
export class OutputWriter implements Output {
  readonly tempDir: string;
  private previous: BuildRecord = {};
  private records: BuildRecord = {};
  private bytes = 0;
  /** Updating the output folder in place (it exists), rather than making it. */
  private inPlace = false;
  /**
   * Paths (relative, "/"-separated) of the files this build made, in the order made (the temp file of the nth is named
   * n when updating in place).
   */
  private readonly made: string[] = [];
  /** Paths of the files of the previous output this build kept. */
  private readonly kept = new Set<string>();
  /** Folders of the temp folder made so far (when making the output folder). */
  private readonly folders = new Set<string>();

  /** `recordFile`: where the record of this output folder is kept; null: make every file (--no-cache). */
  constructor(
    readonly outDir: string,
    private readonly recordFile: string | null,
  ) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  }

  get base(): string {
    return this.tempDir;
  }

  async init(): Promise<void> {
    removeDeadBuildsTempFolders(this.outDir);
    rmSync(this.tempDir, { recursive: true, force: true });
    mkdirSync(this.tempDir, { recursive: true });
    this.folders.add(this.tempDir);
    this.inPlace = existsSync(this.outDir);
    if (this.recordFile && this.inPlace)
      this.previous = JSON.parse(await readFile(this.recordFile, 'utf8').catch(() => '{}')) as BuildRecord;
  }

  async write(relPath: string, contents: string | Uint8Array, key?: string): Promise<void> {
    insideFolder(this.outDir, relPath);
    // A file without a key (a sitemap, a manifest) is kept when its contents are.
    key ??= this.recordFile ? `contents\0${createHash('sha256').update(contents).digest('base64url')}` : undefined;
    if (key !== undefined && (await this.reuse(relPath, key))) return;
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (this.sameOnDisk(relPath, bytes.byteLength, () => bytes, key)) return;
    const target = this.target(relPath);
    await writeFile(target, bytes);
    this.bytes += bytes.byteLength;
    if (key !== undefined) this.record(relPath, key, target);
  }

  async reuse(relPath: string, key: string): Promise<boolean> {
    const before = this.previous[relPath];
    if (!before || before.key !== key) return false;
    try {
      // Unchanged since that build (nothing edited the output folder by hand).
      const info = statSync(path.join(this.outDir, relPath));
      if (info.size !== before.size || info.mtimeMs !== before.mtimeMs) return false;
    } catch {
      return false;
    }
    this.records[relPath] = before;
    this.kept.add(relPath);
    this.bytes += before.size;
    return true;
  }

  async copy(source: string, relPath: string): Promise<void> {
    insideFolder(this.outDir, relPath);
    const { key, size } = keyOfCopy(statSync(source), source);
    if (await this.reuse(relPath, key)) return;
    if (this.sameOnDisk(relPath, size, () => readFileSync(source), key)) return;
    const target = this.target(relPath);
    await copyFile(source, target);
    this.bytes += size;
    this.record(relPath, key, target);
  }

  async copyDir(source: string, relPath: string, filter: (name: string) => boolean = () => true): Promise<void> {
    await inBatches(await filesOf(source, filter), FILES_AT_ONCE, ([from, rel]) =>
      this.copy(from, path.join(relPath, rel)),
    );
  }

  get bytesWritten(): number {
    return this.bytes;
  }

  async commit(): Promise<void> {
    if (this.inPlace) this.moveIn();
    else this.renameIn();
    rmSync(this.tempDir, { recursive: true, force: true });
    if (this.recordFile) {
      mkdirSync(path.dirname(this.recordFile), { recursive: true });
      const temp = tempFileFor(this.recordFile);
      writeFileSync(temp, JSON.stringify(this.records));
      renameSync(temp, this.recordFile);
    }
  }

  /**
   * The temp folder becomes the output folder. If another build made that folder since this one
   * started (two builds at once), this build's whole site takes its place: the old folder is
   * renamed aside first (a rename cannot replace a folder that holds files), then removed.
   */
  private renameIn(): void {
    try {
      renameSync(this.tempDir, this.outDir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      const aside = `${this.tempDir}-replaced`;
      renameSync(this.outDir, aside);
      renameSync(this.tempDir, this.outDir);
      rmSync(aside, { recursive: true, force: true });
    }
  }

  async abort(): Promise<void> {
    rmSync(this.tempDir, { recursive: true, force: true });
  }

  /**
   * Whether the output folder already holds these bytes at `relPath` (then kept, as reuse()
   * keeps a file by its record): a build without records (`--no-cache`) or whose key for a file
   * changed while its bytes did not leaves it in place. Replacing a file costs more than reading
   * it: on this machine's file system each replaced file's old blocks are discarded (~0.15 ms),
   * and a build of the bundled docs over its previous output replaced ~570.
   */
  private sameOnDisk(relPath: string, size: number, bytes: () => Uint8Array, key: string | undefined): boolean {
    if (!this.inPlace) return false;
    const file = path.join(this.outDir, relPath);
    try {
      const info = statSync(file);
      if (!info.isFile() || info.size !== size || !readFileSync(file).equals(bytes())) return false;
      if (this.recordFile && key !== undefined) this.records[relPath] = { key, size, mtimeMs: info.mtimeMs };
    } catch {
      return false;
    }
    this.kept.add(relPath);
    this.bytes += size;
    return true;
  }

  /** The temp folder's files go to their places in the output folder; what the site no longer has goes. */
  private moveIn(): void {
    const before = new Set<string>();
    const folders = new Set<string>([this.outDir]);
    // Paths by slicing, not path.relative: the folder holds ~1,000 files (~3 ms of path calls a build).
    for (const entry of readdirSync(this.outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) folders.add(path.join(entry.parentPath, entry.name));
      else
        before.add(
          entry.parentPath === this.outDir
            ? entry.name
            : `${entry.parentPath
                .slice(this.outDir.length + 1)
                .split(path.sep)
                .join('/')}/${entry.name}`,
        );
    }
    // New paths first, so a replaced page never points at a file not there yet.
    const order = this.made
      .map((relPath, n) => ({ relPath, n }))
      .sort((a, b) => Number(before.has(a.relPath)) - Number(before.has(b.relPath)));
    for (const { relPath, n } of order) {
      const to = path.join(this.outDir, relPath);
      const folder = path.dirname(to);
      if (!folders.has(folder)) {
        // A file where a folder must go makes way.
        if (existsSync(folder) && !statSync(folder).isDirectory()) rmSync(folder);
        mkdirSync(folder, { recursive: true });
        for (let dir = folder; !folders.has(dir); dir = path.dirname(dir)) folders.add(dir);
      }
      try {
        renameSync(path.join(this.tempDir, String(n)), to);
      } catch {
        // A folder where the file goes makes way.
        rmSync(to, { recursive: true, force: true });
        renameSync(path.join(this.tempDir, String(n)), to);
      }
    }
    // Everything else in the output folder: removed, then the folders that leaves empty.
    const made = new Set(this.made);
    const emptied = new Set<string>();
    for (const relPath of before) {
      if (made.has(relPath) || this.kept.has(relPath)) continue;
      rmSync(path.join(this.outDir, relPath), { force: true });
      emptied.add(path.dirname(path.join(this.outDir, relPath)));
    }
    for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
      for (let folder = dir; folder.length > this.outDir.length; folder = path.dirname(folder)) {
        if (!existsSync(folder) || readdirSync(folder).length > 0) break;
        rmdirSync(folder);
      }
    }
  }

  /**
   * Where `relPath` is written now: in place, the temp folder's next file; else its path in the temp folder, its folder
   * made.
   */
  private target(relPath: string): string {
    // Nothing is written anywhere but inside the output folder, whatever made the path.
    const target = insideFolder(this.tempDir, relPath);
    this.made.push(relPath.split(path.sep).join('/'));
    if (this.inPlace) return path.join(this.tempDir, String(this.made.length - 1));
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      for (let dir = folder; dir.length > this.tempDir.length && !this.folders.has(dir); dir = path.dirname(dir))
        this.folders.add(dir);
    }
    return target;
  }

  /** What the next build needs to keep the file (without a record file, nothing: every file is made again). */
  private record(relPath: string, key: string, file: string): void {
    if (!this.recordFile) return;
    const info = statSync(file);
    this.records[relPath.split(path.sep).join('/')] = { key, size: info.size, mtimeMs: info.mtimeMs };
  }
}
