/**
 * Bundled with a site's custom pages (cli/pages/probe-pages.ts): renders one page's component
 * alone, with the site's context, to learn what its page data must say before that data exists
 * (its `@theme/Layout` props and `@docusaurus/Head` tags, its text and headings for search and
 * the link check). A component that throws is reported with React's component stack.
 */
import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { SiteContext, type SiteWideContext } from '../../theme/context.js';
import { pageContext } from '../../theme/page-context.js';
import type { PageData } from '../../theme/types.js';
import { PageProbe, type PageProbeResult } from '../../theme/components/docusaurus-layout.js';
import { CustomPageContent } from '../../theme/components/docusaurus-client.js';

export type ProbeOutcome = { html: string; probe: PageProbeResult } | { error: unknown; componentStack: string };

export function probePage(shared: SiteWideContext, page: PageData, Content: ComponentType): Promise<ProbeOutcome> {
  const probe: PageProbeResult = {};
  const value = pageContext(shared, page, page.route);
  return new Promise((resolve) => {
    let failure: { error: unknown; componentStack: string } | null = null;
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        done();
        resolve(failure ?? { html, probe });
      },
    });
    const stream = renderToPipeableStream(
      <SiteContext.Provider value={value}>
        <PageProbe.Provider value={probe}>
          <CustomPageContent Content={Content} />
        </PageProbe.Provider>
      </SiteContext.Provider>,
      {
        // The first error is the one to report (the others follow from it).
        onError: (error, info) => void (failure ??= { error, componentStack: info?.componentStack ?? '' }),
        onShellError: (error) => resolve(failure ?? { error, componentStack: '' }),
        onAllReady: () => stream.pipe(sink),
      },
    );
  });
}
