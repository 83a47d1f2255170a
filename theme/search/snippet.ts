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

export function termPattern(terms: string[]): RegExp | null {
  const unique = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  // A stem ("retri") marks the whole word it starts ("retries").
  return new RegExp(`(?<![\\p{L}\\p{N}])(${unique.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

export function makeSnippet(text: string, terms: string[], length: number): SnippetPart[] {
  const pattern = termPattern(terms);
  const first = pattern ? text.search(pattern) : -1;
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
  return markParts(slice, pattern);
}

export function markParts(text: string, pattern: RegExp | null): SnippetPart[] {
  if (!pattern) return [{ text, mark: false }];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index! + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
