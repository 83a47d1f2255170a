/**
 * What the buttons inside pages do (loaded with the first click, see page-buttons.ts):
 * - a code block's copy puts its code on the clipboard and says "Copied" for two seconds; its
 *   wrap button toggles word wrap;
 * - Copy page puts the page's Markdown twin on the clipboard, with the same "Copied";
 * - a feedback answer is remembered for the page, thanked for, and sent as a `feedback` event to
 *   the site's analytics services (with none, nothing is sent).
 */
import type { readStorage, writeStorage } from '../theme/storage.js';
import type { loadedSenders } from './analytics.js';
import type { Messages } from '../theme/messages/format.js';
import { pageMessages } from './messages.js';
import { translate } from '../theme/messages/format.js';

export const COPIED_MS = 2000;

export interface ButtonContext {
  /** The storage key of a page's answer is this plus the page's path. */
  feedbackKey: string;
  readStorage: typeof readStorage;
  writeStorage: typeof writeStorage;
  /** The site's analytics services (none when it has none). */
  senders: typeof loadedSenders;
}

/**
 * The buttons' `data-action`: "copy" and "wrap" (a code block's), "copy-page" (its `data-href`:
 * the twin), "feedback" (its `data-answer`: "yes" or "no").
 */
type Action = 'copy' | 'wrap' | 'copy-page' | 'feedback';

/** What a copy button copies: a code block's lines, or the page's twin (fetched). */
export async function copyText(button: HTMLElement): Promise<Blob> {
  let text: string;
  if (button.dataset.action === 'copy')
    text = [...button.closest('.code-block')!.querySelectorAll('pre .code-line')]
      .map((line) => line.textContent ?? '')
      .join('\n');
  else {
    const url = button.dataset.href!;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    text = await response.text();
  }
  return new Blob([text], { type: 'text/plain' });
}

/** `written`: the clipboard write the click started (null where the browser has no ClipboardItem: written here). */
export async function run(button: HTMLElement, context: ButtonContext, written: Promise<void> | null): Promise<void> {
  const action = button.dataset.action as Action;
  if (action === 'feedback') return answer(button.dataset.answer === 'yes' ? 'yes' : 'no', context);
  if (action === 'wrap') {
    const wrapped = button.closest('.code-block')!.querySelector('pre')!.classList.toggle('is-wrapped');
    button.setAttribute('aria-pressed', String(wrapped));
    return;
  }
  let copied = true;
  try {
    await (written ??
      copyText(button)
        .then((blob) => blob.text())
        .then((text) => navigator.clipboard.writeText(text)));
  } catch {
    copied = false; // clipboard blocked (permissions, insecure origin), or the twin could not be fetched
  }
  const messages = await pageMessages();
  if (action === 'copy') showCodeCopied(button, copied, messages);
  else showPageCopied(button, copied, messages);
}

/** A code block's copy button: "Copied" for a while, then its own label again; a failed copy leaves it as it was. */
function showCodeCopied(button: HTMLElement, copied: boolean, messages: Messages): void {
  if (!copied) return;
  const label = button.querySelector('span')!;
  // Its own labels (theme/components/CodeBlock.tsx wrote them), kept by the first copy.
  const own = {
    aria: (button.dataset.ownLabel ??= button.getAttribute('aria-label') ?? ''),
    text: (label.dataset.text ??= label.textContent ?? ''),
  };
  const show = (on: boolean) => {
    button.classList.toggle('is-copied', on);
    button.setAttribute('aria-label', on ? translate(messages, 'theme.CodeBlock.copied') : own.aria);
    label.textContent = on ? translate(messages, 'theme.CodeBlock.copied') : own.text;
  };
  show(true);
  later(button, () => show(false));
}

/** Copy page: "Copied" (or "Copy failed") for a while, heard too (its label is a live region). */
function showPageCopied(button: HTMLElement, copied: boolean, messages: Messages): void {
  const label = button.querySelector('span')!;
  // The button's own text comes back afterwards (cli/render/page-tools.ts writes it).
  const text = (label.dataset.text ??= label.textContent ?? '');
  label.textContent = translate(messages, copied ? 'theme.CodeBlock.copied' : 'hub.pageActions.copyFailed');
  later(button, () => (label.textContent = text));
}

/** Runs `undo` after COPIED_MS, instead of an earlier click's undo. */
function later(button: HTMLElement, undo: () => void): void {
  clearTimeout(Number(button.dataset.copiedTimer));
  button.dataset.copiedTimer = String(setTimeout(undo, COPIED_MS));
}

async function answer(value: 'yes' | 'no', context: ButtonContext): Promise<void> {
  const key = context.feedbackKey + location.pathname;
  const before = context.readStorage(key);
  context.writeStorage(key, value);
  void showAnswer(context);
  if (before === value) return; // the same answer again is no news
  for (const sender of await context.senders()) {
    try {
      sender.event?.({ name: 'feedback', path: location.pathname, answer: value });
    } catch {
      // A failing analytics service must not break the page.
    }
  }
}

/** The feedback control shows the remembered answer (pressed) and thanks the reader. */
export async function showAnswer(context: ButtonContext): Promise<void> {
  const control = document.querySelector('[data-feedback]');
  const value = context.readStorage(context.feedbackKey + location.pathname);
  if (!control || value === null) return;
  for (const button of control.querySelectorAll<HTMLElement>('[data-action=feedback]'))
    button.setAttribute('aria-pressed', String(button.dataset.answer === value));
  const thanks = translate(await pageMessages(), 'hub.feedback.thanks');
  // Another page may be shown by now.
  if (control.isConnected) control.querySelector('.feedback__thanks')!.textContent = thanks;
}
