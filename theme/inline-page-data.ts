/**
 * The PageData of a page that hydrates around its server HTML (PageData.hydrateFromHtml)
 * travels inline in the HTML, as JSON, instead of in the page's chunk.
 */
import type { PageData } from './types.js';

export const PAGE_DATA_ID = '__hub-page';

/** The `<script type="application/json">` element; `<` is escaped so no text in the data can close it. */
export function pageDataScript(page: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;
}
