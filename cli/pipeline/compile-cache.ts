/**
 * Content-hash cache of compiled pages: an unchanged page is never recompiled. The key
 * covers the page's bytes, its route, the compiler and everything it is given (siteCompileKey:
 * the whole config but functions, build-only fields too, and the route map: links are
 * rewritten at compile time). Images and partials are re-verified on every hit, since a page
 * can stay the same while an image it shows or a partial it includes changes. A page with
 * problems is not kept.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile, rename } from 'node:fs/promises';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import path from 'node:path';
import type { CompiledPage } from './compile-page.js';
import { tempFileFor } from '../temp-file.js';

/** A compiled page's file in the cache folder: key + this (V8's serialisation of the CompiledPage, but its HTML). */
const ENTRY = '.v8';
/** Its HTML beside it, key + this: read only for a page that must be rendered (contentHtml). */
const HTML = '.html';
/** The list of a compiler's last build's keys: this, the compiler's fingerprint, `.json`. */
const LAST_BUILD = 'last-build-';
/** Compilers whose entries are kept (see retain): the tests from the sources, the compiled CLI, the bench's. */
const KEEP_COMPILERS = 3;

/** A compiled page's final HTML (it has some: htmlHash), from the compile or from the compile cache's file. */
export function contentHtml(page: CompiledPage): string {
  return page.html ?? readFileSync(page.htmlFile!, 'utf8');
}

export class CompileCache {
  private memory = new Map<string, CompiledPage>();
  /** The keys this process read or wrote: what a build of several locales keeps (retain). */
  readonly used = new Set<string>();
  /**
   * `lazyHtml`: a page read from the folder leaves its HTML there until it must be rendered
   * (contentHtml), for a one-shot build, which renders few of its pages again: HTML is most of
   * an entry (~2 of the ~4 MB the bundled docs' ~120 entries held as strings). A serve session
   * reads it with the entry: it keeps pages for its lifetime, while other builds may remove files.
   */
  constructor(
    private dir: string | null,
    private readonly lazyHtml = false,
  ) {}

  static key(parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  async get(key: string): Promise<CompiledPage | null> {
    this.used.add(key);
    let page = this.memory.get(key) ?? null;
    if (!page && this.dir) {
      try {
        // Read synchronously: a few hundred reads through the thread pool's queue, each four round
        // trips (open, stat, read, close), left the process waiting ~40 ms on a warm rebuild. V8's
        // serialisation reads back in about half the time JSON takes (the strings are copied).
        const file = path.join(this.dir, key.slice(0, 2), key);
        page = deserialize(readFileSync(file + ENTRY)) as CompiledPage;
        if (page.htmlHash !== null) {
          if (this.lazyHtml) page.htmlFile = file + HTML;
          else page.html = readFileSync(file + HTML, 'utf8');
        }
      } catch {
        return null;
      }
    }
    if (page && (!imagesUnchanged(page) || !dependenciesUnchanged(page))) return null;
    if (page) this.memory.set(key, page);
    return page;
  }

  /**
   * Keeps the entries of this build, and removes those the previous one-shot build of the same
   * compiler used that this one did not (an edited page's older compile): without it the folder
   * grew with every edit. The keys of the last build are kept beside the entries, one list per
   * compiler (`compiler`: its fingerprint), so two versions of hub-docs building the same site
   * (a checkout's tests and its compiled CLI) never remove each other's entries. Only the
   * KEEP_COMPILERS compilers that built the site last keep theirs: an older hub-docs' entries, or
   * an earlier compile's, go with their list (every upgrade of hub-docs left a whole site's
   * compile cache behind).
   */
  retain(keys: Iterable<string>, compiler: string): void {
    if (!this.dir) return;
    const list = path.join(this.dir, `${LAST_BUILD}${compiler}.json`);
    const used = new Set(keys);
    const drop = (listFile: string, except: Set<string>) => {
      let previous: string[] = [];
      try {
        previous = JSON.parse(readFileSync(listFile, 'utf8')) as string[];
      } catch {
        // None yet.
      }
      for (const key of previous) {
        if (except.has(key)) continue;
        rmSync(path.join(this.dir!, key.slice(0, 2), key + ENTRY), { force: true });
        rmSync(path.join(this.dir!, key.slice(0, 2), key + HTML), { force: true });
      }
    };
    drop(list, used);
    mkdirSync(this.dir, { recursive: true });
    const temp = tempFileFor(list);
    writeFileSync(temp, JSON.stringify([...used]));
    renameSync(temp, list);
    // Other compilers' lists, most recently written first: past the KEEP_COMPILERS most recent (this one's included),
    // their entries go.
    const others = readdirSync(this.dir)
      .filter((name) => name.startsWith(LAST_BUILD) && name.endsWith('.json') && path.join(this.dir!, name) !== list)
      .map((name) => ({ file: path.join(this.dir!, name), at: statSync(path.join(this.dir!, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { file } of others.slice(KEEP_COMPILERS - 1)) {
      drop(file, used);
      rmSync(file, { force: true });
    }
  }

  async set(key: string, page: CompiledPage): Promise<void> {
    this.used.add(key);
    // A page with problems is compiled again next time: what it lacked (an image, a partial) may be there by then.
    if (page.errors.length > 0) return;
    this.memory.set(key, page);
    if (!this.dir) return;
    const folder = path.join(this.dir, key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const temp = tempFileFor(path.join(folder, key));
    // The HTML first: an entry is never without it.
    if (page.html !== null) {
      await writeFile(temp, page.html);
      await rename(temp, path.join(folder, key + HTML));
    }
    const { htmlFile: _, ...kept } = page;
    await writeFile(temp, serialize({ ...kept, html: null }));
    await rename(temp, path.join(folder, key + ENTRY));
  }
}

function imagesUnchanged(page: CompiledPage): boolean {
  return page.images.every((image) => {
    try {
      const hash = createHash('sha256').update(readFileSync(image.source)).digest('hex').slice(0, 10);
      return image.output.includes(`-${hash}.`);
    } catch {
      return false;
    }
  });
}

function dependenciesUnchanged(page: CompiledPage): boolean {
  return (page.dependencies ?? []).every((dependency) => {
    try {
      return createHash('sha256').update(readFileSync(dependency.file, 'utf8')).digest('hex') === dependency.hash;
    } catch {
      return false;
    }
  });
}
