/**
 * `hub-docs write-translations [--locale L]`: writes the files a translator fills in for a locale,
 * as `docusaurus write-translations` does (cli/i18n/translation-files.ts): code.json, each docs
 * version's file, navbar.json and footer.json under `i18n/<locale>/`. A file that exists is
 * merged into: what is translated stays (unless --override), new ids are added.
 */
import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { HubDocsError } from '../errors.js';
import { prepareSite } from '../build.js';
import { siteConfigFile } from './site-config-file.js';
import { extractSiteTranslations } from '../i18n/extract-translations.js';
import {
  codeTranslationContent,
  docsVersionContent,
  footerContent,
  mergeTranslations,
  navbarContent,
  translationPaths,
  type TranslationFile,
} from '../i18n/translation-files.js';
import { readCodeTranslations } from '../i18n/code-translations.js';
import { isLocaleCode } from '../../theme/config-schema.js';

export interface WriteTranslationsOptions {
  config?: string;
  locale?: string;
  override?: boolean;
  messagePrefix?: string;
}

export interface WrittenFile {
  /** Relative to the site's folder. */
  file: string;
  messages: number;
  added: number;
}

async function readExisting(file: string): Promise<TranslationFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return JSON.parse(text) as TranslationFile;
  } catch (cause) {
    throw new HubDocsError(`${file} is not valid JSON: it is not overwritten`, {
      location: { file },
      hint: 'fix the file or remove it, then run write-translations again',
      cause,
    });
  }
}

export async function writeTranslations(
  options: WriteTranslationsOptions,
): Promise<{ locale: string; files: WrittenFile[] }> {
  const site = await prepareSite({ configFile: siteConfigFile(options.config), cache: true });
  const siteDir = path.dirname(site.configFile);
  const locale = options.locale ?? site.config.locale.code;
  if (!isLocaleCode(locale))
    throw new HubDocsError(`"${locale}" is not a locale`, { hint: 'a BCP 47 tag, such as fr, pt-BR or zh-Hans' });
  // The code.json of the site is checked as a build reads it (a broken one is an error at its line).
  await readCodeTranslations(siteDir, locale);
  const files: [string, TranslationFile][] = [
    [
      translationPaths.code(siteDir, locale),
      codeTranslationContent(locale, await extractSiteTranslations(path.join(siteDir, 'src'))),
    ],
    ...site.versions.map((v): [string, TranslationFile] => [
      translationPaths.docsVersion(siteDir, locale, v.plan.name),
      docsVersionContent({ name: v.plan.name, label: v.plan.label }, v.sidebar.sidebars),
    ]),
    [translationPaths.navbar(siteDir, locale), navbarContent(site.config)],
    [translationPaths.footer(siteDir, locale), footerContent(site.config)],
  ];
  const written: WrittenFile[] = [];
  for (const [file, fresh] of files) {
    const { content, added } = mergeTranslations(await readExisting(file), fresh, options);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
    written.push({
      file: path.relative(siteDir, file).split(path.sep).join('/'),
      messages: Object.keys(content).length,
      added,
    });
  }
  return { locale, files: written };
}

export async function runWriteTranslations(options: WriteTranslationsOptions): Promise<void> {
  const { locale, files } = await writeTranslations(options);
  for (const f of files) process.stdout.write(`  ${f.file}: ${f.messages} messages (${f.added} new)\n`);
  process.stdout.write(`✓ wrote ${files.length} translation files for ${locale}\n`);
}
