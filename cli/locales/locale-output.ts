/**
 * One locale's view of the output every locale of a build writes into: its files under its folder
 * ("fr/"), its init, commit and abort left to the build of all locales (build-locales.ts), which
 * commits once, when every locale is written: a failed locale leaves the previous output as it was.
 * `hub-docs serve --locale fr` writes its one locale under fr/ of serve's folder through it too.
 */
import path from 'node:path';
import type { Output } from '../pipeline/write-output.js';
import { SEARCH_MANIFEST_FILE, type SearchManifest } from '../../theme/types.js';

export class LocaleOutput implements Output {
  /**
   * The search manifest this locale's build wrote (folders relative to its own), which the build of
   * all locales lists in the root's (site-search-manifest.ts). The default locale's is written there
   * only: the root's manifest is that one.
   */
  searchManifest: SearchManifest | null = null;

  constructor(
    private readonly shared: Output,
    /** "" for the default locale, else "<locale>/". */
    private readonly prefix: string,
    /** serve --locale: the only locale in serve's folder, so this view starts, commits and aborts it. */
    private readonly owns = false,
  ) {}

  get outDir(): string {
    return this.shared.outDir;
  }

  get base(): string {
    return path.join(this.shared.base, this.prefix);
  }

  get bytesWritten(): number {
    return this.shared.bytesWritten;
  }

  async init(): Promise<void> {
    if (this.owns) await this.shared.init();
  }

  write(relPath: string, contents: string | Uint8Array, key?: string): Promise<void> {
    if (relPath === SEARCH_MANIFEST_FILE && !this.owns) {
      this.searchManifest = JSON.parse(String(contents)) as SearchManifest;
      if (this.prefix === '') return Promise.resolve();
    }
    return this.shared.write(this.prefix + relPath, contents, key);
  }

  reuse(relPath: string, key: string): Promise<boolean> {
    return this.shared.reuse(this.prefix + relPath, key);
  }

  copy(source: string, relPath: string): Promise<void> {
    return this.shared.copy(source, this.prefix + relPath);
  }

  copyDir(source: string, relPath: string, filter?: (name: string) => boolean): Promise<void> {
    return this.shared.copyDir(source, this.prefix + relPath, filter);
  }

  async commit(): Promise<void> {
    if (this.owns) await this.shared.commit();
  }

  async abort(): Promise<void> {
    if (this.owns) await this.shared.abort();
  }
}
