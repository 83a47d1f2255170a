/**
 * A snippet of about `length` characters around the first match, as text parts with the
 * matched words flagged. Parts, not HTML: each caller renders them its own way (the browser as
 * text in <mark> elements, `hub-docs search` as *marked* text or JSON), so nothing a page or a
 * query contains can inject markup.
 */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Scripts written without spaces between words: a term there is marked as it stands, wherever it stands. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

export function termPattern(terms: string[]): RegExp | null {
  const unique = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  // A stem ("retri") marks the whole word it starts ("retries"); a term of ja, zh or th marks itself alone
  // (its neighbours are letters of other words).
  const spaced = unique.filter((t) => !UNSPACED.test(t)).map(escapeRegExp);
  const unspaced = unique.filter((t) => UNSPACED.test(t)).map(escapeRegExp);
  const alternatives = [
    ...(spaced.length ? [`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})[\\p{L}\\p{N}]*`] : []),
    ...unspaced,
  ];
  return new RegExp(alternatives.join('|'), 'giu');
}

/**
 * Whether a word of the text stands for a matched term though no term starts it: its stem is one
 * the query matched ("envoyé" for the stem "envoi" of "envoyer"). The engine's, from the index's pipeline.
 */
export type StemMatch = (word: string) => boolean;

const WORDS = /[\p{L}\p{M}\p{N}]+/gu;

/** Where the text matches: the pattern's matches and the words `stemMatch` accepts, in order. */
function matchRanges(text: string, pattern: RegExp | null, stemMatch?: StemMatch): [number, number][] {
  const ranges: [number, number][] = [];
  if (pattern) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      ranges.push([match.index, match.index + match[0].length]);
      // Terms may overlap (zh's pairs 运算 and 算符 of 运算符): look again from the next character.
      pattern.lastIndex = match.index + 1;
    }
  }
  if (stemMatch)
    for (const word of text.matchAll(WORDS))
      if (stemMatch(word[0])) ranges.push([word.index!, word.index! + word[0].length]);
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Matches that overlap or touch are one (zh's pairs 检查 and 连接 mark 检查连接).
  const merged: [number, number][] = [];
  for (const [from, to] of ranges) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export function makeSnippet(text: string, terms: string[], length: number, stemMatch?: StemMatch): SnippetPart[] {
  const pattern = termPattern(terms);
  const first = matchRanges(text, pattern, stemMatch)[0]?.[0] ?? -1;
  let start = 0;
  let end = Math.min(text.length, length * 2);
  if (first > length / 2) {
    start = first - Math.floor(length / 2);
    const space = text.lastIndexOf(' ', start);
    if (space > start - 15) start = space + 1;
    end = Math.min(text.length, start + length * 2);
  }
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    if (space !== -1 && space - end < 15) end = space;
  }
  const slice = (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '');
  return markParts(slice, pattern, stemMatch);
}

export function markParts(text: string, pattern: RegExp | null, stemMatch?: StemMatch): SnippetPart[] {
  const ranges = matchRanges(text, pattern, stemMatch);
  if (ranges.length === 0) return [{ text, mark: false }];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const [from, to] of ranges) {
    if (from > last) parts.push({ text: text.slice(last, from), mark: false });
    parts.push({ text: text.slice(from, to), mark: true });
    last = to;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
