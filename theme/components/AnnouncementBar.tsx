import { useEffect, useState } from 'react';
import { useSite } from '../context.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.js';

/**
 * Optional bar above the navbar. Dismissal is remembered; a new bar id shows it again.
 * The inline script hides a dismissed bar before paint (CSS on the html attribute), so the
 * server can always render it without a flash.
 */
export function AnnouncementBar() {
  const { site } = useSite();
  const bar = site.config.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    const sameId = readStorage(STORAGE_KEYS.announcementId) === bar.id;
    if (!sameId) {
      writeStorage(STORAGE_KEYS.announcementId, bar.id);
      writeStorage(STORAGE_KEYS.announcementDismiss, 'false');
    }
    setDismissed(sameId && readStorage(STORAGE_KEYS.announcementDismiss) === 'true');
  }, [bar]);
  if (!bar || dismissed) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <p className="announcement-bar__content">{bar.content}</p>
      {bar.isCloseable && (
        <button type="button" className="icon-button announcement-bar__close" onClick={close} aria-label="Close">
          <span className="icon icon--close icon--16" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
