import { useSite, useTranslate } from '../context.js';

/**
 * Optional bar above the navbar. Plain markup: its dismissal (remembered; a new bar id shows it
 * again) is runtime/announcement-bar.ts. The inline script hides a dismissed bar before paint
 * (CSS on the html attribute), so the server can always render it without a flash.
 */
export function AnnouncementBar() {
  const { site } = useSite();
  const { t } = useTranslate();
  const bar = site.config.announcementBar;
  if (!bar) return null;
  // The site's colours, as Docusaurus applies them (its default ones otherwise).
  const colours =
    bar.backgroundColor || bar.textColor ? { backgroundColor: bar.backgroundColor, color: bar.textColor } : undefined;
  return (
    <div className="announcement-bar" role="region" aria-label={t('hub.announcementBar.ariaLabel')} style={colours}>
      {bar.contentHtml ? (
        // A Docusaurus config's content: HTML, shown as Docusaurus shows it (a div: it may hold paragraphs).
        <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.contentHtml }} />
      ) : (
        <p className="announcement-bar__content">{bar.content}</p>
      )}
      {bar.isCloseable && (
        <button
          type="button"
          className="icon-button announcement-bar__close"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}
        >
          <span className="icon icon--close icon--16" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
