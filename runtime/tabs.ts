/**
 * Tabs (theme/components/Tabs.tsx) in the browser: one delegated listener for clicks and keys
 * serves every tab group, whether React rendered it or it is server HTML a first load keeps as
 * it is. On start, groups in the page take the choice in the URL or the remembered one; a
 * choice made in another window reaches this one through the storage event.
 */
import { chooseTab, restoreTab, STORAGE_PREFIX, syncGroup, tabForKey, TABS_ATTRIBUTE } from '../theme/components/tabs-dom.js';

const tabOf = (target: EventTarget | null) => (target as Element | null)?.closest?.(`[${TABS_ATTRIBUTE}] > [role=tablist] > [role=tab]`) as HTMLElement | null | undefined;

export function setupTabs(): void {
  document.querySelectorAll(`[${TABS_ATTRIBUTE}]`).forEach(restoreTab);
  document.addEventListener('click', (event) => {
    const tab = tabOf(event.target);
    if (tab) chooseTab(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = tabOf(event.target);
    const next = tab && !event.altKey && !event.ctrlKey && !event.metaKey && tabForKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    chooseTab(next);
  });
  addEventListener('storage', (event) => {
    if (event.key?.startsWith(STORAGE_PREFIX) && event.newValue) syncGroup(event.key.slice(STORAGE_PREFIX.length), event.newValue);
  });
}
