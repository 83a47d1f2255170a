import type { ComponentType } from 'react';
import type { PageData } from './types.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Sidebar } from './components/Sidebar.js';
import { Footer } from './components/Footer.js';
import { DocPage } from './components/DocPage.js';
import { NotFound } from './components/NotFound.js';
import { PageErrorBoundary } from './components/ErrorBoundary.js';
import { Island } from './components/Island.js';

import { ISLANDS, MAIN_ID, SKIP_CONTAINER_ID } from './inline-page-data.js';

export interface AppProps {
  page: PageData;
  Content: ComponentType;
  /** The page content's server HTML, on a first load that hydrates around it (PageData.hydrateFromHtml). */
  html?: string;
}

/** The skip link; moving focus to `<main>` is runtime/layout.ts's (the browser's own jump would not focus it). */
function SkipToContent() {
  return (
    <div id={SKIP_CONTAINER_ID} className="skip-to-content" tabIndex={-1}>
      <a className="skip-to-content__link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
    </div>
  );
}

/** What `<main>` holds: the page (the search page's module is the page itself), inside the crash fallback. */
export function PageBody({ page, Content, html }: AppProps) {
  const body = page.kind === 'search' ? <Content /> : page.kind === 'not-found' ? <NotFound /> : <DocPage page={page} Content={Content} html={html} />;
  return <PageErrorBoundary resetKey={page.route}>{body}</PageErrorBoundary>;
}

/**
 * The whole page, rendered by the server (renderToString). The browser hydrates none of it but
 * its islands (theme/components/Island.tsx): the search box, the navbar's dropdowns, the sidebar
 * once a category is toggled, and the `<main>` of a page with code of its own (a page whose
 * HTML is final, PageData.hydrateFromHtml, is static).
 */
export function App({ page, Content, html }: AppProps) {
  const withSidebar = page.sidebar !== null && (page.kind === 'doc' || page.kind === 'home' || page.kind === 'generated-index');
  const mainAttributes = { id: MAIN_ID, className: 'main', tabIndex: -1 };
  return (
    <>
      <SkipToContent />
      {__HUB_ANNOUNCEMENT_BAR__ && <AnnouncementBar />}
      <Navbar />
      <div className={`main-wrapper${withSidebar ? ' has-sidebar' : ''}`}>
        {withSidebar && (
          <Island name={ISLANDS.sidebar}>
            <Sidebar />
          </Island>
        )}
        {page.hydrateFromHtml ? (
          <main {...mainAttributes}>
            <PageBody page={page} Content={Content} html={html} />
          </main>
        ) : (
          <Island name={ISLANDS.main} tag="main" attributes={mainAttributes}>
            <PageBody page={page} Content={Content} html={html} />
          </Island>
        )}
      </div>
      <Footer />
      <div id="route-announcer" className="sr-only" aria-live="assertive" aria-atomic="true" />
    </>
  );
}
