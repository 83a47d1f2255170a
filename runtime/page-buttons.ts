/**
 * The buttons inside pages: a code block's copy and word-wrap buttons (theme/components/
 * CodeBlock.tsx), Copy page and the feedback answers (cli/render/page-tools.ts). One delegated
 * listener serves them all, in server HTML a first load keeps as it is and in what React
 * renders; what they do loads with the first click (page-button-actions.ts), so none of it runs
 * before the reader asks. A copy starts its clipboard write in the click itself, with the text
 * to come: Safari allows a write nowhere else. A page whose feedback the reader gave before
 * shows it again: that loads the same code, for those readers only.
 * What the actions need of the runtime is handed to them (ButtonContext) rather than imported,
 * so no module of the entry moves into a shared chunk that every page would then load.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '../theme/storage.js';
import { loadedSenders } from './analytics.js';
import type { ButtonContext } from './page-button-actions.js';

const actions = () => import('./page-button-actions.js');
const context: ButtonContext = {
  feedbackKey: STORAGE_KEYS.feedback,
  readStorage,
  writeStorage,
  senders: loadedSenders,
};

export function setupPageButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-action]');
    if (!button) return;
    const loaded = actions();
    const written =
      button.dataset.action!.startsWith('copy') && typeof ClipboardItem === 'function'
        ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': loaded.then((m) => m.copyText(button)) })])
        : null;
    void loaded.then((m) => m.run(button, context, written));
  });
}

/** After a first load and each client navigation. */
export function restoreFeedback(): void {
  if (readStorage(STORAGE_KEYS.feedback + location.pathname)) void actions().then((m) => m.showAnswer(context));
}
