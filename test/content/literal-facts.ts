/**
 * The facts-by-name rule: a page must not write one of `_facts.json`'s values literally. Two
 * kinds of fact are checked, and only these, so unrelated numbers raise no alarm:
 *
 * - Quantities. A fact whose name ends in a unit (`answerTimeoutSeconds`, `windowHours`,
 *   `maxSizeMiB`, `rateLimitPerMinute`, `maxTries`, `afterConsecutiveFailures`...) measures
 *   something; the page text is searched for a number followed by that kind of unit, in any
 *   usual spelling (`24 hours`, `24 h`, `24-hour`, `24h`, `twenty-four hours` is not English but
 *   `ten tries` is), and it is a restatement when it equals a fact of that kind. Durations and
 *   sizes are compared after conversion, so `1 hour` is caught by a fact of 60 minutes.
 *   A bare number (`max=50`, `"expires_in": 3600`) carries no unit and is never matched.
 * - Codes. A string fact that looks like code (a path, a header name, an upper-case category,
 *   a URL: it holds `/`, `_`, `-`, `.`, `:` or `=`, or is upper case) is matched as a whole
 *   word, case-sensitively when it has no lower-case letter and case-insensitively otherwise
 *   (`x-%product%-signature` restates `X-%product%-Signature`).
 *
 * Plain words (`echo`) and unit-less numbers are not checked. The escape hatch for a literal
 * that equals a fact by coincidence is LITERAL_EXCEPTIONS below: one entry per page and literal,
 * each with the reason it is not the fact.
 */
import type { Facts } from '../../cli/content/fact-token.js';

export interface LiteralException {
  /** Page path relative to the docs folder. */
  page: string;
  /** The literal as written, exactly. */
  literal: string;
  why: string;
}

/** Literals that equal a fact's value but are not that fact. Keep this list short and justified. */
export const LITERAL_EXCEPTIONS: LiteralException[] = [
  {
    page: 'advanced-topics/retries.mdx',
    literal: '1 min',
    why: 'a row of the back-off table: the second wait, twice the first (retries.firstWaitSeconds); it equals the pause minimum only by chance',
  },
];

type Family = 'time' | 'size' | 'rate' | 'tries' | 'retries' | 'messages' | 'failures' | 'percent';

// Name suffix → what the number measures, and the factor to a common base (seconds, bytes, per second).
const NAME_UNITS: [RegExp, Family, number][] = [
  [/Seconds$/, 'time', 1],
  [/Minutes$/, 'time', 60],
  [/Hours$/, 'time', 3600],
  [/Days$/, 'time', 86400],
  [/MiB$/, 'size', 1024 ** 2],
  [/KiB$/, 'size', 1024],
  [/PerSecond$/, 'rate', 1],
  [/PerMinute$/, 'rate', 1 / 60],
  [/PerHour$/, 'rate', 1 / 3600],
  [/Retries$/, 'retries', 1],
  [/Tries$/, 'tries', 1],
  [/Messages$/, 'messages', 1],
  [/Failures$/, 'failures', 1],
  [/Percent$/, 'percent', 1],
];

// How pages spell each unit after the number, with the factor to the family's base.
const PAGE_UNITS: [Family, number, string][] = [
  ['time', 1, String.raw`s|secs?|seconds?`],
  ['time', 60, String.raw`mins?|minutes?`],
  ['time', 3600, String.raw`h|hrs?|hours?`],
  ['time', 86400, String.raw`days?`],
  ['size', 1024 ** 2, String.raw`MiB|MB|mebibytes?`],
  ['size', 1024, String.raw`KiB|KB|kB`],
  ['rate', 1 / 60, String.raw`(?:(?:requests?|calls?|messages?)\s+)?(?:per|a|an|in\s+a|/)\s*(?:minute|min)`],
  ['rate', 1, String.raw`(?:(?:requests?|calls?|messages?)\s+)?(?:per|a|/)\s*(?:second|sec|s)`],
  ['retries', 1, String.raw`retr(?:y|ies)`],
  ['tries', 1, String.raw`(?:delivery\s+)?(?:tries|try|attempts?|times)`],
  ['messages', 1, String.raw`messages?`],
  [
    'failures',
    1,
    String.raw`(?:consecutive\s+)?(?:failures?|(?:failed|refused)\s+(?:deliver(?:y|ies)|tries|attempts)|(?:(?:tries|deliveries|failures)\s+)?in\s+a\s+row)`,
  ],
  ['percent', 1, String.raw`%|percent`],
];

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};
// Digits may touch their unit (`10s`); a number word needs a space or hyphen (`ten tries`, not `tens`).
const SEPARATOR = String.raw`(?:\s|-|&nbsp;)`;
const NUMBER = String.raw`(?:(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)${SEPARATOR}?|(${Object.keys(WORDS).join('|')})${SEPARATOR})`;
// Not part of a longer number, time of day, version, path or word.
const BEFORE = String.raw`(?<![\w.,:/$-])`;

interface Quantity {
  family: Family;
  base: number;
}

function parseNumber(text: string): number {
  const word = WORDS[text.toLowerCase()];
  return word ?? Number(text.replace(/,/g, ''));
}

/** The quantity a fact measures, from the unit its name ends with; null when it has none. */
export function factQuantity(name: string, value: string): Quantity | null {
  const last = name.slice(name.lastIndexOf('.') + 1);
  const unit = NAME_UNITS.find(([suffix]) => suffix.test(last));
  const number = Number(value.replace(/,/g, ''));
  if (!unit || value.trim() === '' || !Number.isFinite(number)) return null;
  return { family: unit[1], base: number * unit[2] };
}

/** Whether a string fact is code-like enough to be matched as a whole. */
export function isCodeLike(value: string): boolean {
  const text = value.replace(/%product%/g, 'P');
  return /[/_\-.:=]/.test(text) || /^[A-Z]{4,}$/.test(text);
}

export interface Restatement {
  literal: string;
  /** Offset in the page text, and its line. */
  index: number;
  line: number;
  names: string[];
}

/** Every literal restatement of a fact in a page's raw text (tokens themselves excluded). */
export function findLiteralFacts(raw: string, facts: Facts, page = ''): Restatement[] {
  // Blank out the tokens (same length, so lines stay right): their values are not literals.
  const text = raw.replace(/%fact:[A-Za-z][A-Za-z0-9_.-]*%/g, (token) => ' '.repeat(token.length));
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const found: Restatement[] = [];
  const allowed = new Set(LITERAL_EXCEPTIONS.filter((e) => e.page === page).map((e) => e.literal));

  const quantities = Object.entries(facts).flatMap(([name, value]) => {
    const q = factQuantity(name, value);
    return q ? [{ name, ...q }] : [];
  });
  for (const [family, factor, spelling] of PAGE_UNITS) {
    const candidates = quantities.filter((q) => q.family === family);
    if (candidates.length === 0) continue;
    const pattern = new RegExp(`${BEFORE}${NUMBER}(?:${spelling})(?![\\w])`, 'gi');
    for (const m of text.matchAll(pattern)) {
      const base = parseNumber(m[1] ?? m[2]) * factor;
      const names = candidates.filter((q) => Math.abs(q.base - base) < 1e-9 * Math.max(1, q.base)).map((q) => q.name);
      if (names.length > 0 && !allowed.has(m[0]))
        found.push({ literal: m[0], index: m.index!, line: lineOf(m.index!), names });
    }
  }

  for (const [name, value] of Object.entries(facts)) {
    if (factQuantity(name, value) || !isCodeLike(value)) continue;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const left = /^[\w]/.test(value) ? String.raw`(?<![\w-])` : '';
    const right = /[\w]$/.test(value) ? String.raw`(?![\w/-])` : '';
    const pattern = new RegExp(`${left}${escaped}${right}`, /[a-z]/.test(value) ? 'gi' : 'g');
    for (const m of text.matchAll(pattern)) {
      if (!allowed.has(m[0])) found.push({ literal: m[0], index: m.index!, line: lineOf(m.index!), names: [name] });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The content-rule messages for a page. */
export function checkFactsByName(raw: string, facts: Facts, page: string): string[] {
  return findLiteralFacts(raw, facts, page).map(
    (r) =>
      `line ${r.line} writes "${r.literal}" literally: write it by name (${r.names.map((n) => `%fact:${n}%`).join(' or ')})`,
  );
}
