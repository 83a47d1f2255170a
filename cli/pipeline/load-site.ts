/**
 * The build's first stage: the config as the locale being built sees it, where the site's files
 * are, its docs versions and what the theme says in its language. Everything after it reads this.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../../theme/types.js';
import type { Messages } from '../../theme/messages/format.js';
import type { SiteOptions } from '../build-types.js';
import type { HubDocsError } from '../errors.js';
import { loadConfig } from '../config/load-config.js';
import { siteMessages } from '../i18n/code-translations.js';
import { chosenLocale, localeConfig, localePlans, type LocalePlan } from '../locales/locale-plan.js';
import { siteFolders } from '../site-folders.js';
import { resolveDocsVersions, type VersionPlan } from '../versions/docs-versions.js';

export interface LoadedSite {
  /** The config as this locale sees it: its base URL, language, navbar and footer (locale-plan.ts). */
  config: ResolvedConfig;
  configFile: string;
  /** The config's folder: src/, blog/, i18n/ and the site's own modules are beside it. */
  configDir: string;
  /** The current version's docs folder. */
  docsDir: string;
  /** Where versions.json and the static folder are: the config's folder, or beside a --docs-dir. */
  siteDir: string;
  staticDir: string;
  /** The docs versions, newest first. */
  plans: VersionPlan[];
  locale: LocalePlan;
  /** What the theme says in the locale: hub-docs' catalogue and translations, under the site's code.json. */
  messages: Messages;
  /** A site with a blog may have no docs (Docusaurus' `docs: false`). */
  docsOptional: boolean;
  /** An adapted Docusaurus config's problems are warnings (pushed here); null: errors. */
  lenient: HubDocsError[] | null;
  /** Problems that do not stop the build, in the order they were found; the later stages add theirs. */
  warnings: HubDocsError[];
}

export async function loadSite(options: SiteOptions): Promise<LoadedSite> {
  const loaded = await loadConfig({ configFile: options.configFile, locale: options.locale });
  const { file: configFile, warnings } = loaded;
  const locales = localePlans(loaded.config, configFile);
  const locale = options.locale === undefined ? locales[0] : chosenLocale(locales, options.locale, configFile);
  const config = localeConfig(loaded.config, locale, locales);
  const { docsDir, siteDir, staticDir } = siteFolders(options, config, configFile);
  const plans = await resolveDocsVersions({ config, configFile, siteDir, docsDir });
  const messages = await siteMessages(siteDir, config.locale.code);
  const docsOptional = config.build.blog !== null && !options.docsDir;
  const lenient = loaded.adapted ? warnings : null;
  const configDir = path.dirname(configFile);
  return {
    config,
    configFile,
    configDir,
    docsDir,
    siteDir,
    staticDir,
    plans,
    locale,
    messages,
    docsOptional,
    lenient,
    warnings,
  };
}
