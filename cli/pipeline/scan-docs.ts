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
import { parseDocument } from 'yaml';
import { parseFrontMatter, type FrontMatter, type ParsedSource } from './front-matter.js';
import type { ScanCache } from './scan-cache.js';
import { listDocsFiles, readSourceText } from './docs-files.js';
import type { CategoryMeta } from './category-meta.js';

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

/** `siteDir`: the site's folder, which symbolic links in the docs must point into (default: the docs folder's parent). */
export async function scanDocs(options: { docsDir: string; siteDir?: string; includeDrafts: boolean; exclude?: string[]; memory?: ScanMemory; cache?: ScanCache; optional?: boolean }): Promise<ScannedDocs> {
  const docsDir = path.resolve(options.docsDir);
  // A site of other pages (a blog-only Docusaurus site, `docs: false`) has no docs folder: no docs.
  if (options.optional && !existsSync(docsDir)) return { docsDir, pages: [], categories: new Map(), warnings: [] };
  if (!existsSync(docsDir) || !statSync(docsDir).isDirectory()) {
    throw new HubDocsError(`cannot read the docs folder ${docsDir}`, { hint: 'pass --docs-dir DIR with a folder of .md/.mdx pages, or set docs.path in the config' });
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
    if (relPath.split('/').some((part) => part.startsWith('.') || (part.startsWith('_') && !CATEGORY_FILES.includes(part)))) return null;
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
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems in the docs' front matter and category files`);
  if (pages.length === 0) throw new HubDocsError(`no pages found in ${docsDir}`, { hint: 'add .md or .mdx files, or pass --docs-dir DIR' });
  return { docsDir, pages, categories, warnings };
}

/** serve's memory skips unchanged files; a one-shot build's cache skips parsing them. */
function readPage(file: string, memory: ScanMemory | undefined, cache: ScanCache | undefined): ParsedSource & { hash: string } {
  const info = memory ? statSync(file) : null;
  const known = memory?.get(file);
  if (known && info && known.size === info.size && known.mtimeMs === info.mtimeMs) return known;
  const raw = readSourceText(file);
  const hash = createHash('sha256').update(raw).digest('hex');
  const page = { ...(cache ? cache.page(file, hash, raw, () => parseFrontMatter(raw, file)) : parseFrontMatter(raw, file)), hash };
  if (memory && info) memory.set(file, { size: info.size, mtimeMs: info.mtimeMs, ...page });
  return page;
}

/** A folder's category file: Docusaurus reads _category_.json and _category_.yml (or .yaml). */
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

function readCategory(file: string, dir: string, cache: ScanCache | undefined): CategoryMeta {
  const raw = readSourceText(file);
  return cache ? cache.category(file, createHash('sha256').update(raw).digest('hex'), () => parseCategory(raw, file, dir)) : parseCategory(raw, file, dir);
}

function parseCategory(raw: string, file: string, dir: string): CategoryMeta {
  const name = path.basename(file);
  const document = parseDocument(raw, { prettyErrors: false });
  const problem = document.errors[0];
  if (problem) {
    const [line, column] = problem.linePos?.[0] ? [problem.linePos[0].line, problem.linePos[0].col] : [1, 1];
    throw new HubDocsError(`invalid ${name.endsWith('.json') ? 'JSON' : 'YAML'} in ${name}: ${problem.message.split('\n')[0]}`, { location: { file, line, column }, hint: name.endsWith('.json') ? 'fix the JSON syntax (double quotes, no trailing commas)' : 'fix the YAML syntax' });
  }
  const d = document.toJS() as Record<string, unknown> | null;
  const at = (key: string) => {
    const node = document.getIn([key], true) as { range?: [number, number] } | undefined;
    const offset = node?.range?.[0];
    if (offset === undefined) return { file };
    const before = raw.slice(0, offset).split('\n');
    return { file, line: before.length, column: before[before.length - 1].length + 1 };
  };
  const fail = (key: string, expected: string) => new HubDocsError(`${name} field "${key}" must be ${expected}`, { location: at(key), hint: `fix "${key}"` });
  if (typeof d !== 'object' || d === null || Array.isArray(d)) throw fail('(root)', 'an object');
  if (d.label !== undefined && typeof d.label !== 'string') throw fail('label', 'a string');
  if (d.position !== undefined && typeof d.position !== 'number') throw fail('position', 'a number');
  if (d.collapsed !== undefined && typeof d.collapsed !== 'boolean') throw fail('collapsed', 'true or false');
  if (d.collapsible !== undefined && typeof d.collapsible !== 'boolean') throw fail('collapsible', 'true or false');
  if (d.className !== undefined && typeof d.className !== 'string') throw fail('className', 'a string');
  let link: CategoryMeta['link'];
  const l = d.link as Record<string, unknown> | null | undefined;
  if (l === null) link = null;
  else if (l !== undefined) {
    if (l.type === 'generated-index') link = { type: 'generated-index', slug: l.slug as string | undefined, title: l.title as string | undefined, description: l.description as string | undefined };
    else if (l.type === 'doc' && typeof l.id === 'string') link = { type: 'doc', id: l.id };
    else throw fail('link', '{ "type": "generated-index" } or { "type": "doc", "id": "..." }');
  }
  return { dir, label: d.label as string | undefined, position: d.position as number | undefined, collapsed: d.collapsed as boolean | undefined, collapsible: d.collapsible as boolean | undefined, className: d.className as string | undefined, link };
}
