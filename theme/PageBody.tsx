import type { ComponentType, ReactNode } from 'react';
import type { PageData } from './types.js';
import { DocPage } from './components/DocPage.js';
import { NotFound } from './components/NotFound.js';
import { PageErrorBoundary } from './components/ErrorBoundary.js';
import { CustomPageContent } from './components/docusaurus-client.js';

export interface PageBodyProps {
  page: PageData;
  Content: ComponentType;
  /** The page content's final server HTML (PageData.hydrateFromHtml). */
  html?: string;
  /**
   * The site's src/theme/Root (Docusaurus' Root, which wraps the whole app): around every page's
   * `<main>` content, on the server and in the browser, which then hydrates every page's `<main>`.
   */
  SiteRoot?: ComponentType<{ children?: ReactNode }>;
}

/**
 * What `<main>` holds: the page (the search page's module is the page itself), inside the crash
 * fallback. Rendered by the server inside App, and by the browser as the island of a page with
 * code of its own (runtime/islands.tsx).
 */
export function PageBody({ page, Content, html, SiteRoot }: PageBodyProps) {
  // A custom page is its own component (a Markdown one is shown as a doc is).
  const body =
    page.kind === 'search' ? (
      <Content />
    ) : page.kind === 'page' && !page.layout?.markdown ? (
      <CustomPageContent Content={Content} />
    ) : page.kind === 'not-found' ? (
      <NotFound />
    ) : (
      <DocPage page={page} Content={Content} html={html} />
    );
  return <PageErrorBoundary resetKey={page.route}>{SiteRoot ? <SiteRoot>{body}</SiteRoot> : body}</PageErrorBoundary>;
}
