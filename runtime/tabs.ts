/**
 * Tabs (theme/components/Tabs.tsx) in the browser, on plain DOM: one delegated listener for
 * clicks and keys serves every tab group, whether React rendered it or it is server HTML a
 * first load keeps as it is. Docusaurus' behaviour: a choice in a group with a `groupId`
 * selects that value in every group with the id, is remembered in localStorage as
 * `docusaurus.tab.<groupId>` (other pages and other windows follow), and with `queryString`
 * is written to the URL, which wins over the remembered choice on load.
 * It loads with the first page that has a tab group (runtime/entry.ts); no other page runs it.
 */
import type { readStorage, writeStorage } from '../theme/storage.js';

/**
 * What the entry gives this module: the group selector (TAB_GROUP_SELECTOR), the storage key
 * prefix (STORAGE_KEYS.tabGroup) and the storage functions. Passed in rather than imported, so
 * this chunk shares no module with the entry and no page loads a shared chunk for it.
 */
export interface TabsHost {
  selector: string;
  keyPrefix: string;
  read: typeof readStorage;
  write: typeof writeStorage;
}

let host: TabsHost;

/** The markup Tabs.tsx renders: a group root, its tablist, and tab buttons with `data-value`. */
const tabSelector = () => `${host.selector} > [role=tablist] > [role=tab]`;

const groups = () => document.querySelectorAll<HTMLElement>(host.selector);
const tabsOf = (group: Element) => [...group.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
const tabOf = (target: EventTarget | null) => (target as Element).closest?.<HTMLElement>(tabSelector());

/** Shows the tab with `value` in one group; false when the group has no such tab. */
function select(group: Element, value: string | null): boolean {
  const tabs = tabsOf(group);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('is-selected', on);
    document.getElementById(tab.getAttribute('aria-controls')!)!.hidden = !on;
  }
  return true;
}

/** Every group with this id on the page shows the value. */
function sync(groupId: string, value: string): void {
  for (const group of groups()) if (group.dataset.groupId === groupId) select(group, value);
}

/** The groups on the page take the choice in the URL, else the remembered one (else their default stays). */
export function restoreTabs(): void {
  for (const group of groups()) {
    const { groupId, queryKey } = group.dataset;
    if (!(queryKey && select(group, new URLSearchParams(location.search).get(queryKey))) && groupId)
      select(group, host.read(host.keyPrefix + groupId));
  }
}

/** A reader chose `tab`: show it, sync its group, remember the choice and put it in the URL if asked. */
function choose(tab: HTMLElement): void {
  const { groupId, queryKey } = tab.closest<HTMLElement>(host.selector)!.dataset;
  const value = tab.dataset.value!;
  if (groupId) {
    host.write(host.keyPrefix + groupId, value);
    sync(groupId, value);
  } else select(tab.closest(host.selector)!, value);
  if (queryKey) {
    const url = new URL(location.href);
    url.searchParams.set(queryKey, value);
    history.replaceState(history.state, '', url);
  }
}

/**
 * The WAI-ARIA tabs keys, with selection following focus: arrows to the previous or next tab (wrapping, mirrored right
 * to left), Home and End to the first and last.
 */
function onKey(event: KeyboardEvent): void {
  const tab = tabOf(event.target);
  if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = tabsOf(tab.closest(host.selector)!);
  const forward = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  const step = document.dir === 'rtl' ? -forward : forward;
  const next = forward
    ? tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]
    : event.key === 'Home'
      ? tabs[0]
      : event.key === 'End'
        ? tabs[tabs.length - 1]
        : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
  choose(next);
}

export function setupTabs(from: TabsHost): void {
  host = from;
  restoreTabs();
  document.addEventListener('click', (event) => {
    const tab = tabOf(event.target);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', onKey);
  // A choice made in another window.
  addEventListener('storage', (event) => {
    if (event.key?.startsWith(host.keyPrefix) && event.newValue)
      sync(event.key.slice(host.keyPrefix.length), event.newValue);
  });
}
