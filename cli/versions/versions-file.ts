/**
 * Docusaurus' layout of docs versions, beside the site's config: `versions.json` (the released
 * versions' names, newest first), `versioned_docs/version-<name>/` (each one's docs folder) and
 * `versioned_sidebars/version-<name>-sidebars.json` (each one's sidebars, when it has any). Read
 * and written here only, so `hub-docs build` and `hub-docs version` agree with Docusaurus and
 * with each other.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import * as z from 'zod';
import { HubDocsError, type Location } from '../errors.js';
import { lineColumnAt } from '../content/fact-token.js';
import { validateData } from '../pipeline/located-data.js';
import { normalizeRoute } from '../../theme/routes.js';
import { routeProblem } from '../../theme/clean-route.js';

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

/**
 * A version's name: a folder's name by Docusaurus' rules, and a clean route (the version is
 * served at `<docs>/<name>`).
 */
const versionName = z.string({ error: 'must be a string' }).superRefine((name, ctx) => {
  const route = normalizeRoute(`/${name}`);
  const problem =
    versionNameProblem(name) ??
    (routeProblem(route) && `would make the route ${JSON.stringify(route)}, which ${routeProblem(route)}`);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: name });
});

/** versions.json: the released versions' names, newest first, each once. */
export const versionsFileSchema = z.array(versionName, { error: 'must hold an array of version names' }).superRefine(
  (names, ctx) => {
    if (!Array.isArray(names)) return;
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i)
        ctx.addIssue({ code: 'custom', path: [i], message: `is twice in ${VERSIONS_FILE}`, input: name });
    });
  },
  // Every problem of the file at once: a name twice is reported beside a bad name.
  { when: () => true },
);

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
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (syntax.length > 0 || !tree) {
    throw new HubDocsError(
      `invalid JSON in ${VERSIONS_FILE}: ${syntax[0] ? printParseErrorCode(syntax[0].error) : 'empty file'}`,
      {
        location: { file, ...lineColumnAt(text, syntax[0]?.offset ?? 0) },
        hint: 'versions.json holds an array of version names, newest first: ["2.0", "1.0"]',
      },
    );
  }
  const data = {
    value: getNodeValue(tree) as unknown,
    locate: (at: (string | number)[]) => nodeLocation(file, text, findNodeAtLocation(tree, at) ?? tree),
  };
  return validateData(versionsFileSchema, data, file, (problem) => {
    const said = problem.message.replace(/, got [^]*$/, '');
    if (problem.path.length === 0)
      return { message: `${VERSIONS_FILE} ${said}`, hint: 'write ["2.0", "1.0"], newest first' };
    const name = JSON.stringify((data.value as unknown[])[problem.path[0] as number]);
    if (said.startsWith('is twice')) return { message: `the version ${name} ${said}`, hint: 'remove one of them' };
    return {
      message: `the version ${name} in ${VERSIONS_FILE} ${said}`,
      hint: 'a version name is the tail of its folder versioned_docs/version-<name>, such as "1.x"',
    };
  });
}

function nodeLocation(file: string, text: string, node: JsonNode): Location {
  return { file, ...lineColumnAt(text, node.offset) };
}

/** Where the version `name` is written in versions.json (for an error found after reading it), else the file alone. */
export function versionLocation(siteDir: string, name: string): Location {
  const file = path.join(siteDir, VERSIONS_FILE);
  try {
    const text = readFileSync(file, 'utf8');
    const node = parseTree(text)?.children?.find((child) => child.value === name);
    return node ? nodeLocation(file, text, node) : { file };
  } catch {
    return { file };
  }
}
