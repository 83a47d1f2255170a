/**
 * The blog's posts, read as Docusaurus' blog plugin reads them: every file of the blog folder the
 * `include` globs match and `exclude` does not (`YYYY-MM-DD-slug.md(x)`, or a folder
 * `YYYY-MM-DD-slug/index.md` whose images sit beside it); the date from the file name, else front
 * matter `date`, else the file's time; the permalink `<blog>/YYYY/MM/DD/slug`, or front matter
 * `slug`; the excerpt before the truncate marker; drafts only in `hub-docs serve`.
 */
import path from 'node:path';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { localizedFile } from '../locales/localized-content.js';
import { createHash } from 'node:crypto';
import { frontMatterBlock, parseYaml, type LocatedData } from '../pipeline/located-data.js';
import picomatch from 'picomatch';
import type { BlogOptions } from '../../theme/config-schema.js';
import { HubDocsError } from '../errors.js';
import { bodyOf } from '../pipeline/front-matter.js';
import { frontMatterLocation } from '../pipeline/source-location.js';
import { normalizeRoute } from '../../theme/routes.js';
import { authorOf, type BlogAuthor } from './authors.js';
import { postTags, type BlogTag } from './blog-tags.js';

/** Docusaurus' truncate markers: `<!-- truncate -->` (Markdown) and `{/* truncate *\/}` (MDX). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** A date at the start of a file or folder name: 2024-01-02-slug, 2024/01/02/slug. */
const DATED = /^(?:.*?\/)??(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

export interface BlogPost {
  file: string;
  /** The file relative to the blog folder, with "/" (what edit URLs append). */
  relativePath: string;
  route: string;
  /** Unix milliseconds (UTC midnight of a dated file). */
  date: number;
  frontMatter: PostFrontMatter;
  body: string;
  hash: string;
  /**
   * The line of the body its truncate marker is on (null: it has none). Its excerpt is what is
   * before, taken from the post's one compile (CompiledPage.excerptHtml).
   */
  truncateLine: number | null;
  /** Minutes, as Docusaurus' reading time (200 words a minute). */
  readingTime: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
}

export interface PostFrontMatter {
  title?: string;
  description?: string;
  slug?: string;
  image?: string;
  keywords: string[];
  draft: boolean;
  unlisted: boolean;
  hide_table_of_contents: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  custom_edit_url?: string | null;
  sidebar_label?: string;
  format?: 'md' | 'mdx' | 'detect';
  /** Docusaurus' last_update (shown when given). */
  last_update?: { date?: string; author?: string };
}

/** Keys of a post's front matter, with what each expects (for errors). */
const KEYS: Record<string, string> = {
  title: 'a string',
  description: 'a string',
  slug: 'a path such as /my-post',
  image: 'a path or URL',
  keywords: 'a list of strings',
  draft: 'true or false',
  unlisted: 'true or false',
  hide_table_of_contents: 'true or false',
  toc_min_heading_level: 'a number from 2 to 6',
  toc_max_heading_level: 'a number from 2 to 6',
  custom_edit_url: 'a URL or null',
  sidebar_label: 'a string',
  format: '"md", "mdx" or "detect"',
  last_update: 'an object { date, author }',
  date: 'a date such as 2024-01-02',
  authors: 'an author key, an author { name, ... } or a list of them',
  tags: 'a list of tags',
  author: 'a string',
  author_title: 'a string',
  author_url: 'a URL',
  author_image_url: 'a URL',
  authorURL: 'a URL',
  authorTitle: 'a string',
  authorImageURL: 'a URL',
  hide_title: 'true or false',
  id: 'a string',
  pagination_next: 'ignored',
  pagination_prev: 'ignored',
};

function checkValue(key: string, v: unknown): boolean {
  switch (key) {
    case 'keywords':
      return Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number');
    case 'tags':
      return (
        Array.isArray(v) &&
        v.every(
          (t) =>
            typeof t === 'string' ||
            typeof t === 'number' ||
            (typeof t === 'object' && t !== null && typeof (t as { label?: unknown }).label === 'string'),
        )
      );
    case 'draft':
    case 'unlisted':
    case 'hide_table_of_contents':
    case 'hide_title':
      return typeof v === 'boolean';
    case 'toc_min_heading_level':
    case 'toc_max_heading_level':
      return typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6;
    case 'custom_edit_url':
      return v === null || typeof v === 'string';
    case 'format':
      return v === 'md' || v === 'mdx' || v === 'detect';
    case 'date':
      return (
        (v instanceof Date && !Number.isNaN(v.getTime())) || (typeof v === 'string' && !Number.isNaN(Date.parse(v)))
      );
    case 'authors':
      return typeof v === 'string' || (typeof v === 'object' && v !== null);
    case 'last_update':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'pagination_next':
    case 'pagination_prev':
      return true;
    default:
      return typeof v === 'string' || typeof v === 'number';
  }
}

/** Words of a text as Docusaurus' reading-time counts them: runs of letters and digits, and each CJK character. */
export function readingMinutes(text: string): number {
  const words = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[\p{L}\p{N}'\u2019_-]+/gu)?.length ?? 0;
  return words / 200;
}

export interface ScanBlogInput {
  blog: BlogOptions;
  blogDir: string;
  /** The locale's translations of the blog's files (localized-content.ts), read in their place. */
  localizedDir: string | null;
  routeBase: string;
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTag> | null;
  includeDrafts: boolean;
}

/** Every post of the blog folder, newest first; problems of all of them together. */
export function scanPosts(input: ScanBlogInput): {
  posts: BlogPost[];
  errors: HubDocsError[];
  warnings: HubDocsError[];
} {
  const { blog, blogDir } = input;
  const included = picomatch(blog.include, { dot: false });
  const excluded = picomatch(blog.exclude, { dot: false });
  const files = (readdirSync(blogDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => included(f) && !excluded(f) && !f.split('/').some((part) => part.startsWith('.')))
    .sort();
  const errors: HubDocsError[] = [];
  const warnings: HubDocsError[] = [];
  const posts: BlogPost[] = [];
  for (const relativePath of files) {
    const file = localizedFile(blogDir, input.localizedDir, relativePath);
    const post = readPost(file, relativePath, input, { errors, warnings });
    if (post && (input.includeDrafts || !post.frontMatter.draft)) posts.push(post);
  }
  // Newest first; posts of one day by their file name, for the same order in every build.
  posts.sort((a, b) => b.date - a.date || (a.relativePath < b.relativePath ? -1 : 1));
  return { posts, errors, warnings };
}

function readPost(
  file: string,
  relativePath: string,
  input: ScanBlogInput,
  problems: { errors: HubDocsError[]; warnings: HubDocsError[] },
): BlogPost | null {
  const raw = readFileSync(file, 'utf8');
  // Front matter as docs read it (cli/pipeline/located-data.ts): the one YAML library, located.
  const block = frontMatterBlock(raw);
  let located: LocatedData | null = null;
  if (block) {
    try {
      located = parseYaml(raw, file, {
        start: block.start,
        end: block.start + block.yaml.length,
        what: 'invalid YAML front matter',
        hint: 'check the YAML between the --- lines; quote values that contain ":"',
      });
    } catch (cause) {
      problems.errors.push(cause as HubDocsError);
      return null;
    }
  }
  const value = located?.value;
  const data = (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
    string,
    unknown
  >;
  const content = raw.slice(block ? block.lead : 0);
  const before = problems.errors.length;
  // A field's problem is at its key, as for docs (`blog/2024-01-02-post.md:3:1`).
  const keyAt = (key: string) => located?.locate([key]) ?? frontMatterLocation(file, [key]);
  for (const [key, value] of Object.entries(data)) {
    if (!(key in KEYS)) {
      problems.warnings.push(
        new HubDocsError(`front-matter field "${key}" is not one Docusaurus' blog uses; it is ignored`, {
          location: keyAt(key),
          hint: 'remove it, or keep it if another tool reads it',
        }),
      );
    } else if (!checkValue(key, value)) {
      problems.errors.push(
        new HubDocsError(`front-matter field "${key}" must be ${KEYS[key]}, got ${JSON.stringify(value)}`, {
          location: keyAt(key),
          hint: `write ${key}: followed by ${KEYS[key]}`,
        }),
      );
    }
  }
  if (problems.errors.length > before) return null;
  const fm: PostFrontMatter = {
    ...(Object.fromEntries(
      [
        'title',
        'description',
        'slug',
        'image',
        'sidebar_label',
        'format',
        'custom_edit_url',
        'toc_min_heading_level',
        'toc_max_heading_level',
      ]
        .filter((k) => data[k] !== undefined)
        .map((k) => [k, typeof data[k] === 'number' && !k.startsWith('toc') ? String(data[k]) : data[k]]),
    ) as Partial<PostFrontMatter>),
    keywords: ((data.keywords as unknown[]) ?? []).map(String),
    draft: data.draft === true,
    unlisted: data.unlisted === true,
    hide_table_of_contents: data.hide_table_of_contents === true,
    ...(data.last_update ? { last_update: data.last_update as PostFrontMatter['last_update'] } : {}),
  };
  const dated = DATED.exec(relativePath);
  const date =
    data.date !== undefined
      ? new Date(data.date as string | Date).getTime()
      : dated
        ? Date.UTC(
            ...((dated[1].split(/[-/]/).map(Number) as [number, number, number]).map((n, i) =>
              i === 1 ? n - 1 : n,
            ) as [number, number, number]),
          )
        : Math.floor(statSync(file).mtimeMs);
  // Docusaurus: the date's path, then the rest of the name ("2024-01-02-hello" → 2024/01/02/hello); else the path
  // without extension.
  const fileSlug = dated ? `${dated[1].replace(/-/g, '/')}/${dated[2]}` : relativePath.replace(/(\/index)?\.mdx?$/, '');
  const slug = fm.slug !== undefined ? fm.slug : fileSlug;
  const route = normalizeRoute(`${input.routeBase}/${slug.replace(/^\/+/, '')}`);
  const body = bodyOf(raw, raw.length - content.length);
  const marker = TRUNCATE_MARKER.exec(body);
  return {
    file,
    relativePath,
    route,
    date,
    frontMatter: fm,
    body,
    hash: createHash('sha256').update(body).digest('hex'),
    truncateLine: marker ? body.slice(0, marker.index).split('\n').length : null,
    readingTime: readingMinutes(content),
    authors: postAuthors(data, file, input, problems),
    tags: postTags((data.tags as unknown[]) ?? [], file, input.tags, input.blog.onInlineTags, problems),
  };
}

/** A post's authors: keys of the authors map, inline objects, or the older `author*` fields. */
function postAuthors(
  data: Record<string, unknown>,
  file: string,
  input: ScanBlogInput,
  problems: { errors: HubDocsError[]; warnings: HubDocsError[] },
): BlogAuthor[] {
  const map = input.authors;
  const errors = problems.errors;
  const at = (keys: (string | number)[]) => frontMatterLocation(file, keys);
  // With an authors map, an author written inline is reported as onInlineAuthors says (as Docusaurus does).
  const inlineAuthor = (keys: (string | number)[]) => {
    if (!map.size || input.blog.onInlineAuthors === 'ignore') return;
    const problem = new HubDocsError('the post writes an author inline, but the blog has an authors map', {
      location: at(keys),
      hint: `add the author to the authors map and name them by key (${[...map.keys()].slice(0, 4).join(', ')}…)`,
    });
    (input.blog.onInlineAuthors === 'throw' ? errors : problems.warnings).push(problem);
  };
  if (data.authors === undefined) {
    const name = data.author;
    if (typeof name !== 'string') return [];
    inlineAuthor(['author']);
    return [
      {
        key: null,
        name,
        title: (data.author_title ?? data.authorTitle ?? null) as string | null,
        url: (data.author_url ?? data.authorURL ?? null) as string | null,
        imageUrl: (data.author_image_url ?? data.authorImageURL ?? null) as string | null,
        email: null,
        socials: [],
        page: null,
      },
    ];
  }
  const list = Array.isArray(data.authors) ? data.authors : [data.authors];
  return list.flatMap((entry, i): BlogAuthor[] => {
    const keys = Array.isArray(data.authors) ? ['authors', i] : ['authors'];
    if (typeof entry === 'string') {
      const author = map.get(entry);
      if (author) return [author];
      errors.push(
        new HubDocsError(`the author "${entry}" is not in the authors map`, {
          location: at(keys),
          hint: map.size
            ? `use one of its keys (${[...map.keys()].slice(0, 6).join(', ')}), or write the author inline as { name, title, url }`
            : 'add it to blog/authors.yml, or write the author inline as { name, title, url }',
        }),
      );
      return [];
    }
    // An inline author may name a key of the map and add to it.
    const key = typeof (entry as { key?: unknown })?.key === 'string' ? (entry as { key: string }).key : null;
    const inline = authorOf(null, entry, (k) => at([...keys, ...k]), errors);
    if (!inline) return [];
    const known = key ? map.get(key) : undefined;
    if (!known) inlineAuthor(keys);
    return [
      known
        ? {
            ...known,
            ...Object.fromEntries(
              Object.entries(inline).filter(([k, v]) => v !== null && k !== 'key' && !(Array.isArray(v) && !v.length)),
            ),
          }
        : inline,
    ];
  });
}
