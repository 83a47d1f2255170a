/**
 * Parses and validates a page's front matter, once, against one zod schema: every key
 * Docusaurus' docs know, with the same meaning. A value of the wrong type is an error naming the
 * file, the line and column of the key, and what the key expects (every bad key of the file at
 * once); a key hub-docs does not know is a warning (a project's own keys are common), never an error.
 */
import * as z from 'zod';
import { HubDocsError } from '../errors.js';
import { expectationOf, frontMatterBlock, parseYaml, validateData } from './located-data.js';

/** Every failure message starts with "must be …": the mapper appends what it got (cli/config/schema-problems.ts). */
const text = (what = 'a string') => z.union([z.string(), z.number().transform(String)], { error: `must be ${what}` });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();
const flag = () => z.boolean({ error: 'must be true or false' });
const headingLevel = () => {
  const error = 'must be a whole number from 2 to 6';
  return z.int({ error }).min(2, { error }).max(6, { error });
};
const strings = () => z.array(text(), { error: 'must be a list of strings, e.g. [send, batch]' });
const tagObject = z.object({ label: z.string(), permalink: z.string().optional(), description: z.string().optional() });
const tag = z.union([z.string().transform((label): z.output<typeof tagObject> => ({ label })), tagObject], {
  error: 'must be a tag: a string or { label, permalink }',
});
const LAST_UPDATE = 'must be an object { date, author } with a date such as 2025-03-14';
/**
 * `{ date, author }`, checked as one field as Docusaurus does; YAML reads an unquoted date as a
 * Date: the day is what counts.
 */
const lastUpdate = z.unknown().transform((v, ctx): { date?: string; author?: string } => {
  const { date, author } =
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as { date?: unknown; author?: unknown })
      : { date: null, author: null };
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
  if (
    (day !== undefined && (typeof day !== 'string' || Number.isNaN(Date.parse(day)))) ||
    (author !== undefined && typeof author !== 'string')
  ) {
    ctx.addIssue({ code: 'custom', message: LAST_UPDATE, input: v });
    return z.NEVER;
  }
  return {
    ...(day !== undefined ? { date: day as string } : {}),
    ...(author !== undefined ? { author: author as string } : {}),
  };
});

export const frontMatterSchema = z.object(
  {
    id: text().optional(),
    title: text().optional(),
    description: text().optional(),
    keywords: strings().default([]),
    slug: text('a string such as /custom/route').optional(),
    sidebar_label: text().optional(),
    sidebar_position: z.number({ error: 'must be a number' }).optional(),
    sidebar_class_name: text().optional(),
    sidebar_custom_props: z.unknown().optional(),
    /** The sidebar the page shows (null: none); by default the one it is in. */
    displayed_sidebar: nullable(text('a sidebar id or null')).optional(),
    /** The page's title in other pages' previous/next links. */
    pagination_label: text().optional(),
    /** Doc ids of the previous/next pages (null: none), instead of the sidebar's order. */
    pagination_next: nullable(text('a doc id or null')).optional(),
    pagination_prev: nullable(text('a doc id or null')).optional(),
    hide_title: flag().default(false),
    hide_table_of_contents: flag().default(false),
    toc_min_heading_level: headingLevel().optional(),
    toc_max_heading_level: headingLevel().optional(),
    /** Number prefixes of file and folder names ("01-intro") are not part of ids and routes, unless false. */
    parse_number_prefixes: flag().optional(),
    /** "Edit this page" URL of this page (null: no link). */
    custom_edit_url: nullable(text('a URL or null')).optional(),
    /** Social card image (og:image). */
    image: text('a path or URL').optional(),
    tags: z.array(tag, { error: 'must be a list of tags: strings or { label, permalink }' }).default([]),
    /** Left out of production builds. */
    draft: flag().default(false),
    /** Built, but in no sidebar, search, sitemap or index of search engines. */
    unlisted: flag().default(false),
    last_update: lastUpdate.optional(),
    /** How the page's Markdown is read: "md" (CommonMark), "mdx", or "detect" (by extension). */
    format: z.enum(['md', 'mdx', 'detect'], { error: 'must be "md", "mdx" or "detect"' }).optional(),
  },
  { error: 'must be key: value lines (a YAML mapping)' },
);

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface ParsedSource {
  frontMatter: FrontMatter;
  /** The MDX body with the front matter replaced by blank lines, so positions match the file. */
  body: string;
  /** Length of the front-matter block at the start of the file (see bodyOf). */
  lead: number;
  /** Keys hub-docs does not know: reported as warnings. */
  warnings: HubDocsError[];
}

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

export function parseFrontMatter(raw: string, file: string): ParsedSource {
  const block = frontMatterBlock(raw);
  if (!block) {
    if (/^\uFEFF?---[ \t]*\r?\n/.test(raw)) {
      throw new HubDocsError('the front matter has no closing --- line', {
        location: { file, line: 1, column: 1 },
        hint: "end the front matter with a line of three dashes (---) before the page's text",
      });
    }
    return { frontMatter: frontMatterSchema.parse({}), body: raw, lead: 0, warnings: [] };
  }
  const data = parseYaml(raw, file, {
    start: block.start,
    end: block.start + block.yaml.length,
    what: 'invalid YAML front matter',
    hint: 'check the YAML between the --- lines; quote values that contain ":" or start with "%", "@", "[" or "{"',
  });
  // An empty block (or comments only) is no field at all.
  if (data.value === null || data.value === undefined) data.value = {};
  const frontMatter = validateData(frontMatterSchema, data, file, (problem) => {
    const expected = expectationOf(problem);
    if (problem.path.length === 0)
      return {
        message: `the front matter ${problem.message}`,
        hint: 'write one key: value line per field between the --- lines',
      };
    const hint =
      problem.path.length === 1 && expected
        ? `write ${problem.field}: followed by ${expected}`
        : `fix ${problem.field}${expected ? `: it must be ${expected}` : ''}`;
    return { message: `front-matter field "${problem.field}" ${problem.message}`, hint };
  });
  const warnings = Object.keys(data.value as object)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map(
      (key) =>
        new HubDocsError(`front-matter field "${key}" is not one hub-docs uses; it is ignored`, {
          location: data.locate([key]),
          hint: 'remove it, or keep it if another tool reads it',
        }),
    );
  return { frontMatter, body: bodyOf(raw, block.lead), lead: block.lead, warnings };
}

/** A file's MDX body: its front-matter block (the first `lead` characters) blanked to its newlines. */
export function bodyOf(raw: string, lead: number): string {
  return raw.slice(0, lead).replace(/[^\n]/g, '') + raw.slice(lead);
}
