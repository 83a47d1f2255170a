/**
 * The locales a site is built in (config `i18n`, Docusaurus' shape): where each is served, where
 * its translations are, and the config each locale's build reads. The default locale is served at
 * the base URL, every other one under `<baseUrl><locale>/`, as Docusaurus serves them.
 */
import path from 'node:path';
import type { LocaleLink, ResolvedConfig } from '../../theme/types.js';
import { HubDocsError } from '../errors.js';
import { translateFooter, translateNavbar, readTranslationFile } from './translation-files.js';

export interface LocalePlan {
  code: string;
  /** Its name in the locale dropdown; on a one-locale site, which shows no dropdown, its code. */
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** Intl's calendar for its dates (null: the locale's own). */
  calendar: string | null;
  isDefault: boolean;
  /** The site's base URL in this locale. */
  baseUrl: string;
  /** Its folder in the output ("" for the default locale, "fr/"). */
  outPrefix: string;
  /** Its translations: `<siteDir>/<i18n.path>/<localeConfigs[code].path ?? code>`. */
  folder: string;
}

/** Languages written right to left (Docusaurus' rtl-detect list, the ones with a BCP 47 code). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/**
 * The language's own name for it, capitalised as a menu item is ("Français", "日本語"), as Docusaurus labels a locale by
 * default.
 */
export function defaultLocaleLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** Every locale of the site, the default first, then in the order of `i18n.locales`. */
export function localePlans(config: ResolvedConfig, configFile: string): LocalePlan[] {
  const { i18n } = config.build;
  const codes = [i18n.defaultLocale, ...i18n.locales.filter((code) => code !== i18n.defaultLocale)];
  const unknown = Object.keys(i18n.localeConfigs).filter((code) => !codes.includes(code));
  if (unknown.length)
    throw new HubDocsError(`i18n.localeConfigs names the locale "${unknown[0]}", which is not in i18n.locales`, {
      location: { file: configFile },
      hint: `add "${unknown[0]}" to i18n.locales (${JSON.stringify(codes)}), or remove its localeConfigs entry`,
    });
  const siteDir = path.dirname(configFile);
  return codes.map((code, i) => {
    const options = i18n.localeConfigs[code] ?? {};
    const language = code.split('-')[0].toLowerCase();
    return {
      code,
      // Intl's language names cost ~20 ms to load: only a site with a locale dropdown needs them.
      label: options.label ?? (codes.length > 1 ? defaultLocaleLabel(code) : code),
      direction: options.direction ?? (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'),
      htmlLang: options.htmlLang ?? code,
      calendar: options.calendar ?? null,
      isDefault: i === 0,
      baseUrl: i === 0 ? config.baseUrl : `${config.baseUrl}${code}/`,
      outPrefix: i === 0 ? '' : `${code}/`,
      folder: localeFolder(config, siteDir, code),
    };
  });
}

/**
 * A locale's translations folder (`i18n/<locale>/`, or its `localeConfigs.<locale>.path`): the config's locale's by
 * default.
 */
export function localeFolder(config: ResolvedConfig, siteDir: string, code = config.locale.code): string {
  const { i18n } = config.build;
  return path.resolve(siteDir, i18n.path, i18n.localeConfigs[code]?.path ?? code);
}

/** The locale `--locale` names, or a clear error listing the site's. */
export function chosenLocale(plans: LocalePlan[], code: string, configFile: string): LocalePlan {
  const plan = plans.find((p) => p.code === code);
  if (!plan)
    throw new HubDocsError(`the site has no locale "${code}"`, {
      location: { file: configFile },
      hint: `--locale takes one of ${plans.map((p) => p.code).join(', ')} (config i18n.locales)`,
    });
  return plan;
}

/**
 * The config a locale's pages are built with: its base URL, its language and direction, the
 * locales for the dropdown and hreflang (only on a site with several, so a one-locale site's
 * config is what it was), and its navbar and footer translated (navbar.json, footer.json).
 */
export function localeConfig(config: ResolvedConfig, plan: LocalePlan, plans: LocalePlan[]): ResolvedConfig {
  // Docusaurus applies a locale's navbar.json and footer.json to the default locale too.
  const theme = path.join(plan.folder, 'docusaurus-theme-classic');
  const navbar = translateNavbar(config.navbar, readTranslationFile(path.join(theme, 'navbar.json')));
  const footer = translateFooter(config.footer, readTranslationFile(path.join(theme, 'footer.json')));
  if (plans.length === 1) return { ...config, locale: { code: plan.code, direction: plan.direction }, navbar, footer };
  const locales: LocaleLink[] = plans.map((p) => ({
    code: p.code,
    label: p.label,
    htmlLang: p.htmlLang,
    direction: p.direction,
    baseUrl: p.baseUrl,
  }));
  return {
    ...config,
    baseUrl: plan.baseUrl,
    locale: { code: plan.code, direction: plan.direction, htmlLang: plan.htmlLang, label: plan.label, locales },
    navbar,
    footer,
  };
}
