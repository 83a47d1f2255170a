/**
 * What a docs page offers besides its content, as HTML made at build time (PageData.tools):
 * under the title, its Markdown twin (Copy page, View as Markdown, Open in ChatGPT / Claude); at the end, "Was this
 * page helpful?", "Edit this page" and "Last updated on …", in the page's locale. Static markup in the page's data, not
 * components: the browser draws it with no code of its own, so every page's JavaScript stays as
 * it was; its buttons work through one delegated listener whose code loads on the first click
 * (runtime/page-buttons.ts).
 */
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import { markdownTwinFile } from '../../theme/routes.js';
import { absoluteUrl, withBaseUrl } from '../../theme/url.js';
import { escapeHtml } from '../../theme/escape-html.js';
import { translate, type Messages } from '../../theme/messages/format.js';
import { openInAssistantLinks } from './open-in-assistant.js';

/** `twin`: the twin's path under the base URL, escaped; `assistantLinks`: the "Open in …" links. */
function actions(twin: string, assistantLinks: string, messages: Messages): string {
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(messages, id));
  return `<div class="page-actions"><button type="button" class="page-actions__item" data-action="copy-page" data-href="${twin}"><span aria-live="polite">${t('hub.pageActions.copyPage')}</span></button><a class="page-actions__item" href="${twin}" type="text/markdown">${t('hub.pageActions.viewMarkdown')}</a>${assistantLinks}</div>`;
}

function feedback(messages: Messages): string {
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(messages, id));
  return (
    `<div class="feedback" role="group" aria-labelledby="feedback-question" data-feedback=""><p id="feedback-question" class="feedback__question">${t('hub.feedback.question')}</p>` +
    (['yes', 'no'] as const)
      .map(
        (answer) =>
          `<button type="button" class="feedback__answer" data-action="feedback" data-answer="${answer}" aria-pressed="false">${t(answer === 'yes' ? 'hub.feedback.yes' : 'hub.feedback.no')}</button>`,
      )
      .join('') +
    '<p class="feedback__thanks" aria-live="polite"></p></div>'
  );
}

/** "Last updated on <time>": the message's text around the date, escaped, and the date as a `<time>`. */
function lastUpdated(date: NonNullable<PageData['lastUpdated']>, messages: Messages): string {
  const time = `<time datetime="${escapeHtml(date.date)}">${escapeHtml(date.text)}</time>`;
  // The date goes in after escaping: a placeholder no message can hold stands for it meanwhile.
  const mark = '\u0000';
  const atDate = translate(messages, 'theme.lastUpdated.atDate', { date: mark });
  return escapeHtml(translate(messages, 'theme.lastUpdated.lastUpdatedAtBy', { atDate, byUser: '' })).replace(
    mark,
    time,
  );
}

function source(page: PageData, messages: Messages): string {
  if (!page.editUrl && !page.lastUpdated) return '';
  const edit = page.editUrl
    ? `<a class="page-source__edit" href="${escapeHtml(page.editUrl)}">${escapeHtml(translate(messages, 'theme.common.editThisPage'))}</a>`
    : '';
  const updated = page.lastUpdated
    ? `<p class="page-source__updated">${lastUpdated(page.lastUpdated, messages)}</p>`
    : '';
  return `<div class="page-source">${edit}${updated}</div>`;
}

/**
 * The tools of a page the theme shows with DocPage (a doc, a home or a generated index page), in the locale of
 * `messages`; none for the others.
 */
export function pageTools(page: PageData, config: ResolvedConfig, messages: Messages): PageData['tools'] {
  if (page.kind === 'search' || page.kind === 'not-found' || page.kind === 'page') return { top: '', end: '' };
  const twin = withBaseUrl(config, '/' + markdownTwinFile(page.route));
  return {
    top: actions(
      escapeHtml(twin),
      openInAssistantLinks(absoluteUrl(config, '/' + markdownTwinFile(page.route)), config.llms.openIn, messages),
      messages,
    ),
    end: (config.feedback && page.kind === 'doc' ? feedback(messages) : '') + source(page, messages),
  };
}
