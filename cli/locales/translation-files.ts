/**
 * Docusaurus' translation files (`{ "<id>": { "message": "…", "description": "…" } }`): read with
 * every problem located, and applied to what they translate: `navbar.json` and `footer.json`
 * (docusaurus-theme-classic) to the navbar and footer, `current.json` / `version-<name>.json`
 * (docusaurus-plugin-content-docs) to the sidebar's labels and the version's label.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../../theme/types.js';
import { HubDocsError } from '../errors.js';

/** Message id → translated text. */
export type Messages = Map<string, string>;

/** The messages of a translation file; none when the file does not exist (nothing is translated). */
export function readTranslationFile(file: string): Messages {
  if (!existsSync(file)) return new Map();
  const raw = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    const at = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const before = raw.slice(0, at).split('\n');
    throw new HubDocsError(`invalid JSON in ${file.split(/[\\/]/).pop()}: ${(error as Error).message.split('\n')[0]}`, {
      location: { file, line: before.length, column: before[before.length - 1].length + 1 },
      hint: 'fix the JSON syntax (double quotes, no trailing commas)',
    });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HubDocsError('a translation file must hold an object of message id → { "message": "…" }', {
      location: { file, line: 1, column: 1 },
      hint: 'write it as `hub-docs write-translations` (or `docusaurus write-translations`) does',
    });
  const messages: Messages = new Map();
  for (const [id, value] of Object.entries(data)) {
    const message =
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value !== null
          ? (value as { message?: unknown }).message
          : undefined;
    if (typeof message !== 'string') {
      const line = raw.slice(0, Math.max(0, raw.indexOf(JSON.stringify(id)))).split('\n').length;
      throw new HubDocsError(`the translation "${id}" has no "message" string`, {
        location: { file, line, column: 1 },
        hint: 'each entry is { "message": "the translated text", "description": "…" }',
      });
    }
    messages.set(id, message);
  }
  return messages;
}

const pick = (messages: Messages, id: string, text: string) => messages.get(id) ?? text;

/** navbar.json: `title`, `logo.alt`, `item.label.<label>` (the items of dropdowns too). */
export function translateNavbar(navbar: ResolvedConfig['navbar'], messages: Messages): ResolvedConfig['navbar'] {
  if (messages.size === 0) return navbar;
  const label = <T extends { label?: string }>(item: T): T =>
    item.label === undefined ? item : { ...item, label: pick(messages, `item.label.${item.label}`, item.label) };
  return {
    ...navbar,
    title: pick(messages, 'title', navbar.title),
    logo: navbar.logo && { ...navbar.logo, alt: pick(messages, 'logo.alt', navbar.logo.alt) },
    items: navbar.items.map((item) =>
      item.type === 'dropdown'
        ? { ...label(item), items: item.items.map(label) }
        : 'label' in item
          ? label(item)
          : item,
    ),
  };
}

/** footer.json: `copyright`, `logo.alt`, `link.item.label.<label>`. */
export function translateFooter(footer: ResolvedConfig['footer'], messages: Messages): ResolvedConfig['footer'] {
  if (messages.size === 0) return footer;
  return {
    ...footer,
    copyright: pick(messages, 'copyright', footer.copyright),
    // A Docusaurus config's copyright is HTML: footer.json's translation of it is HTML too.
    copyrightHtml: footer.copyrightHtml === null ? null : pick(messages, 'copyright', footer.copyrightHtml),
    logo: footer.logo && { ...footer.logo, alt: pick(messages, 'logo.alt', footer.logo.alt) },
    links: footer.links.map((link) =>
      link.label === undefined ? link : { ...link, label: pick(messages, `link.item.label.${link.label}`, link.label) },
    ),
  };
}
