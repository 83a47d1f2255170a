/**
 * Bundled by esbuild into the page renderer (cli/pipeline/renderers.ts), and together with
 * the pages that have components of their own into their server bundle (bundleServer). It
 * renders the same Root the browser hydrates, around the page's content: its final HTML
 * (a page compiled to HTML, see content-entry.tsx) or its component.
 */
import { renderToString } from 'react-dom/server';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Root } from '../../theme/Root.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { PageData } from '../../theme/types.js';
import { SearchPage } from '../../theme/components/SearchPage.js';
import { IslandRenderer } from '../../theme/components/Island.js';
import { setCurrentMessages } from '../../theme/messages/current.js';

/** An island's subtree, rendered as the root of its own the browser hydrates (theme/components/Island.tsx). */
const renderIsland = (element: ReactElement, identifierPrefix: string) => renderToString(element, { identifierPrefix });

/** Pages without content of their own (generated index, 404) render nothing in the content slot. */
const Empty: ComponentType = () => null;

export type PageContent = { html: string } | { Content: ComponentType } | { kind: 'search' | 'empty' };

/** `SiteRoot`: the site's src/theme/Root, around every page's content (in the server bundle of a site that has one). */
export function renderApp(
  shared: SiteWideContext,
  page: PageData,
  content: PageContent,
  SiteRoot?: ComponentType<{ children?: ReactNode }>,
): string {
  const context = {
    ...shared,
    route: page.route,
    location: { pathname: page.route, search: '', hash: '' },
    navigate: () => {},
  };
  setCurrentMessages(shared.messages);
  const Content =
    'Content' in content ? content.Content : 'kind' in content && content.kind === 'search' ? SearchPage : Empty;
  return renderToString(
    <IslandRenderer.Provider value={renderIsland}>
      <Root
        context={context}
        page={page}
        Content={Content}
        html={'html' in content ? content.html : undefined}
        SiteRoot={SiteRoot}
      />
    </IslandRenderer.Provider>,
  );
}
