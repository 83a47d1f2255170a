/**
 * Compares names (file names, paths, labels) in the order `localeCompare(…, 'en')` puts them:
 * ICU's root collation, the same on every machine (a bare localeCompare follows the machine's
 * locale, so the same docs could sort differently on another machine). localeCompare's first
 * call sets up ICU's collator, ~6.5 ms of every build on this machine, where a rebuild sorts a
 * few names. Names made of lower-case ASCII letters, digits, spaces and ASCII punctuation (most
 * file names and paths) are compared here instead: in ICU's root collation each of those
 * characters has a primary weight of its own, in COLLATION_ORDER's order, so such names compare
 * character by character, and a name that is a prefix of another comes first. Anything else
 * (capitals, accents, other scripts) goes to localeCompare. test/unit/compare-names.test.ts
 * checks the order against ICU.
 */

/** ICU's root collation order of the characters compared here (space, punctuation and symbols, digits, letters). */
export const COLLATION_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';

/** A character code's place in COLLATION_ORDER, from 1; 0 for a character compared by localeCompare. */
const RANK = new Uint8Array(128);
for (let i = 0; i < COLLATION_ORDER.length; i++) RANK[COLLATION_ORDER.charCodeAt(i)] = i + 1;

const ranked = (name: string): boolean => {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= 128 || RANK[code] === 0) return false;
  }
  return true;
};

/** Negative, zero or positive, as `a.localeCompare(b, 'en')`. */
export function compareNames(a: string, b: string): number {
  if (!ranked(a) || !ranked(b)) return a.localeCompare(b, 'en');
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = RANK[a.charCodeAt(i)] - RANK[b.charCodeAt(i)];
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}
