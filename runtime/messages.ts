/**
 * The theme's messages in the page's locale, for what the browser says itself: the islands
 * (runtime/islands.tsx), the buttons (page-button-actions.ts), the colour toggle's label and the
 * search highlight. They are a chunk of their own per locale (the `hub:messages` module the build
 * generates, cli/pipeline/messages-module.ts), loaded with the first of those that needs them and
 * never with a page: a doc page's first load costs nothing more. The locale is the page's
 * `<html lang>`.
 */
import type { Messages } from '../theme/messages/format.js';

export { colorModeLabel } from '../theme/color-mode-script.js';

/** By `<html lang>`: a client navigation may reach a page of another locale. */
const loaded = new Map<string, Promise<Messages>>();

/** The page's messages (loaded once per locale; a failed load is tried again on the next call). */
export function pageMessages(): Promise<Messages> {
  const lang = document.documentElement.lang;
  let loading = loaded.get(lang);
  if (!loading) {
    loading = import('hub:messages').then((module) => module.loadMessages(lang));
    loading.catch(() => loaded.delete(lang));
    loaded.set(lang, loading);
  }
  return loading;
}
