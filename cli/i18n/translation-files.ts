/**
 * The translation files of a locale, as `docusaurus write-translations` writes them, so a
 * translator fills in the same files for either tool: each maps an id to
 * `{ "message", "description" }`.
 * - `i18n/<locale>/code.json`: the theme's texts (theme/messages/catalogue.ts; the message is
 *   hub-docs' shipped translation for the locale where it has one, else the English) and the
 *   site's own `<Translate>` / `translate()` texts found in its `src/` folder;
 * - `i18n/<locale>/docusaurus-plugin-content-docs/current.json` (and `version-<name>.json` per
 *   released version): the version's label, the sidebars' category labels and link labels;
 * - `i18n/<locale>/docusaurus-theme-classic/navbar.json` and `footer.json`: their title, logo
 *   alt text, link labels and copyright.
 */
import path from 'node:path';
import type { ResolvedConfig, SidebarItem } from '../../theme/types.js';
import { CATALOGUE } from '../../theme/messages/catalogue.js';
import { shippedTranslation } from '../../theme/messages/messages-for.js';
import { I18N_DIR } from './code-translations.js';

export interface TranslationEntry {
  message: string;
  description?: string;
}
export type TranslationFile = Record<string, TranslationEntry>;

/** code.json's content: the theme's texts, then the site's own (`extracted`), each once. */
export function codeTranslationContent(locale: string, extracted: TranslationFile): TranslationFile {
  const shipped = shippedTranslation(locale) ?? {};
  const theme = Object.fromEntries(
    Object.entries(CATALOGUE).map(([id, { message, description }]) => [
      id,
      { message: shipped[id as keyof typeof shipped] ?? message, description },
    ]),
  );
  return { ...theme, ...extracted };
}

/** A docs version's file (Docusaurus' docs plugin): its label, and its sidebars' category and link labels. */
export function docsVersionContent(
  version: { name: string; label: string },
  sidebars: Record<string, SidebarItem[]>,
): TranslationFile {
  const content: TranslationFile = {
    'version.label': { message: version.label, description: `The label for version ${version.name}` },
  };
  for (const [sidebar, items] of Object.entries(sidebars)) {
    const walk = (list: SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'category') {
          content[`sidebar.${sidebar}.category.${item.key ?? item.label}`] = {
            message: item.label,
            description: `The label for category ${item.label} in sidebar ${sidebar}`,
          };
          walk(item.items);
        } else if (item.type === 'link' && /^[a-z][a-z\d+.-]*:/i.test(item.href)) {
          content[`sidebar.${sidebar}.link.${item.key ?? item.label}`] = {
            message: item.label,
            description: `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.href}`,
          };
        }
      }
    };
    walk(items);
  }
  return content;
}

type NavbarConfigItem = ResolvedConfig['navbar']['items'][number];

/**
 * navbar.json (Docusaurus' theme-classic): the title, the logo's alt text, and the label of every item that has one (a
 * dropdown's items too).
 */
export function navbarContent(config: ResolvedConfig): TranslationFile {
  const { navbar } = config;
  const content: TranslationFile = {};
  if (navbar.title) content.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt) content['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  const add = (item: { label?: string }) => {
    if (item.label)
      content[`item.label.${item.label}`] = {
        message: item.label,
        description: `Navbar item with label ${item.label}`,
      };
  };
  for (const item of navbar.items as NavbarConfigItem[]) {
    if ('label' in item) add(item as { label?: string });
    if (item.type === 'dropdown') item.items.forEach(add);
  }
  return content;
}

/** footer.json (Docusaurus' theme-classic): the label of every link, the copyright and the logo's alt text. */
export function footerContent(config: ResolvedConfig): TranslationFile {
  const { footer } = config;
  const content: TranslationFile = {};
  for (const link of footer.links) {
    if (link.label)
      content[`link.item.label.${link.label}`] = {
        message: link.label,
        description: `The label of footer link with label=${link.label}${link.href ? ` linking to ${link.href}` : ''}`,
      };
  }
  const copyright = footer.copyrightHtml ?? footer.copyright;
  if (copyright) content.copyright = { message: copyright, description: 'The footer copyright' };
  if (footer.logo?.alt) content['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of footer logo' };
  return content;
}

/**
 * A file as written over its earlier self (Docusaurus' merge): an id the translator has a
 * message for keeps it (unless `override`), its description is the new one, ids only the old
 * file has stay; a new message gets `messagePrefix`.
 */
export function mergeTranslations(
  existing: TranslationFile,
  fresh: TranslationFile,
  options: { override?: boolean; messagePrefix?: string } = {},
): { content: TranslationFile; added: number } {
  const content: TranslationFile = { ...existing };
  let added = 0;
  for (const [id, entry] of Object.entries(fresh)) {
    const kept = existing[id];
    if (!kept) added++;
    const message =
      kept && !options.override ? kept.message : `${kept ? '' : (options.messagePrefix ?? '')}${entry.message}`;
    content[id] = entry.description === undefined ? { message } : { message, description: entry.description };
  }
  return { content, added };
}

/** Where each file goes, under the site's folder. */
export const translationPaths = {
  code: (siteDir: string, locale: string) => path.join(siteDir, I18N_DIR, locale, 'code.json'),
  docsVersion: (siteDir: string, locale: string, version: string) =>
    path.join(
      siteDir,
      I18N_DIR,
      locale,
      'docusaurus-plugin-content-docs',
      version === 'current' ? 'current.json' : `version-${version}.json`,
    ),
  navbar: (siteDir: string, locale: string) =>
    path.join(siteDir, I18N_DIR, locale, 'docusaurus-theme-classic', 'navbar.json'),
  footer: (siteDir: string, locale: string) =>
    path.join(siteDir, I18N_DIR, locale, 'docusaurus-theme-classic', 'footer.json'),
};
