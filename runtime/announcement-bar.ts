/**
 * The announcement bar's dismissal (theme/components/AnnouncementBar.tsx), Docusaurus' keys:
 * the bar's id is remembered; a new id shows the bar again; the close button hides it for good.
 * A dismissed bar is already hidden by CSS (the pre-paint script's attribute); here it leaves
 * the page.
 */
import type { ClientConfig } from '../theme/types.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../theme/storage.js';

export function setupAnnouncementBar(bar: ClientConfig['announcementBar']): void {
  const element = document.querySelector('.announcement-bar');
  if (!bar || !element) return;
  const sameId = readStorage(STORAGE_KEYS.announcementId) === bar.id;
  if (!sameId) {
    writeStorage(STORAGE_KEYS.announcementId, bar.id);
    writeStorage(STORAGE_KEYS.announcementDismiss, 'false');
  }
  if (sameId && readStorage(STORAGE_KEYS.announcementDismiss) === 'true') {
    element.remove();
    return;
  }
  element.querySelector('.announcement-bar__close')?.addEventListener('click', () => {
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    element.remove();
  });
}
