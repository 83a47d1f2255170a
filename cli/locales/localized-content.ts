/**
 * The blog's and the custom pages' translations, as Docusaurus lays them out and reads them: a
 * file of the blog folder (src/pages) is read from `i18n/<locale>/docusaurus-plugin-content-blog/`
 * (`…-pages/`) at the same path when it is there, else from the original folder. The set of
 * posts and pages is the original folder's: a translation of no original is no page. The default
 * locale's folder applies to it too, as in Docusaurus.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../../theme/types.js';
import { localeFolder } from './locale-plan.js';

/** The folder of a plugin's translations in the config's locale (null when it has none). */
export function localizedFolder(config: ResolvedConfig, siteDir: string, plugin: 'blog' | 'pages'): string | null {
  const folder = path.join(localeFolder(config, siteDir), `docusaurus-plugin-content-${plugin}`);
  return existsSync(folder) ? folder : null;
}

/** The file to read for `relativePath` of the content folder: its translation when there is one. */
export function localizedFile(contentDir: string, localized: string | null, relativePath: string): string {
  const translated = localized === null ? null : path.join(localized, relativePath);
  return translated !== null && existsSync(translated) ? translated : path.join(contentDir, relativePath);
}
