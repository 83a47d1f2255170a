/**
 * Blog tags, as Docusaurus 3.5+ has them: a tags file (`blog/tags.yml`: key → { label, permalink,
 * description }, or a key alone) declares them; a post's front matter `tags` names them by key,
 * or writes a tag inline (a label, or { label, permalink }), which `onInlineTags` reports when a
 * tags file exists.
 */
import { existsSync } from 'node:fs';
import { HubDocsError } from '../errors.js';
import { dataFileLocation, frontMatterLocation } from '../pipeline/source-location.js';
import { loadYamlFile } from './yaml-file.js';
import { tagSlug } from '../pipeline/tags.js';

export interface BlogTag {
  label: string;
  /** Its path under `<blog>/tags/`. */
  permalink: string;
  description: string | null;
}

/** The tags file: key → tag; null when there is none (every tag is then inline). */
export function loadTagsFile(file: string | null, errors: HubDocsError[]): Map<string, BlogTag> | null {
  if (file === null || !existsSync(file)) return null;
  const data = loadYamlFile(file, 'the tags file', errors);
  const tags = new Map<string, BlogTag>();
  if (data === undefined || data === null) return tags;
  if (typeof data !== 'object' || Array.isArray(data)) {
    errors.push(
      new HubDocsError('the tags file must be an object of tag key → { label, permalink, description }', {
        location: { file, line: 1, column: 1 },
        hint: 'see https://docusaurus.io/docs/blog#tags',
      }),
    );
    return tags;
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const v = (value ?? {}) as Record<string, unknown>;
    if (
      typeof v !== 'object' ||
      Array.isArray(v) ||
      ['label', 'permalink', 'description'].some((f) => v[f] !== undefined && typeof v[f] !== 'string')
    ) {
      errors.push(
        new HubDocsError(`the tag "${key}" must be { label, permalink, description } (strings), or nothing`, {
          location: dataFileLocation(file, [key]),
          hint: `write ${key}: followed by its indented label, permalink and description`,
        }),
      );
      continue;
    }
    const permalink = typeof v.permalink === 'string' ? v.permalink : tagSlug(key);
    tags.set(key, {
      label: (v.label as string | undefined) ?? key,
      permalink: permalink.replace(/^\/+|\/+$/g, ''),
      description: (v.description as string | undefined) ?? null,
    });
  }
  return tags;
}

/** A post's front-matter tags → its tags; a tag missing from a tags file is reported as `onInlineTags` says. */
export function postTags(
  raw: unknown[],
  file: string,
  declared: Map<string, BlogTag> | null,
  onInline: 'throw' | 'warn' | 'ignore',
  problems: { errors: HubDocsError[]; warnings: HubDocsError[] },
): BlogTag[] {
  const tags: BlogTag[] = [];
  raw.forEach((tag, i) => {
    if (typeof tag === 'string' && declared?.has(tag)) return tags.push(declared.get(tag)!);
    const label = typeof tag === 'string' || typeof tag === 'number' ? String(tag) : (tag as { label: string }).label;
    const permalink =
      typeof tag === 'object' && tag !== null && typeof (tag as { permalink?: unknown }).permalink === 'string'
        ? (tag as { permalink: string }).permalink
        : tagSlug(label);
    if (declared && onInline !== 'ignore') {
      const problem = new HubDocsError(`the tag "${label}" is not in the tags file`, {
        location: frontMatterLocation(file, ['tags', i]),
        hint: `add ${label}: to the tags file, or use one of its keys (${[...declared.keys()].slice(0, 5).join(', ')})`,
      });
      (onInline === 'throw' ? problems.errors : problems.warnings).push(problem);
    }
    tags.push({ label, permalink: permalink.replace(/^\/+|\/+$/g, ''), description: null });
  });
  return tags;
}
