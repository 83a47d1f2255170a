/**
 * What a docs page offers besides its content, as HTML made at build time (PageData.tools):
 * under the title, its Markdown twin (Copy page, View as Markdown, Open in ChatGPT / Claude); at the end, "Was this page
 * helpful?", "Edit this page" and "Last updated on …". Static markup in the page's data, not
 * components: the browser draws it with no code of its own, so every page's JavaScript stays as
 * it was; its buttons work through one delegated listener whose code loads on the first click
 * (runtime/page-buttons.ts).
 */
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import { markdownTwinFile } from '../../theme/routes.js';
import { absoluteUrl, withBaseUrl } from '../../theme/url.js';
import { escapeHtml } from '../../theme/escape-html.js';
import { openInAssistantLinks } from './open-in-assistant.js';

/** `twin`: the twin's path under the base URL, escaped; `assistantLinks`: the "Open in …" links. */
function actions(twin: string, assistantLinks: string): string {
  return `<div class="page-actions"><button type="button" class="page-actions__item" data-action="copy-page" data-href="${twin}"><span aria-live="polite">Copy page</span></button><a class="page-actions__item" href="${twin}" type="text/markdown">View as Markdown</a>${assistantLinks}</div>`;
}

const FEEDBACK =
  '<div class="feedback" role="group" aria-labelledby="feedback-question" data-feedback=""><p id="feedback-question" class="feedback__question">Was this page helpful?</p>' +
  ['yes', 'no'].map((answer) => `<button type="button" class="feedback__answer" data-action="feedback" data-answer="${answer}" aria-pressed="false">${answer === 'yes' ? 'Yes' : 'No'}</button>`).join('') +
  '<p class="feedback__thanks" aria-live="polite"></p></div>';

function source(page: PageData): string {
  if (!page.editUrl && !page.lastUpdated) return '';
  const edit = page.editUrl ? `<a class="page-source__edit" href="${escapeHtml(page.editUrl)}">Edit this page</a>` : '';
  const updated = page.lastUpdated ? `<p class="page-source__updated">Last updated on <time datetime="${escapeHtml(page.lastUpdated.date)}">${escapeHtml(page.lastUpdated.text)}</time></p>` : '';
  return `<div class="page-source">${edit}${updated}</div>`;
}

/** The tools of a page the theme shows with DocPage (a doc, a home or a generated index page); none for the others. */
export function pageTools(page: PageData, config: ResolvedConfig): PageData['tools'] {
  if (page.kind === 'search' || page.kind === 'not-found' || page.kind === 'page') return { top: '', end: '' };
  const twin = withBaseUrl(config, '/' + markdownTwinFile(page.route));
  return { top: actions(escapeHtml(twin), openInAssistantLinks(absoluteUrl(config, '/' + markdownTwinFile(page.route)), config.llms.openIn)), end: (config.feedback && page.kind === 'doc' ? FEEDBACK : '') + source(page) };
}
