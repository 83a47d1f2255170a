/**
 * The theme's messages for one locale, and how a text is said with them: `{name}` placeholders
 * filled, plural forms chosen (Docusaurus' format: the forms separated by `|`, in the order of
 * the locale's plural categories zero, one, two, few, many, other, as Intl.PluralRules has them;
 * a message with fewer forms takes its last for the categories it lacks), and numbers and dates
 * formatted for the locale (Intl). No React here: the browser's plain DOM behaviours use it too
 * (with the locale's messages from a chunk of their own, runtime/messages.ts).
 */
import type { MessageId } from './catalogue.js';

/** What the theme says, in one locale: every catalogue id's message, and the site's own ids from its code.json. */
export interface Messages {
  /** The locale's BCP 47 tag (what Intl formats with, and `<html lang>`). */
  locale: string;
  text: Record<MessageId, string> & Record<string, string>;
}

export type Values = Record<string, string | number>;

export const PLACEHOLDER = /\{(\w+)\}/g;

/** `message` with its `{name}`s replaced (numbers formatted for the locale); an unknown name stays as written. */
export function interpolate(message: string, values: Values | undefined, locale: string): string {
  if (!values) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? formatValue(values[name], locale) : whole,
  );
}

const formatValue = (value: string | number, locale: string) =>
  typeof value === 'number' ? formatNumber(value, locale) : value;

/** A message, its placeholders filled. */
export function translate(messages: Messages, id: MessageId, values?: Values): string {
  return interpolate(messages.text[id], values, messages.locale);
}

const CATEGORY_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * One of each formatter per locale: making an Intl object costs ~50 times using one, and a build
 * renders "{count} items" and the like on every page (~25 ms of the bundled docs' render).
 */
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}

const pluralRules = perLocale((locale) => {
  const rules = new Intl.PluralRules(locale);
  const categories = CATEGORY_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return { rules, categories };
});
const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));

/** The form of a `|`-separated plural message for `count` in the locale (Docusaurus' selectPluralMessage). */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const { rules, categories } = pluralRules(locale);
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index, forms.length - 1)];
}

/** A plural message's form for `count`, its placeholders (and `{count}`) filled. */
export function translatePlural(messages: Messages, id: MessageId, count: number, values?: Values): string {
  return interpolate(pluralForm(messages.text[id], count, messages.locale), { count, ...values }, messages.locale);
}

/** A number as the locale writes it (1,234 / 1 234 / ١٬٢٣٤). */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, DATE_OPTIONS));

/**
 * A date as the locale writes it, in UTC (the same on every build machine): "14 mars 2025",
 * "Mar 14, 2025" (en-US), "2025年3月14日". English with no region is written day, month, year
 * with Intl's English month ("14 Mar 2025", "1 Sep 2025"), as hub-docs always has: unambiguous
 * for readers of every country (en-GB would write "1 Sept 2025").
 */
export function formatDate(date: Date, locale: string): string {
  const format = dateFormat(locale);
  if (locale !== 'en') return format.format(date);
  const part = (type: string) => format.formatToParts(date).find((p) => p.type === type)!.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}
