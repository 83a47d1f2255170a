/**
 * Parses and validates a page's front matter, once: every key Docusaurus' docs know, with
 * the same meaning. A value of the wrong type is an error naming the file, the line and
 * column of the key, and what the key expects; a key hub-docs does not know is a warning
 * (a project's own keys are common), never an error.
 */
import matter from 'gray-matter';
import { HubDocsError, HubDocsErrorList } from '../errors.js';

export interface FrontMatter {
  id?: string;
  title?: string;
  description?: string;
  keywords: string[];
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  /** The sidebar the page shows (null: none); by default the one it is in. */
  displayed_sidebar?: string | null;
  /** The page's title in other pages' previous/next links. */
  pagination_label?: string;
  /** Doc ids of the previous/next pages (null: none), instead of the sidebar's order. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  hide_title: boolean;
  hide_table_of_contents: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** Number prefixes of file and folder names ("01-intro") are not part of ids and routes, unless false. */
  parse_number_prefixes?: boolean;
  /** "Edit this page" URL of this page (null: no link). */
  custom_edit_url?: string | null;
  /** Social card image (og:image). */
  image?: string;
  tags: { label: string; permalink?: string; description?: string }[];
  /** Left out of production builds. */
  draft: boolean;
  /** Built, but in no sidebar, search, sitemap or index of search engines. */
  unlisted: boolean;
  last_update?: { date?: string; author?: string };
  /** How the page's Markdown is read: "md" (CommonMark), "mdx", or "detect" (by extension). */
  format?: 'md' | 'mdx' | 'detect';
}

export interface ParsedSource {
  frontMatter: FrontMatter;
  /** The MDX body with the front matter replaced by blank lines, so positions match the file. */
  body: string;
  /** Length of the front-matter block at the start of the file (see bodyOf). */
  lead: number;
  /** Keys hub-docs does not know: reported as warnings. */
  warnings: HubDocsError[];
}

type Check = (value: unknown) => unknown | typeof INVALID;
const INVALID = Symbol('invalid');

const string: Check = (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : INVALID);
const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : INVALID);
const boolean: Check = (v) => (typeof v === 'boolean' ? v : INVALID);
const nullable = (check: Check): Check => (v) => (v === null ? null : check(v));
const level: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6 ? v : INVALID);
const strings: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number') ? v.map(String) : INVALID);
const tags: Check = (v) => {
  if (!Array.isArray(v)) return INVALID;
  const out = v.map((t) => (typeof t === 'string' ? { label: t } : typeof t === 'object' && t !== null && typeof (t as { label?: unknown }).label === 'string' ? (t as FrontMatter['tags'][number]) : null));
  return out.every(Boolean) ? out : INVALID;
};
const lastUpdate: Check = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
  const { date, author } = v as { date?: unknown; author?: unknown };
  // YAML reads an unquoted date as a Date.
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
  if ((day !== undefined && (typeof day !== 'string' || Number.isNaN(Date.parse(day)))) || (author !== undefined && typeof author !== 'string')) return INVALID;
  return { date: day, author };
};
const format: Check = (v) => (v === 'md' || v === 'mdx' || v === 'detect' ? v : INVALID);
const any: Check = (v) => v;

/** Every key, its check and, for the error message, what it expects. */
const FIELDS: Record<string, [Check, string]> = {
  id: [string, 'a string'],
  title: [string, 'a string'],
  description: [string, 'a string'],
  keywords: [strings, 'a list of strings, e.g. [send, batch]'],
  slug: [string, 'a string such as /custom/route'],
  sidebar_label: [string, 'a string'],
  sidebar_position: [number, 'a number'],
  sidebar_class_name: [string, 'a string'],
  sidebar_custom_props: [any, 'anything'],
  displayed_sidebar: [nullable(string), 'a sidebar id or null'],
  pagination_label: [string, 'a string'],
  pagination_next: [nullable(string), 'a doc id or null'],
  pagination_prev: [nullable(string), 'a doc id or null'],
  hide_title: [boolean, 'true or false'],
  hide_table_of_contents: [boolean, 'true or false'],
  toc_min_heading_level: [level, 'a whole number from 2 to 6'],
  toc_max_heading_level: [level, 'a whole number from 2 to 6'],
  parse_number_prefixes: [boolean, 'true or false'],
  custom_edit_url: [nullable(string), 'a URL or null'],
  image: [string, 'a path or URL'],
  tags: [tags, 'a list of tags: strings or { label, permalink }'],
  draft: [boolean, 'true or false'],
  unlisted: [boolean, 'true or false'],
  last_update: [lastUpdate, 'an object { date, author } with a date such as 2025-03-14'],
  format: [format, '"md", "mdx" or "detect"'],
};

export function parseFrontMatter(raw: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; an options object disables that, so a fixed file re-parses (serve).
    parsed = matter(raw, { excerpt: false });
  } catch (cause) {
    const mark = (cause as { mark?: { line: number; column: number } }).mark;
    const reason = (cause as { reason?: string }).reason ?? (cause as Error).message;
    throw new HubDocsError(`invalid YAML front matter: ${reason}`, {
      // js-yaml counts from 0 inside the block; the block starts on line 2 of the file.
      location: { file, line: mark ? mark.line + 2 : 1, column: mark ? mark.column + 1 : 1 },
      hint: 'check the YAML between the --- lines; quote values that contain ":" or start with "%", "@", "[" or "{"',
    });
  }
  const data = parsed.data as Record<string, unknown>;
  const fm: FrontMatter = { keywords: [], tags: [], hide_title: false, hide_table_of_contents: false, draft: false, unlisted: false };
  const errors: HubDocsError[] = [];
  const warnings: HubDocsError[] = [];
  for (const [key, value] of Object.entries(data)) {
    const field = FIELDS[key];
    if (!field) {
      warnings.push(new HubDocsError(`front-matter field "${key}" is not one hub-docs uses; it is ignored`, { location: keyLocation(raw, file, key), hint: 'remove it, or keep it if another tool reads it' }));
      continue;
    }
    const checked = field[0](value);
    if (checked === INVALID) {
      errors.push(new HubDocsError(`front-matter field "${key}" must be ${field[1]}, got ${JSON.stringify(value)}`, { location: keyLocation(raw, file, key), hint: `write ${key}: followed by ${field[1]}` }));
      continue;
    }
    (fm as unknown as Record<string, unknown>)[key] = checked;
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} bad front-matter fields in ${file}`);
  const lead = raw.length - parsed.content.length;
  return { frontMatter: fm, body: bodyOf(raw, lead), lead, warnings };
}

/** A file's MDX body: its front-matter block (the first `lead` characters) blanked to its newlines. */
export function bodyOf(raw: string, lead: number): string {
  return raw.slice(0, lead).replace(/[^\n]/g, '') + raw.slice(lead);
}

function keyLocation(raw: string, file: string, key: string) {
  const lines = raw.split('\n');
  const index = lines.findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
  return { file, line: index >= 0 ? index + 1 : 1, column: 1 };
}
