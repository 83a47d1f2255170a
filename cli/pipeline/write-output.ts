/**
 * Where a build writes its files. `hub-docs build` writes a temp folder beside --out-dir and
 * swaps it in by rename (OutputWriter): a failed build never leaves a half-written site, and
 * the previous output stays exactly as it was. serve updates its own folder in place
 * (LiveOutput). Both keep a file of the previous build that was made from the same inputs
 * (`reuse`, by the key the build gives it) instead of making it again: a rebuild after a
 * one-page edit renders and writes that page, and hard-links the rest from the previous output.
 */
import { mkdir, rename, rm, writeFile, copyFile, readdir, link, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
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
  const info = await stat(source);
  return { key: `copy\0${source}\0${info.size}\0${info.mtimeMs}`, size: info.size };
}

interface FileRecord {
  key: string;
  size: number;
  mtimeMs: number;
}

/** What a build wrote (path → record), kept in the cache folder so the next build can reuse files. */
type BuildRecord = Record<string, FileRecord>;

export class OutputWriter implements Output {
  readonly tempDir: string;
  private previous: BuildRecord = {};
  private records: BuildRecord = {};
  private bytes = 0;

  /** `recordFile`: where the record of this output folder is kept; null: make every file (--no-cache). */
  constructor(readonly outDir: string, private readonly recordFile: string | null) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  }

  get base(): string {
    return this.tempDir;
  }

  async init(): Promise<void> {
    await rm(this.tempDir, { recursive: true, force: true });
    await mkdir(this.tempDir, { recursive: true });
    if (this.recordFile && existsSync(this.outDir)) this.previous = JSON.parse(await readFile(this.recordFile, 'utf8').catch(() => '{}')) as BuildRecord;
  }

  async write(relPath: string, contents: string | Uint8Array, key?: string): Promise<void> {
    const target = path.join(this.tempDir, relPath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
    this.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    if (key !== undefined) await this.record(relPath, key, target);
  }

  async reuse(relPath: string, key: string): Promise<boolean> {
    const before = this.previous[relPath];
    if (!before || before.key !== key) return false;
    const old = path.join(this.outDir, relPath);
    try {
      // Unchanged since that build (nothing edited the output folder by hand).
      const info = await stat(old);
      if (info.size !== before.size || info.mtimeMs !== before.mtimeMs) return false;
      const target = path.join(this.tempDir, relPath);
      await mkdir(path.dirname(target), { recursive: true });
      await link(old, target);
    } catch {
      return false;
    }
    this.records[relPath] = before;
    this.bytes += before.size;
    return true;
  }

  async copy(source: string, relPath: string): Promise<void> {
    const { key, size } = await copyKey(source);
    if (await this.reuse(relPath, key)) return;
    const target = path.join(this.tempDir, relPath);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    this.bytes += size;
    await this.record(relPath, key, target);
  }

  async copyDir(source: string, relPath: string, filter: (name: string) => boolean = () => true): Promise<void> {
    await inBatches(await filesOf(source, filter), FILES_AT_ONCE, ([from, rel]) => this.copy(from, path.join(relPath, rel)));
  }

  get bytesWritten(): number {
    return this.bytes;
  }

  /** Swap the finished temp folder in for the output folder, then keep the record of what it holds. */
  async commit(): Promise<void> {
    const old = `${this.tempDir}-old`;
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) await rename(this.outDir, old);
    try {
      await rename(this.tempDir, this.outDir);
    } catch (error) {
      if (hadOutput) await rename(old, this.outDir);
      throw error;
    }
    if (hadOutput) await rm(old, { recursive: true, force: true });
    if (this.recordFile) {
      await mkdir(path.dirname(this.recordFile), { recursive: true });
      const temp = `${this.recordFile}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(this.records));
      await rename(temp, this.recordFile);
    }
  }

  async abort(): Promise<void> {
    await rm(this.tempDir, { recursive: true, force: true });
  }

  private async record(relPath: string, key: string, file: string): Promise<void> {
    if (!this.recordFile) return;
    const info = await stat(file);
    this.records[relPath] = { key, size: info.size, mtimeMs: info.mtimeMs };
  }
}
