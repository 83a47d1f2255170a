import type { ComponentType } from 'react';
import { App } from './App.js';
import { SiteContext, type SiteContextValue } from './context.js';
import type { PageData } from './types.js';

/** The same tree on the server (renderToString) and in the browser (hydrateRoot). */
export function Root({ context, page, Content }: { context: SiteContextValue; page: PageData; Content: ComponentType<{ components?: Record<string, unknown> }> }) {
  return (
    <SiteContext.Provider value={context}>
      <App page={page} Content={Content} />
    </SiteContext.Provider>
  );
}
