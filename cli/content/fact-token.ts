/**
 * The fact token. The hub's constants (limits, timings, paths, codes) live once, in the docs
 * folder's `_facts.json`; a page inserts one with `%fact:NAME%`, resolved at build time like
 * `%product%`. Pure functions only: the remark plugin runs them in worker threads, the
 * front-matter pass and the content test on the main thread.
 */
import leven from 'leven';

/** Dotted fact name → its value as text. */
export type Facts = Readonly<Record<string, string>>;

/** One segment of a fact name; nested objects join segments with dots (`retries.maxTries`). */
export const FACT_NAME_SEGMENT = /^[A-Za-z][A-Za-z0-9_-]*$/;
// The separator may also be PROTECTED_COLON: see protectFactTokens.
const FACT_TOKEN = /%fact[:\uE000]([A-Za-z][A-Za-z0-9_.-]*)%/g;
const PROTECTED_COLON = '\uE000';

/**
 * remark-directive reads `:name` as a text directive, which would split `%fact:retries.maxTries%`
 * apart before any plugin sees it. Pages are parsed with the colon of each token swapped for a
 * private-use character of the same length, so every offset, line and column stays the file's.
 */
export function protectFactTokens(source: string): string {
  return source.includes('%fact:') ? source.replace(/%fact:(?=[A-Za-z])/g, '%fact' + PROTECTED_COLON) : source;
}

export interface FactUse {
  name: string;
  /** Offset of the token's `%` in the text. */
  index: number;
  /** The token as written, `%fact:NAME%`. */
  token: string;
}

/** Every `%fact:NAME%` in a text, known or not. */
export function factTokensIn(text: string): FactUse[] {
  if (!text.includes('%fact')) return [];
  return [...text.matchAll(FACT_TOKEN)].map((m) => ({ name: m[1], index: m.index!, token: m[0] }));
}

/** Replaces every known fact; unknown ones stay as written and are passed to `onUnknown`. */
export function replaceFactsInText(text: string, facts: Facts, onUnknown: (use: FactUse) => void): string {
  if (!text.includes('%fact')) return text;
  return text.replace(FACT_TOKEN, (token: string, name: string, index: number) => {
    if (Object.hasOwn(facts, name)) return facts[name];
    onUnknown({ name, index, token });
    // An unknown token stays as written (and fails the build).
    return token.replace(PROTECTED_COLON, ':');
  });
}

/** The known names nearest to a mistyped one: by edit distance, or sharing its last segment. */
export function closestFactNames(name: string, facts: Facts, limit = 3): string[] {
  const last = (n: string) => n.slice(n.lastIndexOf('.') + 1).toLowerCase();
  const scored = Object.keys(facts).map((known) => ({
    known,
    distance: Math.min(leven(name.toLowerCase(), known.toLowerCase()), last(known) === last(name) ? 1 : Infinity),
  }));
  const nearEnough = Math.max(3, Math.floor(name.length / 3));
  return scored
    .filter((s) => s.distance <= nearEnough)
    .sort((a, b) => a.distance - b.distance || (a.known < b.known ? -1 : 1))
    .slice(0, limit)
    .map((s) => s.known);
}

/** The hint for an unknown name: the nearest known names, or where facts are defined. */
export function unknownFactHint(name: string, facts: Facts): string {
  const close = closestFactNames(name, facts);
  if (close.length > 0)
    return `did you mean ${close.map((n) => `%fact:${n}%`).join(', ')}? Facts are defined in the docs folder's _facts.json`;
  return Object.keys(facts).length === 0
    ? 'there is no _facts.json in the docs folder: add one that defines it'
    : "define it in the docs folder's _facts.json";
}

/**
 * The part of the compile cache key that depends on the facts: the names a page's text uses,
 * with their current values. Editing `_facts.json` recompiles exactly the pages whose facts changed.
 */
export function factsCacheKey(text: string, facts: Facts): string {
  const names = [...new Set(factTokensIn(text).map((use) => use.name))].sort();
  return JSON.stringify(names.map((name) => [name, Object.hasOwn(facts, name) ? facts[name] : null]));
}

/** Line and column (1-based) of an offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
