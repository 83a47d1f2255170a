/**
 * Bundled by esbuild together with every page into the server renderer (see bundle.ts).
 * It renders the same Root the browser hydrates.
 */
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { Root } from '../../theme/Root.js';
import type { PageData, SiteData } from '../../theme/types.js';

export function renderApp(site: SiteData, assets: { mermaid: string }, page: PageData, Content: ComponentType): string {
  const context = { site, route: page.route, location: { pathname: page.route, search: '', hash: '' }, assets, navigate: () => {} };
  return renderToString(<Root context={context} page={page} Content={Content} />);
}
