/**
 * The pre-paint script, inlined at the very start of <body>. It must run before the first
 * paint, so it cannot wait for the runtime bundle: it sets data-theme from storage (or the
 * `?docusaurus-theme=` parameter, or the system preference when respected), marks a
 * dismissed announcement bar so it never flashes, and takes the `no-js` class off <html> (with
 * JavaScript off, the stylesheet lays the sidebar out under the page on narrow screens, since the
 * menu button that opens the mobile panel cannot work).
 */
import type { ResolvedConfig } from './types.js';
import { STORAGE_KEYS } from './storage.js';
import { translate, type Messages } from './messages/format.js';

export type ColorModeChoice = 'light' | 'dark' | 'system';

/** The colour toggle's label for the mode it shows (theme/components/ColorModeToggle.tsx, runtime/color-mode.ts). */
export const colorModeLabel = (messages: Messages, choice: ColorModeChoice) =>
  translate(messages, 'theme.colorToggle.ariaLabel', {
    mode: translate(messages, `theme.colorToggle.ariaLabel.mode.${choice}`),
  });

export function colorModeScript(config: Pick<ResolvedConfig, 'colorMode' | 'announcementBar'>): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = config.colorMode;
  const bar = config.announcementBar;
  return `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}
var q=null;try{q=new URLSearchParams(location.search).get('docusaurus-theme')}catch(e){}
var s=${disableSwitch ? 'null' : `g(${JSON.stringify(STORAGE_KEYS.theme)})`};var c=q==='light'||q==='dark'?q:s==='light'||s==='dark'?s:${respectPrefersColorScheme ? "'system'" : JSON.stringify(defaultMode)};
var m=c==='system'?(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):c;
d.classList.remove('no-js');d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c);
${bar ? `var i=g(${JSON.stringify(STORAGE_KEYS.announcementId)});d.setAttribute('data-announcement-bar-initially-dismissed',String(i===${JSON.stringify(bar.id)}&&g(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true'));` : ''}})();`.replace(
    /\n/g,
    '',
  );
}
