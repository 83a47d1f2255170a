/**
 * Long pages in parts, so that one tool answer stays within an assistant's context budget:
 * `offset` and `limit` count characters (UTF-16 code units, as JavaScript and most clients
 * count them), and a part never ends inside a surrogate pair.
 */
export const DEFAULT_PAGE_LIMIT = 20_000;
export const MAX_PAGE_LIMIT = 100_000;

export interface PageSlice {
  text: string;
  offset: number;
  /** Where the next part starts; null when this part reaches the end. */
  nextOffset: number | null;
  total: number;
  /** One line saying which characters the answer holds and how to get the rest. */
  summary: string;
}

export function pageSlice(markdown: string, offset: number, limit: number): PageSlice {
  const total = markdown.length;
  const start = Math.min(offset, total);
  let end = Math.min(start + limit, total);
  // Never split a surrogate pair: end before its high half.
  if (end < total && end > start && /[\uD800-\uDBFF]/.test(markdown[end - 1])) end--;
  const nextOffset = end < total ? end : null;
  const summary =
    start === 0 && nextOffset === null
      ? `Characters: all ${total}`
      : offset >= total && total > 0
        ? `Characters: none (offset ${offset} is past the end: the page has ${total})`
        : `Characters: ${start}–${end} of ${total}${nextOffset === null ? ' (the end)' : `; ask again with offset ${nextOffset} for the rest`}`;
  return { text: markdown.slice(start, end), offset: start, nextOffset, total, summary };
}
