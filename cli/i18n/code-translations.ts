/**
 * A site's translations of the theme's texts and of its own components' (`<Translate id>`):
 * `i18n/<locale>/code.json`, Docusaurus' file (`{ "<id>": { "message": "…", "description": "…" } }`,
 * which `hub-docs write-translations` writes). Read once per build and locale; a file that is
 * not that shape is an error at its line and column.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HubDocsError } from '../errors.js';
import { dataFileLocation } from '../pipeline/source-location.js';
import { lineColumnAt } from '../content/fact-token.js';
import { messagesFor } from '../../theme/messages/messages-for.js';
import type { Messages } from '../../theme/messages/format.js';

/** Docusaurus' folder of a locale's translation files, under the site's folder. */
export const I18N_DIR = 'i18n';

export const codeTranslationsFile = (siteDir: string, locale: string) =>
  path.join(siteDir, I18N_DIR, locale, 'code.json');

const HINT =
  'code.json maps each message id to { "message": "…", "description": "…" } (hub-docs write-translations --locale <locale> writes one)';

/** The site's code.json for `locale`, id → message; {} when the site has none. */
export async function readCodeTranslations(siteDir: string, locale: string): Promise<Record<string, string>> {
  const file = codeTranslationsFile(siteDir, locale);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new HubDocsError(`cannot read ${file}: ${(cause as Error).message}`, { location: { file }, cause });
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    const at = /at position (\d+)/.exec((cause as Error).message);
    const location = at ? { file, ...lineColumnAt(text, Number(at[1])) } : { file };
    throw new HubDocsError(
      `${file} is not valid JSON: ${(cause as Error).message.replace(/ in JSON at position \d+.*$/, '')}`,
      { location, hint: HINT, cause },
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HubDocsError(`${file} must be a JSON object of message ids`, { location: { file }, hint: HINT });
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(data)) {
    const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined;
    if (typeof message !== 'string')
      throw new HubDocsError(`${file}: the translation of "${id}" has no "message" string`, {
        location: dataFileLocation(file, [id]),
        hint: HINT,
      });
    messages[id] = message;
  }
  return messages;
}

/**
 * What the theme says in `locale` on this site: hub-docs' catalogue and shipped translation, under the site's
 * code.json.
 */
export async function siteMessages(siteDir: string, locale: string): Promise<Messages> {
  return messagesFor(locale, await readCodeTranslations(siteDir, locale));
}
