/**
 * What the previous one-shot build made of each docs file it read: a page's front matter (its
 * fields, where the body starts, the warnings about unknown keys) and a category file's
 * metadata, by file and content hash. A rebuild still reads every file (its hash keys the
 * compile cache), but parses again only those whose bytes changed: parsing the YAML of the
 * bundled docs' ~110 files took ~40 ms of every rebuild. Kept with v8's serialisation, which
 * keeps what YAML can give and JSON cannot (a date in `sidebar_custom_props`). A file that does
 * not parse is never kept: its error is made again, with its place, on every build.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { HubDocsError, type Location } from '../errors.js';
import { bodyOf, type FrontMatter, type ParsedSource } from './front-matter.js';
import type { CategoryMeta } from './category-meta.js';
import { tempFileFor } from '../temp-file.js';

interface KeptWarning {
  message: string;
  location?: Location;
  hint?: string;
}

interface KeptPage {
  hash: string;
  frontMatter: FrontMatter;
  /** Length of the front-matter block (blanked out of the body). */
  lead: number;
  warnings: KeptWarning[];
}

/** What a kept entry was made by: another parser or schema (a new hub-docs) may read the same bytes otherwise. */
const FORMAT = 'yaml+zod-1';

interface Kept {
  format?: string;
  pages: Record<string, KeptPage>;
  categories: Record<string, { hash: string; meta: CategoryMeta }>;
}

export class ScanCache {
  private readonly previous: Kept;
  private readonly next: Kept = { format: FORMAT, pages: {}, categories: {} };
  private changed = false;

  /** `file`: where the cache is kept (the site's folder in the cache folder). */
  constructor(private readonly file: string) {
    let previous: Kept = { pages: {}, categories: {} };
    try {
      const kept = deserialize(readFileSync(file)) as Kept;
      if (kept.format === FORMAT) previous = kept;
    } catch {
      // None yet, or from another version of Node: parse everything.
    }
    this.previous = previous;
  }

  /** The page as parsed from these bytes before, or what `parse` makes of them now. */
  page(file: string, hash: string, raw: string, parse: () => ParsedSource): ParsedSource {
    const kept = this.previous.pages[file];
    if (kept?.hash === hash) {
      this.next.pages[file] = kept;
      return {
        frontMatter: kept.frontMatter,
        body: bodyOf(raw, kept.lead),
        lead: kept.lead,
        warnings: kept.warnings.map((w) => new HubDocsError(w.message, { location: w.location, hint: w.hint })),
      };
    }
    const parsed = parse();
    this.changed = true;
    this.next.pages[file] = {
      hash,
      frontMatter: parsed.frontMatter,
      lead: parsed.lead,
      warnings: parsed.warnings.map((w) => ({ message: w.message, location: w.location, hint: w.hint })),
    };
    return parsed;
  }

  /** The category file's metadata as read from these bytes before, or what `read` makes of them now. */
  category(file: string, hash: string, read: () => CategoryMeta): CategoryMeta {
    const kept = this.previous.categories[file];
    if (kept?.hash === hash) {
      this.next.categories[file] = kept;
      return kept.meta;
    }
    const meta = read();
    this.changed = true;
    this.next.categories[file] = { hash, meta };
    return meta;
  }

  /** Keeps what this build read (and only that: files gone since are dropped), if anything changed. */
  save(): void {
    const dropped =
      Object.keys(this.previous.pages).length !== Object.keys(this.next.pages).length ||
      Object.keys(this.previous.categories).length !== Object.keys(this.next.categories).length;
    if (!this.changed && !dropped) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = tempFileFor(this.file);
    writeFileSync(temp, serialize(this.next));
    renameSync(temp, this.file);
  }
}
