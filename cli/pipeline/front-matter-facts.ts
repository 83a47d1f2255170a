/**
 * Resolves `%fact:NAME%` in the front-matter text a page shows (title, description,
 * sidebar_label, keywords), before the product token is applied to it, so titles, meta tags,
 * the sidebar and search carry the values. Every unknown name in any page is reported
 * together, each at its line and column in the file.
 */
import { readFileSync } from 'node:fs';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { lineColumnAt, replaceFactsInText, unknownFactHint, type Facts, type FactUse } from '../content/fact-token.js';
import type { FrontMatter } from './front-matter.js';
import type { DocFile, ScannedDocs } from './scan-docs.js';

const TEXT_FIELDS = ['title', 'description', 'sidebar_label'] as const;

export function resolveFrontMatterFacts(scanned: ScannedDocs, facts: Facts): ScannedDocs {
  const errors: HubDocsError[] = [];
  const pages = scanned.pages.map((doc) => {
    const unknown: FactUse[] = [];
    const resolve = (text: string) => replaceFactsInText(text, facts, (use) => unknown.push(use));
    const fm: FrontMatter = {
      ...doc.frontMatter,
      keywords: doc.frontMatter.keywords.map((k) => (typeof k === 'string' ? resolve(k) : k)),
    };
    for (const field of TEXT_FIELDS) if (fm[field] !== undefined) fm[field] = resolve(fm[field]);
    if (unknown.length > 0) errors.push(...locate(doc, unknown, facts));
    return { ...doc, frontMatter: fm };
  });
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} unknown facts in front matter`);
  return { ...scanned, pages };
}

/** Front matter keeps no positions; the file is read again, only on this error path, to point at each token. */
function locate(doc: DocFile, unknown: FactUse[], facts: Facts): HubDocsError[] {
  let raw = '';
  try {
    raw = readFileSync(doc.file, 'utf8');
  } catch {
    // Gone since the scan: report without a position.
  }
  let from = 0;
  return unknown.map((use) => {
    const offset = raw.indexOf(use.token, from);
    if (offset >= 0) from = offset + use.token.length;
    return new HubDocsError(`unknown fact "${use.name}" in front matter`, {
      location: { file: doc.file, ...(offset >= 0 ? lineColumnAt(raw, offset) : {}) },
      hint: unknownFactHint(use.name, facts),
    });
  });
}
