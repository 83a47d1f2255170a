/**
 * HTML escaping for the few strings hub-docs writes as HTML itself (the document shell,
 * highlighted code, search snippets); React escapes whatever it renders. In theme/ because
 * theme/search/snippet.ts uses it too, and theme/ imports nothing from cli/.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Safe as element content and as a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ENTITIES[ch] as string);
}

/**
 * Safe as element content only: `"` is left as it is. For highlighted code, whose quotes
 * are most of a JSON sample; writing them as `&quot;` would change nothing on screen but
 * every page's bytes.
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => ENTITIES[ch] as string);
}
