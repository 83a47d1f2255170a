/** localStorage that never throws (private mode, blocked storage, quota). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page view only.
  }
}

export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  docsVersion: 'docs-preferred-version-default',
  /** Prefix: the key of a tab group's choice is this plus its groupId. */
  tabGroup: 'docusaurus.tab.',
  /**
   * Prefix: the reader's answer to "Was this page helpful?" ("yes" or "no") is kept under this plus the page's path.
   */
  feedback: 'hub-docs.feedback.',
} as const;
