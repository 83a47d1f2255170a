/**
 * On a client navigation, the document's head becomes the one the server wrote for the new page:
 * the tags theme/head.ts makes for it replace those of the page before, in the same place.
 */
import type { ClientConfig, PageData } from '../theme/types.js';
import { HEAD_TAGS_SELECTOR, headTags } from '../theme/head.js';

export function updateHead(page: PageData, config: ClientConfig): void {
  const head = document.head;
  const old = [...head.querySelectorAll(HEAD_TAGS_SELECTOR)];
  // The page's tags go where the first of the old ones was (after the charset and viewport); its
  // schema.org data at the end, where a first load has it (after the site's assets).
  const at = old[0] ?? null;
  for (const tag of headTags(page, { config })) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
    if (tag.tag === 'script') head.append(element);
    else head.insertBefore(element, at);
  }
  for (const element of old) element.remove();
}
