/**
 * Everything is written to a temp folder beside --out-dir, then swapped in by rename: a
 * failed build never leaves a half-written site, and the previous output stays as it was.
 */
import { mkdir, rename, rm, writeFile, copyFile, readdir, link } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export class OutputWriter {
  readonly tempDir: string;
  private written = 0;

  /** link: hard-link copied files (serve's rebuilds) instead of copying their bytes again. */
  constructor(readonly outDir: string, private readonly link = false) {
    this.tempDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
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
    if (this.link) {
      try {
        await link(source, target);
        return;
      } catch {
        // another file system, or links not allowed: copy instead
      }
    }
    await copyFile(source, target);
  }

  /** Copies a folder's files (recursively), skipping dot files. */
  async copyDir(source: string, relPath: string, filter: (name: string) => boolean = () => true): Promise<void> {
    if (!existsSync(source)) return;
    for (const entry of await readdir(source, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || entry.name.startsWith('.') || !filter(entry.name)) continue;
      const from = path.join(entry.parentPath, entry.name);
      await this.copy(from, path.join(relPath, path.relative(source, from)));
    }
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
