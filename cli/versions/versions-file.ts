/**
 * Docusaurus' layout of docs versions, beside the site's config: `versions.json` (the released
 * versions' names, newest first), `versioned_docs/version-<name>/` (each one's docs folder) and
 * `versioned_sidebars/version-<name>-sidebars.json` (each one's sidebars, when it has any). Read
 * and written here only, so `hub-docs build` and `hub-docs version` agree with Docusaurus and
 * with each other.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { lineColumnAt } from '../content/fact-token.js';

export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS_DIR = 'versioned_docs';
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';
/** Docusaurus' name of the version the docs folder holds. */
export const CURRENT_VERSION = 'current';

/** `<siteDir>/versioned_docs/version-<name>` */
export function versionDocsDir(siteDir: string, name: string): string {
  return path.join(siteDir, VERSIONED_DOCS_DIR, `version-${name}`);
}

/** `<siteDir>/versioned_sidebars/version-<name>-sidebars.json` */
export function versionSidebarsFile(siteDir: string, name: string): string {
  return path.join(siteDir, VERSIONED_SIDEBARS_DIR, `version-${name}-sidebars.json`);
}

/** What is wrong with a version name by Docusaurus' rules (it names a folder), or null. */
export function versionNameProblem(name: string): string | null {
  if (!name.trim()) return 'must contain at least one non-whitespace character';
  const rules: [RegExp, string][] = [
    [/[/\\]/, 'must not include a slash (/) or backslash (\\)'],
    [/.{33,}/, 'cannot be longer than 32 characters'],
    // eslint-disable-next-line no-control-regex
    [/[<>:"|?*\x00-\x1F]/, 'must be a valid file name (none of < > : " | ? * or control characters)'],
    [/^\.\.?$/, 'must not be "." or ".."'],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** The names in versions.json, newest first; null when the site has no such file (no released version). */
export async function readVersionsFile(siteDir: string): Promise<string[] | null> {
  const file = path.join(siteDir, VERSIONS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new HubDocsError(`cannot read ${VERSIONS_FILE}`, { location: { file }, cause });
  }
  const at = (offset: number) => ({ file, ...lineColumnAt(text, offset) });
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (syntax.length > 0 || !tree) {
    throw new HubDocsError(`invalid JSON in ${VERSIONS_FILE}: ${syntax[0] ? printParseErrorCode(syntax[0].error) : 'empty file'}`, { location: at(syntax[0]?.offset ?? 0), hint: 'versions.json holds an array of version names, newest first: ["2.0", "1.0"]' });
  }
  if (tree.type !== 'array') throw new HubDocsError(`${VERSIONS_FILE} must hold an array of version names`, { location: at(tree.offset), hint: 'write ["2.0", "1.0"], newest first' });
  const errors: HubDocsError[] = [];
  const names: string[] = [];
  for (const node of tree.children ?? []) {
    const problem = typeof node.value !== 'string' ? 'must be a string' : versionNameProblem(node.value);
    if (problem) errors.push(new HubDocsError(`the version ${JSON.stringify(node.value)} in ${VERSIONS_FILE} ${problem}`, { location: at(node.offset), hint: 'a version name is the tail of its folder versioned_docs/version-<name>, such as "1.x"' }));
    else if (names.includes(node.value as string)) errors.push(new HubDocsError(`the version "${String(node.value)}" is twice in ${VERSIONS_FILE}`, { location: at(node.offset), hint: 'remove one of them' }));
    else names.push(node.value as string);
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems in ${file}`);
  return names;
}
