/**
 * The site's own texts to translate, as `docusaurus write-translations` finds them: every
 * `<Translate id="…" description="…">message</Translate>` and `translate({ id, message,
 * description })` in the site's `src/` folder (its pages and components). As in Docusaurus, only
 * static values can be extracted: string attributes and a plain-text (or string literal) message;
 * a message without an id is its own id.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { HubDocsError } from '../errors.js';
import { lineColumnAt } from '../content/fact-token.js';
import type { TranslationFile } from './translation-files.js';

const SOURCE = /\.(js|jsx|ts|tsx|mjs|cjs)$/;
/** A string literal: its body is the first of the three groups that matched. */
const STRING = String.raw`(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|\x60((?:[^\x60\\$]|\\.)*)\x60)`;
const bodyOf = (match: RegExpMatchArray, first: number) => match[first] ?? match[first + 1] ?? match[first + 2];

/** A JavaScript string literal's body as its value (the usual escapes). */
function unescape(body: string): string {
  return body.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|.)/gi, (_, c: string) => {
    if (/^u\{/i.test(c)) return String.fromCodePoint(parseInt(c.slice(2, -1), 16));
    if (/^[ux]/i.test(c) && c.length > 1) return String.fromCharCode(parseInt(c.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[c] ?? c;
  });
}

/** JSX text as React reads it: lines trimmed, blank ones dropped, the rest joined by a space. */
const jsxText = (text: string) =>
  text.includes('\n')
    ? text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
    : text;

/** The texts of one file's source. */
export function extractTranslations(source: string, file: string): TranslationFile {
  const found: TranslationFile = {};
  const add = (at: number, id: string | undefined, message: string | undefined, description: string | undefined) => {
    if (message === undefined && id === undefined) return;
    const key = id ?? message!;
    if (found[key] && message !== undefined && found[key].message !== message) {
      throw new HubDocsError(`the message id "${key}" has two different messages`, {
        location: { file, ...lineColumnAt(source, at) },
        hint: 'give each message its own id',
      });
    }
    found[key] = description === undefined ? { message: message ?? key } : { message: message ?? key, description };
  };
  for (const match of source.matchAll(/<Translate\b([^>]*?)>([\s\S]*?)<\/Translate>/g)) {
    const attributes: Record<string, string> = {};
    for (const a of match[1].matchAll(new RegExp(String.raw`(\w+)=(?:"([^"]*)"|'([^']*)'|\{\s*${STRING}\s*\})`, 'g')))
      attributes[a[1]] = a[2] ?? a[3] ?? unescape(bodyOf(a, 4));
    const literal = new RegExp(String.raw`^\s*\{\s*${STRING}\s*\}\s*$`).exec(match[2]);
    const children = literal ? unescape(bodyOf(literal, 1)) : /[{<]/.test(match[2]) ? undefined : jsxText(match[2]);
    add(match.index, attributes.id, children, attributes.description);
  }
  for (const match of source.matchAll(/\btranslate\(\s*\{([^{}]*)\}/g)) {
    const props: Record<string, string> = {};
    for (const p of match[1].matchAll(new RegExp(String.raw`\b(id|message|description)\s*:\s*${STRING}`, 'g')))
      props[p[1]] = unescape(bodyOf(p, 2));
    add(match.index, props.id, props.message, props.description);
  }
  return found;
}

/** The texts of every source file under `srcDir` (none when there is no such folder). */
export async function extractSiteTranslations(srcDir: string): Promise<TranslationFile> {
  let files: string[];
  try {
    files = (await readdir(srcDir, { recursive: true }))
      .filter((f) => SOURCE.test(f) && !f.split(path.sep).includes('node_modules'))
      .sort();
  } catch {
    return {};
  }
  const found: TranslationFile = {};
  for (const file of files)
    Object.assign(found, extractTranslations(await readFile(path.join(srcDir, file), 'utf8'), path.join(srcDir, file)));
  return found;
}
