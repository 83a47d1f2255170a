/**
 * scanDocs: find the pages and category files (`_category_.json|yml`) of a docs folder and
 * parse each page's front matter. Files and folders starting with "_" or "." are not pages
 * (partials), nor files the config's `docs.exclude` globs match. Every bad file is reported (a
 * file that is not UTF-8 too); symbolic links are followed inside the site (docs-files.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import picomatch from 'picomatch';
import { parseFrontMatter, type FrontMatter, type ParsedSource } from './front-matter.js';
import type { ScanCache } from './scan-cache.js';
import { listDocsFiles, readSourceText } from './docs-files.js';
import { categoryFileSchema, type CategoryMeta } from './category-meta.js';
import { expectationOf, parseYaml, validateData } from './located-data.js';

export type { CategoryMeta };

export interface DocFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the docs folder, with "/" separators: "core-concepts/canonical-data.mdx". */
  relPath: string;
  frontMatter: FrontMatter;
  /** MDX body, front matter blanked out (same line numbers as the file). */
  body: string;
  /** Hash of the file's bytes: the compile cache key. */
  hash: string;
}

export interface ScannedDocs {
  docsDir: string;
  pages: DocFile[];
  categories: Map<string, CategoryMeta>;
  /** Front-matter keys hub-docs does not use, each at its file:line. */
  warnings: HubDocsError[];
}

/**
 * serve: the pages read by earlier scans, by absolute path, with the size and mtime they were
 * read at. A page whose file has neither changed is not read or parsed again.
 */
export type ScanMemory = Map<string, { size: number; mtimeMs: number } & ParsedSource & { hash: string }>;

/**
 * `siteDir`: the site's folder, which symbolic links in the docs must point into (default: the docs folder's parent).
 */
export async function scanDocs(options: {
  docsDir: string;
  siteDir?: string;
  includeDrafts: boolean;
  exclude?: string[];
  memory?: ScanMemory;
  cache?: ScanCache;
  optional?: boolean;
}): Promise<ScannedDocs> {
  const docsDir = path.resolve(options.docsDir);
  // A site of other pages (a blog-only Docusaurus site, `docs: false`) has no docs folder: no docs.
  if (options.optional && !existsSync(docsDir)) return { docsDir, pages: [], categories: new Map(), warnings: [] };
  if (!existsSync(docsDir) || !statSync(docsDir).isDirectory()) {
    throw new HubDocsError(`cannot read the docs folder ${docsDir}`, {
      hint: 'pass --docs-dir DIR with a folder of .md/.mdx pages, or set docs.path in the config',
    });
  }
  const listed = listDocsFiles(docsDir, path.resolve(options.siteDir ?? path.dirname(docsDir)));
  const excluded = options.exclude?.length ? picomatch(options.exclude, { dot: true }) : () => false;
  const pages: DocFile[] = [];
  const categories = new Map<string, CategoryMeta>();
  const errors: HubDocsError[] = [];
  const warnings: HubDocsError[] = [...listed.warnings];
  const files = listed.files;
  // Read synchronously, in file order: a hundred small reads through the thread pool's queue cost
  // several times what they cost one after the other.
  const read = files.map((file) => {
    const relPath = path.relative(docsDir, file).split(path.sep).join('/');
    const name = path.basename(file);
    if (
      relPath
        .split('/')
        .some((part) => part.startsWith('.') || (part.startsWith('_') && !CATEGORY_FILES.includes(part)))
    )
      return null;
    if (excluded(relPath)) return null;
    try {
      if (CATEGORY_FILES.includes(name)) {
        const dir = path.posix.dirname(relPath) === '.' ? '' : path.posix.dirname(relPath);
        return { kind: 'category' as const, category: readCategory(file, dir, options.cache) };
      }
      if (!/\.mdx?$/.test(file)) return null;
      return { kind: 'page' as const, file, relPath, page: readPage(file, options.memory, options.cache) };
    } catch (error) {
      if (error instanceof HubDocsError || error instanceof HubDocsErrorList) return { kind: 'error' as const, error };
      throw error;
    }
  });
  for (const entry of read) {
    if (!entry) continue;
    if (entry.kind === 'category') categories.set(entry.category.dir, entry.category);
    else if (entry.kind === 'error') {
      // Every bad file is reported, not the first only.
      if (entry.error instanceof HubDocsErrorList) errors.push(...entry.error.errors);
      else errors.push(entry.error);
    } else {
      const { file, relPath, page } = entry;
      warnings.push(...page.warnings);
      if (page.frontMatter.draft && !options.includeDrafts) continue;
      pages.push({ file, relPath, frontMatter: page.frontMatter, body: page.body, hash: page.hash });
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1)
    throw new HubDocsErrorList(errors, `${errors.length} problems in the docs' front matter and category files`);
  if (pages.length === 0)
    throw new HubDocsError(`no pages found in ${docsDir}`, { hint: 'add .md or .mdx files, or pass --docs-dir DIR' });
  return { docsDir, pages, categories, warnings };
}

/** serve's memory skips unchanged files; a one-shot build's cache skips parsing them. */
function readPage(
  file: string,
  memory: ScanMemory | undefined,
  cache: ScanCache | undefined,
): ParsedSource & { hash: string } {
  const info = memory ? statSync(file) : null;
  const known = memory?.get(file);
  if (known && info && known.size === info.size && known.mtimeMs === info.mtimeMs) return known;
  const raw = readSourceText(file);
  const hash = createHash('sha256').update(raw).digest('hex');
  const page = {
    ...(cache ? cache.page(file, hash, raw, () => parseFrontMatter(raw, file)) : parseFrontMatter(raw, file)),
    hash,
  };
  if (memory && info) memory.set(file, { size: info.size, mtimeMs: info.mtimeMs, ...page });
  return page;
}

/** A folder's category file: Docusaurus reads _category_.json and _category_.yml (or .yaml). */
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

function readCategory(file: string, dir: string, cache: ScanCache | undefined): CategoryMeta {
  const raw = readSourceText(file);
  return cache
    ? cache.category(file, createHash('sha256').update(raw).digest('hex'), () => parseCategory(raw, file, dir))
    : parseCategory(raw, file, dir);
}

function parseCategory(raw: string, file: string, dir: string): CategoryMeta {
  const name = path.basename(file);
  const json = name.endsWith('.json');
  const data = parseYaml(raw, file, {
    what: `invalid ${json ? 'JSON' : 'YAML'} in ${name}`,
    hint: json ? 'fix the JSON syntax (double quotes, no trailing commas)' : 'fix the YAML syntax',
  });
  const meta = validateData(categoryFileSchema, data, file, (problem) => {
    const expected = expectationOf(problem);
    const what = problem.path.length === 0 ? name : `${name} field "${problem.field}"`;
    return {
      message: `${what} ${problem.message}`,
      hint: expected
        ? `write ${problem.path.length === 0 ? name : problem.field} as ${expected}`
        : `fix "${problem.field}" (or remove it)`,
    };
  });
  const { customProps: _props, description: _description, ...shown } = meta;
  return { dir, ...shown };
}
