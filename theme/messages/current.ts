/**
 * The messages of the page being rendered, for Docusaurus' `translate()` (a function, not a
 * component: it has no context to read). Set by whatever renders a page (the server's renderers,
 * runtime/islands.tsx in the browser) before it renders.
 */
import type { Messages } from './format.js';

let current: Messages | null = null;

export function setCurrentMessages(messages: Messages): void {
  current = messages;
}

/** The message of `id` in the page's locale, if there is one. */
export function currentMessage(id: string): string | undefined {
  return current && Object.hasOwn(current.text, id) ? current.text[id] : undefined;
}
