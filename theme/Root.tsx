import { useMemo, type ComponentType } from 'react';
import type { PageBodyProps } from './PageBody.js';
import { App } from './App.js';
import { SiteContext, type SiteContextValue } from './context.js';
import type { PageData } from './types.js';
import { useDocsVersion } from './versions.js';

/** What the server and the runtime give Root: the context but what the page itself decides. */
export type RootContext = Omit<SiteContextValue, 'page' | 'docsVersion'>;

/**
 * The page as the server renders it (renderToString); the browser hydrates its islands only. `html`: see PageBodyProps.
 */
export function Root({
  context,
  page,
  Content,
  html,
  SiteRoot,
}: {
  context: RootContext;
  page: PageData;
  Content: ComponentType;
  html?: string;
  SiteRoot?: PageBodyProps['SiteRoot'];
}) {
  // A constant condition (the same hooks on every render): a site with one version ships no version choice.
  const docsVersion = __HUB_VERSIONS__
    ? // biome-ignore lint/correctness/useHookAtTopLevel: __HUB_VERSIONS__ is a build-time constant
      useDocsVersion(context.site, page.version, context.route, context.location.search)
    : context.site.versions[0];
  const value = useMemo(() => ({ ...context, page, docsVersion }), [context, page, docsVersion]);
  return (
    <SiteContext.Provider value={value}>
      <App page={page} Content={Content} html={html} SiteRoot={SiteRoot} />
    </SiteContext.Provider>
  );
}
