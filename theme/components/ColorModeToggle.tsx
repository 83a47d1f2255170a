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
      <svg className="color-mode-toggle__icon color-mode-toggle__icon--light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12Zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM3.5 4.9l1.4-1.4L7 5.6 5.6 7 3.5 4.9ZM17 18.4l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM20 11h3v2h-3v-2ZM1 11h3v2H1v-2Zm16-5.4 2.1-2.1 1.4 1.4L18.4 7 17 5.6ZM3.5 19.1 5.6 17 7 18.4l-2.1 2.1-1.4-1.4Z" />
      </svg>
      <svg className="color-mode-toggle__icon color-mode-toggle__icon--dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M10 7a7 7 0 0 0 12 4.9v.1c0 5.5-4.5 10-10 10S2 17.5 2 12 6.5 2 12 2h.1A7 7 0 0 0 10 7Zm-6 5a8 8 0 0 0 15.6 2.5A9 9 0 0 1 9.5 4.4 8 8 0 0 0 4 12Z" />
      </svg>
      {respectPrefersColorScheme && (
        <svg className="color-mode-toggle__icon color-mode-toggle__icon--system" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H8v-2h3v-2H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h14V6H5Z" />
        </svg>
      )}
    </button>
  );
}
