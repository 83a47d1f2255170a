import type { ComponentType } from 'react';
import { App } from './App.js';
import { SiteContext, type SiteContextValue } from './context.js';
import type { PageData } from './types.js';

/** The same tree on the server (renderToString) and in the browser (hydrateRoot); `html`: see AppProps. */
export function Root({ context, page, Content, html }: { context: SiteContextValue; page: PageData; Content: ComponentType; html?: string }) {
  return (
    <SiteContext.Provider value={context}>
      <App page={page} Content={Content} html={html} />
    </SiteContext.Provider>
  );
}
