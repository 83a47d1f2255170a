import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Sidebar } from './components/Sidebar.js';
import { Footer } from './components/Footer.js';
import { Island } from './components/Island.js';
import { PageBody, type PageBodyProps } from './PageBody.js';
import { ISLANDS, MAIN_ID, SKIP_CONTAINER_ID } from './inline-page-data.js';
import { useTranslate } from './context.js';

export type AppProps = PageBodyProps;

/** The skip link; moving focus to `<main>` is runtime/entry.ts's (the browser's own jump would not focus it). */
function SkipToContent() {
  const { t } = useTranslate();
  return (
    <div id={SKIP_CONTAINER_ID} className="skip-to-content" tabIndex={-1}>
      <a className="skip-to-content__link" href={`#${MAIN_ID}`}>
        {t('theme.common.skipToMainContent')}
      </a>
    </div>
  );
}

/**
 * The whole page, rendered by the server (renderToString). The browser hydrates none of it but
 * its islands (theme/components/Island.tsx): the search box, the navbar's dropdowns, the sidebar
 * once a category is toggled, and the `<main>` of a page with code of its own (a page whose
 * HTML is final, PageData.hydrateFromHtml, is static).
 */
export function App({ page, Content, html, SiteRoot }: AppProps) {
  const withSidebar = page.sidebar !== null && page.kind !== 'search' && page.kind !== 'not-found';
  const mainAttributes = { id: MAIN_ID, className: 'main', tabIndex: -1 };
  return (
    <>
      <SkipToContent />
      {__HUB_ANNOUNCEMENT_BAR__ && <AnnouncementBar />}
      <Navbar />
      <div
        className={`main-wrapper${withSidebar ? ' has-sidebar' : ''}${page.layout?.wrapperClassName ? ` ${page.layout.wrapperClassName}` : ''}`}
      >
        {withSidebar && (
          <Island name={ISLANDS.sidebar}>
            <Sidebar />
          </Island>
        )}
        {/* With the site's Root, every page's <main> hydrates (Root is code of the site's). */}
        {page.hydrateFromHtml && !SiteRoot ? (
          <main {...mainAttributes}>
            <PageBody page={page} Content={Content} html={html} />
          </main>
        ) : (
          <Island name={ISLANDS.main} tag="main" attributes={mainAttributes}>
            <PageBody page={page} Content={Content} html={html} SiteRoot={SiteRoot} />
          </Island>
        )}
      </div>
      {!page.layout?.noFooter && <Footer />}
      <div id="route-announcer" className="sr-only" aria-live="assertive" aria-atomic="true" />
    </>
  );
}
