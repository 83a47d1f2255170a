/**
 * Bundled by esbuild together with every page into the server renderer (see bundle.ts).
 * It renders the same Root the browser hydrates.
 */
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { Root } from '../../theme/Root.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { PageData } from '../../theme/types.js';

export function renderApp(shared: SiteWideContext, page: PageData, Content: ComponentType): string {
  const context = { ...shared, route: page.route, location: { pathname: page.route, search: '', hash: '' }, navigate: () => {} };
  return renderToString(<Root context={context} page={page} Content={Content} />);
}
