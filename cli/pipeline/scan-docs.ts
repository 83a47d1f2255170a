/**
 * scanDocs: find the pages and `_category_.json` files of a docs folder and parse each
 * page's front matter. Files and folders starting with "_" or "." are not pages.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HubDocsError } from '../errors.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';

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

export interface CategoryMeta {
  /** Folder relative to the docs folder ("" is the root). */
  dir: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string } | null;
}

export interface ScannedDocs {
  docsDir: string;
  pages: DocFile[];
  categories: Map<string, CategoryMeta>;
}

/**
 * serve: the pages read by earlier scans, by absolute path, with the size and mtime they were
 * read at. A page whose file has neither changed is not read or parsed again.
 */
export type ScanMemory = Map<string, { size: number; mtimeMs: number; frontMatter: FrontMatter; body: string; hash: string }>;

export async function scanDocs(options: { docsDir: string; includeDrafts: boolean; memory?: ScanMemory }): Promise<ScannedDocs> {
  const docsDir = path.resolve(options.docsDir);
  const entries = await readdir(docsDir, { recursive: true, withFileTypes: true }).catch((cause) => {
    throw new HubDocsError(`cannot read the docs folder ${docsDir}`, { hint: 'pass --docs-dir DIR with a folder of .md/.mdx pages', cause });
  });
  const pages: DocFile[] = [];
  const categories = new Map<string, CategoryMeta>();
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .sort();
  for (const file of files) {
    const relPath = path.relative(docsDir, file).split(path.sep).join('/');
    if (relPath.split('/').some((part) => part.startsWith('.') || (part.startsWith('_') && part !== '_category_.json'))) continue;
    if (path.basename(file) === '_category_.json') {
      const dir = path.posix.dirname(relPath);
      categories.set(dir === '.' ? '' : dir, await readCategory(file, dir === '.' ? '' : dir));
      continue;
    }
    if (!/\.mdx?$/.test(file)) continue;
    const { frontMatter, body, hash } = await readPage(file, options.memory);
    if (frontMatter.draft && !options.includeDrafts) continue;
    pages.push({ file, relPath, frontMatter, body, hash });
  }
  if (pages.length === 0) throw new HubDocsError(`no pages found in ${docsDir}`, { hint: 'add .md or .mdx files, or pass --docs-dir DIR' });
  return { docsDir, pages, categories };
}

async function readPage(file: string, memory: ScanMemory | undefined): Promise<{ frontMatter: FrontMatter; body: string; hash: string }> {
  const info = memory ? await stat(file) : null;
  const known = memory?.get(file);
  if (known && info && known.size === info.size && known.mtimeMs === info.mtimeMs) return known;
  const raw = await readFile(file, 'utf8');
  const page = { ...parseFrontMatter(raw, file), hash: createHash('sha256').update(raw).digest('hex') };
  if (memory && info) memory.set(file, { size: info.size, mtimeMs: info.mtimeMs, ...page });
  return page;
}

async function readCategory(file: string, dir: string): Promise<CategoryMeta> {
  const raw = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (cause) {
    const offset = Number(/position (\d+)/.exec(String((cause as Error).message))?.[1] ?? 0);
    const before = raw.slice(0, offset).split('\n');
    throw new HubDocsError(`invalid JSON in _category_.json: ${(cause as Error).message}`, { location: { file, line: before.length, column: before[before.length - 1].length + 1 }, hint: 'fix the JSON syntax (double quotes, no trailing commas)' });
  }
  const d = data as Record<string, unknown>;
  const fail = (key: string, expected: string) => new HubDocsError(`_category_.json field "${key}" must be ${expected}`, { location: { file }, hint: `fix "${key}"` });
  if (typeof d !== 'object' || d === null) throw fail('(root)', 'an object');
  if (d.label !== undefined && typeof d.label !== 'string') throw fail('label', 'a string');
  if (d.position !== undefined && typeof d.position !== 'number') throw fail('position', 'a number');
  if (d.collapsed !== undefined && typeof d.collapsed !== 'boolean') throw fail('collapsed', 'true or false');
  let link: CategoryMeta['link'];
  const l = d.link as Record<string, unknown> | null | undefined;
  if (l === null) link = null;
  else if (l !== undefined) {
    if (l.type === 'generated-index') link = { type: 'generated-index', slug: l.slug as string | undefined, title: l.title as string | undefined, description: l.description as string | undefined };
    else if (l.type === 'doc' && typeof l.id === 'string') link = { type: 'doc', id: l.id };
    else throw fail('link', '{ "type": "generated-index" } or { "type": "doc", "id": "..." }');
  }
  return { dir, label: d.label as string | undefined, position: d.position as number | undefined, collapsed: d.collapsed as boolean | undefined, link };
}
