/**
 * An island: a part of the server-rendered layout that the browser hydrates on its own, as a
 * React root of its own, when it is first needed (runtime/islands.tsx); the rest of the page is
 * static HTML that no React ever touches. On the server the island's subtree is rendered as a
 * root of its own too (a nested renderToString with the island's id prefix, given by the page
 * renderer through IslandRenderer), so that what the browser hydrates (the same subtree in the
 * same context) matches it exactly, `useId`s included. Inside a tree the browser renders (the
 * mobile panel, a page's own island) an island is just its children: it is live already.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { SiteContext, useSite } from '../context.js';
import { ISLAND_ATTRIBUTE, islandIdPrefix } from '../inline-page-data.js';

/** Renders a subtree to HTML as a root of its own (the server's renderToString); null in the browser. */
export const IslandRenderer = createContext<((element: ReactElement, identifierPrefix: string) => string) | null>(null);

type IslandTag = 'div' | 'main';

/** `tag` and `attributes`: the island's own element (a `div` laid out as if it were not there, by default). */
export function Island({
  name,
  tag = 'div',
  attributes = { className: 'island' },
  children,
}: {
  name: string;
  tag?: IslandTag;
  attributes?: Record<string, string | number>;
  children: ReactNode;
}) {
  const render = useContext(IslandRenderer);
  const context = useSite();
  if (!render) return <>{children}</>;
  const Tag = tag;
  const html = render(<SiteContext.Provider value={context}>{children}</SiteContext.Provider>, islandIdPrefix(name));
  return <Tag {...attributes} {...{ [ISLAND_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} />;
}
