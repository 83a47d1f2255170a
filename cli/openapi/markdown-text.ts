/**
 * Plain text from the spec's Markdown, for what is not rendered as Markdown: the page's lead
 * and meta description, and search text.
 */

export function plainText(markdown: string | null | undefined): string {
  return (markdown ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]|\b_|_\b/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-+]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first paragraph of a description is the page's lead (shown under the title, and its meta
 * description). When it is plain prose the page body leaves it out (`skip` lines), so it is not
 * shown twice; with links, code or components it stays in the body as well, so nothing in it is lost.
 */
export function leadOf(markdown: string | null | undefined): { lead: string; skip: number } {
  const lines = (markdown ?? '').replace(/\r\n?/g, '\n').split('\n');
  let start = 0;
  while (start < lines.length && lines[start].trim() === '') start++;
  let end = start;
  while (end < lines.length && lines[end].trim() !== '') end++;
  const paragraph = lines.slice(start, end).join('\n');
  const plain = paragraph !== '' && !/[[\]`*_<>{}|\\]|%fact:|^\s*([#>+-]|\d+\.)/.test(paragraph);
  return { lead: plainText(paragraph), skip: plain ? end : 0 };
}
