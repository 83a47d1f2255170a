/**
 * The colour-mode toggle (theme/components/ColorModeToggle.tsx) on plain DOM: one delegated
 * listener for every toggle on the page (the navbar's, the mobile panel's). The pre-paint script
 * (theme/color-mode-script.ts) has already painted the reader's choice; this keeps the toggles'
 * labels saying it, stores a new choice, applies another tab's change live, and follows the
 * system while the choice is "system".
 */
import type { ClientConfig } from '../theme/types.js';
import type { ColorModeChoice } from '../theme/color-mode-script.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../theme/storage.js';

const TOGGLE = '.color-mode-toggle';
const root = document.documentElement;
const systemMode = (): 'light' | 'dark' =>
  window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const shown = () => (root.getAttribute('data-theme-choice') as ColorModeChoice | null) ?? 'light';

/** The toggles say `choice`, in the page's language (whose messages load with the first change of label). */
async function label(choice: ColorModeChoice): Promise<void> {
  const messages = await import('./messages.js');
  const text = messages.colorModeLabel(await messages.pageMessages(), choice);
  // A later change may have labelled them already.
  if (shown() !== choice) return;
  for (const toggle of document.querySelectorAll(TOGGLE)) {
    toggle.setAttribute('aria-label', text);
    toggle.setAttribute('title', text);
  }
}

function apply(choice: ColorModeChoice): void {
  const before = shown();
  root.setAttribute('data-theme', choice === 'system' ? systemMode() : choice);
  root.setAttribute('data-theme-choice', choice);
  if (choice !== before) void label(choice).catch(() => {});
  window.dispatchEvent(new CustomEvent('hub:colormode'));
}

export function setupColorMode({ defaultMode, respectPrefersColorScheme }: ClientConfig['colorMode']): void {
  // The server labelled the toggle with the default: say what is painted, if that is another.
  const labelled = respectPrefersColorScheme ? 'system' : defaultMode;
  if (shown() !== labelled) void label(shown()).catch(() => {});
  apply(shown());
  const next = (choice: ColorModeChoice): ColorModeChoice => {
    if (respectPrefersColorScheme) return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
    return (choice === 'system' ? systemMode() : choice) === 'light' ? 'dark' : 'light';
  };
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(TOGGLE)) return;
    const value = next(shown());
    writeStorage(STORAGE_KEYS.theme, value === 'system' ? null : value);
    apply(value);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.theme && event.key !== null) return;
    const stored = readStorage(STORAGE_KEYS.theme);
    apply(stored === 'light' || stored === 'dark' ? stored : respectPrefersColorScheme ? 'system' : defaultMode);
  });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (shown() === 'system') apply('system');
  });
}
