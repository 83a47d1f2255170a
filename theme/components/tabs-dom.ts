/**
 * What tabs do in the browser, on plain DOM: the same code serves tabs in server HTML that a
 * first load keeps as it is (PageData.hydrateFromHtml) and tabs React rendered. Docusaurus'
 * behaviour: a choice in a tab group (`groupId`) selects that value in every group with the id
 * on the page, is remembered in localStorage as `docusaurus.tab.<groupId>` (so other pages and
 * other windows follow), and with `queryString` is written to the URL, which wins on load.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.js';

/** Attributes of a tab group's root element (see Tabs.tsx). */
export const TABS_ATTRIBUTE = 'data-tabs';
export const STORAGE_PREFIX = STORAGE_KEYS.tabGroup;

const tabsOf = (group: Element) => [...group.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];

/** Shows the tab with `value` in one group; false when the group has no such tab. */
export function selectTab(group: Element, value: string): boolean {
  const tabs = tabsOf(group);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('is-selected', selected);
    const panel = document.getElementById(tab.getAttribute('aria-controls')!);
    if (panel) panel.hidden = !selected;
  }
  return true;
}

/** On load: the value in the URL, else the remembered one, else the group's default stays. */
export function restoreTab(group: Element): void {
  const { groupId, queryKey } = (group as HTMLElement).dataset;
  const fromQuery = queryKey ? new URLSearchParams(location.search).get(queryKey) : null;
  if (!(fromQuery && selectTab(group, fromQuery)) && groupId) {
    const remembered = readStorage(STORAGE_PREFIX + groupId);
    if (remembered) selectTab(group, remembered);
  }
}

/** Every group with this id on the page shows the value. */
export function syncGroup(groupId: string, value: string): void {
  for (const group of document.querySelectorAll(`[${TABS_ATTRIBUTE}]`)) if ((group as HTMLElement).dataset.groupId === groupId) selectTab(group, value);
}

/** A reader chose `tab`: show it, sync its group, remember the choice and put it in the URL if asked. */
export function chooseTab(tab: HTMLElement): void {
  const group = tab.closest(`[${TABS_ATTRIBUTE}]`) as HTMLElement | null;
  const value = tab.dataset.value;
  if (!group || value === undefined) return;
  const { groupId, queryKey } = group.dataset;
  if (groupId) {
    writeStorage(STORAGE_PREFIX + groupId, value);
    syncGroup(groupId, value);
  } else selectTab(group, value);
  if (queryKey) {
    const url = new URL(location.href);
    url.searchParams.set(queryKey, value);
    history.replaceState(history.state, '', url.href);
  }
}

/** The WAI-ARIA tabs keys (automatic activation): arrows move to the previous or next tab, wrapping (mirrored right to left); Home and End to the first and last. */
export function tabForKey(tab: HTMLElement, key: string): HTMLElement | null {
  const tabs = tabsOf(tab.closest(`[${TABS_ATTRIBUTE}]`)!);
  const forward = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (forward) {
    const step = getComputedStyle(tab).direction === 'rtl' ? -forward : forward;
    return tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
  }
  return key === 'Home' ? tabs[0] : key === 'End' ? tabs[tabs.length - 1] : null;
}
