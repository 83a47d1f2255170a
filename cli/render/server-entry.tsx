/**
 * Bundled by esbuild into the page renderer (cli/pipeline/renderers.ts), and together with
 * the pages that have components of their own into their server bundle (bundleServer). It
 * renders the same Root the browser hydrates, around the page's content: its final HTML
 * (a page compiled to HTML, see content-entry.tsx) or its component.
 */
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { Root } from '../../theme/Root.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { PageData } from '../../theme/types.js';
import { SearchPage } from '../../theme/components/SearchPage.js';
import { CardList, DocCardList, PAGE_SLOT, PAGE_SLOTS } from '../../theme/components/docusaurus.js';
import { SiteContext } from '../../theme/context.js';
import { lastVersionOf } from '../../theme/versions.js';

/** Pages without content of their own (generated index, 404) render nothing in the content slot. */
const Empty: ComponentType = () => null;

export type PageContent = { html: string } | { Content: ComponentType } | { kind: 'search' | 'empty' };

export function renderApp(shared: SiteWideContext, page: PageData, content: PageContent): string {
  const context = { ...shared, route: page.route, location: { pathname: page.route, search: '', hash: '' }, navigate: () => {} };
  const Content = 'Content' in content ? content.Content : 'kind' in content && content.kind === 'search' ? SearchPage : Empty;
  return renderToString(<Root context={context} page={page} Content={Content} html={'html' in content ? content.html : undefined} />);
}

const SLOT = new RegExp(`<div ${PAGE_SLOT}="(${PAGE_SLOTS.cards}|${PAGE_SLOTS.toc})"(?: data-min="(\\d)")?(?: data-max="(\\d)")?></div>`, 'g');

/**
 * Content compiled to HTML before the sidebar and the TOC were known leaves slots
 * (theme/components/docusaurus.tsx): here they get the cards of the page's category and the
 * page's headings.
 */
export function fillSlots(shared: SiteWideContext, page: PageData, html: string): string {
  if (!html.includes(PAGE_SLOT)) return html;
  const context = { ...shared, route: page.route, sidebarId: page.sidebar, version: page.version, alternates: page.alternates, docsVersion: lastVersionOf(shared.site.versions), location: { pathname: page.route, search: '', hash: '' }, navigate: () => {} };
  return html.replace(SLOT, (_slot, kind: string, min?: string, max?: string) => {
    // A category's page has its cards (with their descriptions); any other page, its category's items.
    if (kind === PAGE_SLOTS.cards) return renderToString(<SiteContext.Provider value={context}>{page.cards.length ? <CardList cards={page.cards} /> : <DocCardList />}</SiteContext.Provider>);
    const toc = page.toc.filter((t) => t.level >= Number(min ?? 2) && t.level <= Number(max ?? 6));
    return renderToString(
      <ul className="toc-inline">
        {toc.map((t) => (
          <li key={t.id} className={`toc-inline__item toc-inline__item--${t.level}`}>
            <a href={`#${t.id}`}>{t.text}</a>
          </li>
        ))}
      </ul>,
    );
  });
}
