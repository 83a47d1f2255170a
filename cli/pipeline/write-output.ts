/**
 * Everything is written to a temp folder beside --out-dir, then swapped in by rename: a
 * failed build never leaves a half-written site, and the previous output stays as it was.
 */
import { mkdir, rename, rm, writeFile, copyFile, readdir, link } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where a build writes its files (see OutputWriter and, for serve, LiveOutput). */
export interface Output {
  readonly outDir: string;
  /** The folder the files are written to now: paths given to write() and copy() are relative to it. */
  readonly base: string;
  init(): Promise<void>;
  write(relPath: string, contents: string | Uint8Array): Promise<void>;
  copy(source: string, relPath: string): Promise<void>;
  copyDir(source: string, relPath: string, filter?: (name: string) => boolean): Promise<void>;
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
  return files;
}

/** Hard-links `source` to `target` (serve's rebuilds: no bytes copied again), or copies it. */
export async function linkOrCopy(source: string, target: string, tryLink: boolean): Promise<void> {
  if (tryLink) {
    try {
      await link(source, target);
      return;
    } catch {
      // another file system, or links not allowed: copy instead
    }
  }
  await copyFile(source, target);
}

export class OutputWriter implements Output {
  readonly tempDir: string;
  private written = 0;

  /** link: hard-link copied files (serve's rebuilds) instead of copying their bytes again. */
  constructor(readonly outDir: string, private readonly link = false) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  }

  get base(): string {
    return this.tempDir;
  }

  async init(): Promise<void> {
    await rm(this.tempDir, { recursive: true, force: true });
    await mkdir(this.tempDir, { recursive: true });
  }

  async write(relPath: string, contents: string | Uint8Array): Promise<void> {
    const target = path.join(this.tempDir, relPath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
    this.written += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  }

  async copy(source: string, relPath: string): Promise<void> {
    const target = path.join(this.tempDir, relPath);
    await mkdir(path.dirname(target), { recursive: true });
    await linkOrCopy(source, target, this.link);
  }

  /** Copies a folder's files (recursively), skipping dot files. */
  async copyDir(source: string, relPath: string, filter: (name: string) => boolean = () => true): Promise<void> {
    for (const [from, rel] of await filesOf(source, filter)) await this.copy(from, path.join(relPath, rel));
  }

  get bytesWritten(): number {
    return this.written;
  }

  /** Swap the finished temp folder in for the output folder. */
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
  }

  async abort(): Promise<void> {
    await rm(this.tempDir, { recursive: true, force: true });
  }
}
