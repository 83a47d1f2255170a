/**
 * serve's output: files are updated in place, and only those whose key, contents or (for
 * copies) source changed since the last build are written; files a build no longer produces
 * are removed when it commits. A rebuild after a one-line edit writes a handful of files
 * instead of the whole site. The folder is serve's own (under the cache folder), so readers
 * never see it half-written: the reload event is sent once a build's files are in place.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyKey, filesOf, FILES_AT_ONCE, inBatches, linkOrCopy, type Output } from './write-output.js';
import { insideFolder } from './output-path.js';

interface Entry {
  /**
   * A key given by the build (`key:…`), or the contents as they are (cheaper to compare than to hash); null: unknown.
   */
  fingerprint: string | Uint8Array | null;
  bytes: number;
}

export class LiveOutput implements Output {
  /** What is on disk, by path relative to the folder; empty until the first build committed. */
  private onDisk = new Map<string, Entry>();
  private current = new Map<string, Entry>();
  private fresh = true;
  /** Between init() and commit(): files on disk may already be this build's. */
  private writing = false;

  constructor(readonly outDir: string) {}

  get base(): string {
    return this.outDir;
  }

  async init(): Promise<void> {
    this.current = new Map();
    this.writing = true;
    if (!this.fresh) return;
    // Whatever an earlier session left there is unknown: start from an empty folder.
    await rm(this.outDir, { recursive: true, force: true });
    await mkdir(this.outDir, { recursive: true });
    this.fresh = false;
  }

  async write(relPath: string, contents: string | Uint8Array, key?: string): Promise<void> {
    const target = insideFolder(this.outDir, relPath);
    const bytes = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    if (this.unchanged(relPath, { fingerprint: key === undefined ? contents : `key:${key}`, bytes })) return;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
  }

  async reuse(relPath: string, key: string): Promise<boolean> {
    const before = this.onDisk.get(relPath);
    if (before?.fingerprint !== `key:${key}`) return false;
    this.current.set(relPath, before);
    return true;
  }

  async copy(source: string, relPath: string): Promise<void> {
    const target = insideFolder(this.outDir, relPath);
    const { key, size } = await copyKey(source);
    if (this.unchanged(relPath, { fingerprint: key, bytes: size })) return;
    await mkdir(path.dirname(target), { recursive: true });
    await rm(target, { force: true });
    await linkOrCopy(source, target);
  }

  async copyDir(source: string, relPath: string, filter: (name: string) => boolean = () => true): Promise<void> {
    await inBatches(await filesOf(source, filter), FILES_AT_ONCE, ([from, rel]) =>
      this.copy(from, path.join(relPath, rel)),
    );
  }

  get bytesWritten(): number {
    let bytes = 0;
    for (const entry of this.current.values()) bytes += entry.bytes;
    return bytes;
  }

  async commit(): Promise<void> {
    for (const relPath of this.onDisk.keys())
      if (!this.current.has(relPath)) await rm(path.join(this.outDir, relPath), { force: true });
    this.onDisk = this.current;
    this.writing = false;
  }

  /**
   * A build that failed before writing left the folder as it was (serve keeps serving the last
   * good site). One that failed while writing left a mix: the next build rewrites every file
   * and still removes those no longer produced.
   */
  async abort(): Promise<void> {
    if (!this.writing) return;
    for (const [relPath, entry] of this.current) this.onDisk.set(relPath, { ...entry, fingerprint: null });
    for (const entry of this.onDisk.values()) entry.fingerprint = null;
    this.writing = false;
  }

  private unchanged(relPath: string, entry: Entry): boolean {
    this.current.set(relPath, entry);
    const before = this.onDisk.get(relPath);
    const [a, b] = [before?.fingerprint ?? null, entry.fingerprint];
    if (a === null || b === null) return false;
    return typeof a === 'string' || typeof b === 'string'
      ? a === b
      : Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
  }
}
