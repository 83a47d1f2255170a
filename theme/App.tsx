import type { ComponentType, MouseEvent } from 'react';
import type { PageData } from './types.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Sidebar } from './components/Sidebar.js';
import { Footer } from './components/Footer.js';
import { DocPage } from './components/DocPage.js';
import { NotFound } from './components/NotFound.js';
import { PageErrorBoundary } from './components/ErrorBoundary.js';

export const MAIN_ID = 'main-content';
/** Focus target after a client navigation: the top of the page, before the skip link. */
export const SKIP_CONTAINER_ID = 'skip-to-content';

export interface AppProps {
  page: PageData;
  Content: ComponentType;
  /** The page content's server HTML, on a first load that hydrates around it (PageData.hydrateFromHtml). */
  html?: string;
}

function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <div id={SKIP_CONTAINER_ID} className="skip-to-content" tabIndex={-1}>
      <a className="skip-to-content__link" href={`#${MAIN_ID}`} onClick={onClick}>
        Skip to main content
      </a>
    </div>
  );
}

/** The whole page, rendered by the server (renderToString) and hydrated by the runtime. */
export function App({ page, Content, html }: AppProps) {
  const withSidebar = page.sidebar !== null && (page.kind === 'doc' || page.kind === 'home' || page.kind === 'generated-index');
  // The search page's code lives in its own chunk: its module's content component is the page.
  const body = page.kind === 'search' ? <Content /> : page.kind === 'not-found' ? <NotFound /> : <DocPage page={page} Content={Content} html={html} />;
  return (
    <>
      <SkipToContent />
      {__HUB_ANNOUNCEMENT_BAR__ && <AnnouncementBar />}
      <Navbar />
      <div className={`main-wrapper${withSidebar ? ' has-sidebar' : ''}`}>
        {withSidebar && <Sidebar />}
        <main id={MAIN_ID} className="main" tabIndex={-1}>
          <PageErrorBoundary resetKey={page.route}>{body}</PageErrorBoundary>
        </main>
      </div>
      <Footer />
      <div id="route-announcer" className="sr-only" aria-live="assertive" aria-atomic="true" />
    </>
  );
}
