/**
 * "Open in ChatGPT" / "Open in Claude" (config `llms.openIn`): plain links that start a chat with
 * a prompt naming the page's Markdown twin, the assistant then fetching it. The URLs and the
 * prompt are Rspress' (@rspress/plugin-llms, runtime/LlmsViewOptions.tsx):
 * `https://chatgpt.com/?hints=search&q=…` and `https://claude.ai/new?q=…`, the two URLs the "Open
 * in ChatGPT / Claude" menus of other docs sites (Mintlify's among them) open too. Links, not buttons: no script at
 * all, a middle click opens a tab, and a screen reader hears that a new tab opens.
 */
import type { ResolvedConfig } from '../../theme/types.js';
import { escapeHtml } from '../../theme/escape-html.js';
import { translate, type Messages } from '../../theme/messages/format.js';

type Assistant = ResolvedConfig['llms']['openIn'][number];

const ASSISTANT_LINKS: Record<Assistant, { name: string; url: (prompt: string) => string }> = {
  chatgpt: { name: 'ChatGPT', url: (q) => `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}` },
  claude: { name: 'Claude', url: (q) => `https://claude.ai/new?${new URLSearchParams({ q })}` },
};

/** The prompt an assistant opens with: the page's twin to read. */
export const assistantPrompt = (twinUrl: string) => `Read ${twinUrl}, I want to ask questions about it.`;

/**
 * The links of a page whose twin is at `twinUrl` (absolute: the assistant fetches it), named in the locale of
 * `messages` (the prompt stays English: the assistant reads it).
 */
export function openInAssistantLinks(twinUrl: string, assistants: readonly Assistant[], messages: Messages): string {
  const newTab = escapeHtml(translate(messages, 'hub.externalLink.newTab'));
  return assistants
    .map((id) => {
      const { name, url } = ASSISTANT_LINKS[id];
      return `<a class="page-actions__item" href="${escapeHtml(url(assistantPrompt(twinUrl)))}" target="_blank" rel="noopener noreferrer">${escapeHtml(translate(messages, 'hub.pageActions.openIn', { assistant: name }))}<span class="sr-only"> ${newTab}</span></a>`;
    })
    .join('');
}
