/**
 * Parses and validates Docusaurus-compatible front matter, once. A wrong type names the
 * file, the line and column of the key, and what the key expects.
 */
import matter from 'gray-matter';
import { HubDocsError } from '../errors.js';

export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords: string[];
  hide_table_of_contents: boolean;
  draft: boolean;
}

export interface ParsedSource {
  frontMatter: FrontMatter;
  /** The MDX body with the front matter replaced by blank lines, so positions match the file. */
  body: string;
}

type FieldKind = 'string' | 'number' | 'boolean' | 'string[]';
const FIELDS: Record<string, FieldKind> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  description: 'string',
  keywords: 'string[]',
  hide_table_of_contents: 'boolean',
  draft: 'boolean',
};
// Keys Docusaurus knows that we accept and ignore, so an existing docs folder builds unchanged.
const TOLERATED = new Set(['tags', 'image', 'pagination_label', 'pagination_next', 'pagination_prev', 'sidebar_class_name', 'sidebar_custom_props', 'custom_edit_url', 'hide_title', 'toc_min_heading_level', 'toc_max_heading_level', 'unlisted', 'last_update', 'displayed_sidebar', 'parse_number_prefixes', 'author', 'authors', 'date']);

export function parseFrontMatter(raw: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; disable it so a fixed file re-parses (serve mode).
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
  const fm: FrontMatter = { keywords: [], hide_table_of_contents: false, draft: false };
  for (const [key, value] of Object.entries(data)) {
    const kind = FIELDS[key];
    if (!kind) {
      if (TOLERATED.has(key)) continue;
      throw new HubDocsError(`unknown front-matter field "${key}"`, { location: keyLocation(raw, file, key), hint: `known fields: ${Object.keys(FIELDS).join(', ')}` });
    }
    if (!hasKind(value, kind)) {
      throw new HubDocsError(`front-matter field "${key}" must be ${describeKind(kind)}, got ${JSON.stringify(value)}`, { location: keyLocation(raw, file, key), hint: kind === 'string[]' ? `write ${key}: [one, two]` : `write ${key}: ${example(kind)}` });
    }
    (fm as unknown as Record<string, unknown>)[key] = value;
  }
  const lead = raw.length - parsed.content.length;
  const blanked = raw.slice(0, lead).replace(/[^\n]/g, '');
  return { frontMatter: fm, body: blanked + parsed.content };
}

function hasKind(value: unknown, kind: FieldKind): boolean {
  if (kind === 'string[]') return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'boolean';
}

function describeKind(kind: FieldKind): string {
  return { string: 'a string', number: 'a number', boolean: 'true or false', 'string[]': 'a list of strings' }[kind];
}

function example(kind: FieldKind): string {
  return { string: '"text"', number: '3', boolean: 'true', 'string[]': '[a, b]' }[kind];
}

function keyLocation(raw: string, file: string, key: string) {
  const lines = raw.split('\n');
  const index = lines.findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
  return { file, line: index >= 0 ? index + 1 : 1, column: 1 };
}
