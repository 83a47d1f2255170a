import { useEffect, useState } from 'react';
import { useSite } from '../context.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.js';

type Choice = 'light' | 'dark' | 'system';

function systemMode(): 'light' | 'dark' {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(choice: Choice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', choice === 'system' ? systemMode() : choice);
  root.setAttribute('data-theme-choice', choice);
  window.dispatchEvent(new CustomEvent('hub:colormode'));
}

/**
 * Light/dark toggle (light → dark → light), or with respectPrefersColorScheme a cycle
 * system → light → dark. The choice is stored, and another tab's change applies live.
 */
export function ColorModeToggle() {
  const { site } = useSite();
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.config.colorMode;
  // Server and first client render agree on the configured default; the real choice
  // (already painted by the inline script) is read after hydration.
  const [choice, setChoice] = useState<Choice>(respectPrefersColorScheme ? 'system' : defaultMode);

  useEffect(() => {
    setChoice((document.documentElement.getAttribute('data-theme-choice') as Choice | null) ?? choice);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme && event.key !== null) return;
      const stored = readStorage(STORAGE_KEYS.theme);
      const next: Choice = stored === 'light' || stored === 'dark' ? stored : respectPrefersColorScheme ? 'system' : defaultMode;
      apply(next);
      setChoice(next);
    };
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onSystem = () => {
      if (document.documentElement.getAttribute('data-theme-choice') === 'system') apply('system');
    };
    window.addEventListener('storage', onStorage);
    media?.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onSystem);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (disableSwitch) return null;
  const next = (): Choice => {
    if (respectPrefersColorScheme) return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
    const current = choice === 'system' ? systemMode() : choice;
    return current === 'light' ? 'dark' : 'light';
  };
  const onClick = () => {
    const value = next();
    writeStorage(STORAGE_KEYS.theme, value === 'system' ? null : value);
    apply(value);
    setChoice(value);
  };
  return (
    <button type="button" className="icon-button color-mode-toggle" onClick={onClick} aria-label={`Switch between dark and light mode (currently ${choice} mode)`} title={`Switch between dark and light mode (currently ${choice} mode)`}>
      <span className="icon icon--sun icon--20 color-mode-toggle__icon color-mode-toggle__icon--light" aria-hidden="true" />
      <span className="icon icon--moon icon--20 color-mode-toggle__icon color-mode-toggle__icon--dark" aria-hidden="true" />
      {respectPrefersColorScheme && (
        <span className="icon icon--system icon--20 color-mode-toggle__icon color-mode-toggle__icon--system" aria-hidden="true" />
      )}
    </button>
  );
}
