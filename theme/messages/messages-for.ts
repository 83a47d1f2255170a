/**
 * The messages of a locale (the seam a build calls once per locale it renders): the catalogue's
 * English, under the translation hub-docs ships for the locale, under the site's own
 * (`i18n/<locale>/code.json`, whose ids may also be the site's own, for its `<Translate>`).
 * The shipped translation is found as Docusaurus finds its own: the locale itself, then its
 * script (zh-CN → zh-Hans, zh-TW → zh-Hant), its language with its likely region (pt → pt-BR),
 * then its language (fr-CA → fr). Build side only: the browser gets the result (runtime/messages.ts).
 */
import { CATALOGUE, type MessageId, type ShippedMessages } from './catalogue.js';
import type { Messages } from './format.js';
import { SHIPPED } from './locales/shipped.js';

/** The tags to try for a locale's shipped translation, most specific first. */
export function localesToTry(locale: string): string[] {
  let tags = [locale];
  try {
    const intl = new Intl.Locale(locale);
    const max = intl.maximize();
    tags = [locale, `${max.language}-${max.script}`, `${max.language}-${max.region}`, intl.language];
  } catch {
    // Not a BCP 47 tag: only the tag as written.
  }
  return [...new Set(tags)];
}

/**
 * The translation hub-docs ships for a locale (see localesToTry); null for a locale it has none for (English, among
 * others).
 */
export function shippedTranslation(locale: string): ShippedMessages | null {
  // The common cases without Intl's likely-subtags data, whose first use costs ~8 ms of a build.
  if (Object.hasOwn(SHIPPED, locale)) return SHIPPED[locale];
  if (/^en(-|$)/i.test(locale)) return null;
  const tag = localesToTry(locale).find((t) => Object.hasOwn(SHIPPED, t));
  return tag ? SHIPPED[tag] : null;
}

/** A locale's messages; `siteTranslations`: the site's code.json, id → message. */
export function messagesFor(locale: string, siteTranslations: Record<string, string> = {}): Messages {
  const english = Object.fromEntries(Object.entries(CATALOGUE).map(([id, e]) => [id, e.message])) as Record<
    MessageId,
    string
  >;
  return { locale, text: { ...english, ...shippedTranslation(locale), ...siteTranslations } };
}
