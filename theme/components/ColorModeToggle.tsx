import { useSite } from '../context.js';
import { colorModeLabel, type ColorModeChoice } from '../color-mode-script.js';

/**
 * Light/dark toggle (light → dark → light), or with respectPrefersColorScheme a cycle
 * system → light → dark. Plain markup: what it does (the choice stored, another tab's change
 * applied live, the label) is runtime/color-mode.ts, one listener for every toggle on the page.
 * The server labels it with the configured default; rendered in the browser (the mobile panel),
 * with the mode being shown.
 */
export function ColorModeToggle() {
  const { site, messages } = useSite();
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.config.colorMode;
  if (disableSwitch) return null;
  const shown =
    typeof document === 'undefined'
      ? null
      : (document.documentElement.getAttribute('data-theme-choice') as ColorModeChoice | null);
  const label = colorModeLabel(messages, shown ?? (respectPrefersColorScheme ? 'system' : defaultMode));
  return (
    <button type="button" className="icon-button color-mode-toggle" aria-label={label} title={label}>
      <span
        className="icon icon--sun icon--20 color-mode-toggle__icon color-mode-toggle__icon--light"
        aria-hidden="true"
      />
      <span
        className="icon icon--moon icon--20 color-mode-toggle__icon color-mode-toggle__icon--dark"
        aria-hidden="true"
      />
      {respectPrefersColorScheme && (
        <span
          className="icon icon--system icon--20 color-mode-toggle__icon color-mode-toggle__icon--system"
          aria-hidden="true"
        />
      )}
    </button>
  );
}
