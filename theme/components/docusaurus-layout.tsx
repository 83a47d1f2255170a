/**
 * `@theme/Layout` and `@docusaurus/Head` for a site's custom pages (src/pages). hub-docs' App
 * already draws the navbar, footer and `<main>` around every page, so Layout renders its children
 * only; what its props and Head's children say of the page (title, description, noFooter,
 * wrapperClassName) is read once on the server, before the page's data is made
 * (cli/pages/probe-pages.ts), through PageProbe, and becomes that data: one head for every page.
 */
import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';

/** What a custom page's render says about it: filled on the server's first render, null otherwise. */
export interface PageProbeResult {
  title?: string;
  /** A Head's `<title>`: the document's title as written (a Layout's `title` is followed by the site's). */
  documentTitle?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export const PageProbe = createContext<PageProbeResult | null>(null);

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** `@theme/Layout`: the page's content; its props are the page's (read by the probe). */
export function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  const probe = useContext(PageProbe);
  if (probe) {
    // The outermost Layout's props win for the title, as Docusaurus' nested Head keeps the last.
    if (title !== undefined) probe.title ??= title;
    if (description !== undefined) probe.description ??= description;
    if (noFooter) probe.noFooter = true;
    if (wrapperClassName) probe.wrapperClassName = wrapperClassName;
  }
  return <>{children}</>;
}

const textOf = (node: ReactNode): string =>
  Children.toArray(node)
    .map((c) =>
      typeof c === 'string' || typeof c === 'number'
        ? String(c)
        : isValidElement<{ children?: ReactNode }>(c)
          ? textOf(c.props.children)
          : '',
    )
    .join('');

/**
 * `@docusaurus/Head`: its `<title>` and `<meta name="description">` become the page's (a later
 * Head, deeper in the page, wins as in Docusaurus); its `<title>` is the document's as written, as
 * in Docusaurus (no site title after it). Other tags are not rendered.
 */
export function Head({ children }: { children?: ReactNode }) {
  const probe = useContext(PageProbe);
  if (probe) {
    for (const child of Children.toArray(children)) {
      if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) continue;
      if (child.type === 'title') probe.title = probe.documentTitle = textOf(child.props.children);
      if (child.type === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string')
        probe.description = child.props.content;
    }
  }
  return null;
}
