/**
 * The components and hooks Docusaurus pages import from `@theme/*` and `@docusaurus/*`, with
 * their props, rendering hub-docs' markup. All of them render final HTML (no JavaScript of
 * their own in the browser): a page that imports only these and Tabs stays final HTML
 * (cli/mdx/known-modules.ts); a page with components of its own gets them through the
 * bundler's aliases (cli/pipeline/docusaurus-aliases.ts).
 *
 * Two of them depend on the page around them: DocCardList (the current category's items) and
 * TOCInline (the page's headings). Content compiled to HTML is rendered before the sidebar and
 * the TOC are known, so there they leave a slot the page renderer fills (PAGE_SLOTS).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { useSite } from '../context.js';
import { isExternal, withBaseUrl } from '../url.js';
import type { CardItem, SidebarItem } from '../types.js';
import { Admonition as HubAdmonition } from './Admonition.js';
import { CodeBlock as HubCodeBlock } from './CodeBlock.js';
import { escapeHtmlText } from '../escape-html.js';
import { CardList } from './CardList.js';

export { CardList };

/** The attribute of an element the page renderer replaces, and the kinds of content it holds. */
export const PAGE_SLOT = 'data-hub-slot';
export const PAGE_SLOTS = { cards: 'doc-card-list', toc: 'toc-inline' } as const;

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return <HubAdmonition type={type} title={typeof title === 'string' ? title : undefined}>{children}</HubAdmonition>;
}

/** `@theme/CodeBlock` with its code as children. Plain here; the content renderer highlights (cli/render/docusaurus-code-block.tsx). */
export function CodeBlock({ children, language, title, showLineNumbers, className }: { children?: ReactNode; language?: string; title?: string; showLineNumbers?: boolean | number; className?: string }) {
  const code = codeText(children);
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const html = code.split('\n').map((line) => `<span class="code-line">${escapeHtmlText(line)}</span>`).join('');
  return <HubCodeBlock html={html} language={lang} title={title} lineNumbers={showLineNumbers ? 'true' : undefined} />;
}

/** The text of a code block's children (a string, or strings in an array), without the last newline. */
export function codeText(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('')
    .replace(/\n$/, '');
}

/** `@theme/Details`: a disclosure with the site's style; `summary` is a string or a `<summary>` element. */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode } & Record<string, unknown>) {
  const summaryNode = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details className="details" {...(rest as object)}>
      {summaryNode}
      <div className="details__content">{children}</div>
    </details>
  );
}

/** `@theme/ThemedImage`: one image per colour mode; CSS shows the one of the mode being painted. */
export function ThemedImage({ sources, alt = '', ...rest }: { sources: { light: string; dark: string }; alt?: string } & Record<string, unknown>) {
  const { site } = useSite();
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={withBaseUrl(site.config, sources[mode])} alt={alt} className={`themed-image themed-image--${mode}`} loading="lazy" decoding="async" {...(rest as object)} />
      ))}
    </>
  );
}

/** `@docusaurus/Link`: `to` is a route of the site (served under the base URL), `href` any URL. */
export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode } & Record<string, unknown>) {
  const { site } = useSite();
  const target = to ?? href ?? '#';
  const external = isExternal(target);
  return (
    <a href={withBaseUrl(site.config, target)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...(rest as object)}>
      {children}
    </a>
  );
}

/** `@docusaurus/useBaseUrl`: a path of the site with the base URL (`{ absolute: true }`: with the site's URL too). */
export function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { site } = useSite();
  if (isExternal(url) || url.startsWith('#')) return url;
  const path = options.forcePrependBaseUrl || !url.startsWith(site.config.baseUrl) ? withBaseUrl(site.config, url.startsWith('/') ? url : `/${url}`) : url;
  return options.absolute ? site.config.url + path : path;
}

/** `@docusaurus/useDocusaurusContext`: what pages read of the site's config. */
export function useDocusaurusContext() {
  const { site } = useSite();
  const { title, tagline, url, baseUrl } = site.config;
  return { siteConfig: { title, tagline, url, baseUrl, customFields: {} }, i18n: { currentLocale: site.config.locale.code, defaultLocale: site.config.locale.code } };
}

/** The category of the page being shown in its sidebar: the one whose link is the page, else the one that holds it. */
function currentCategory(items: SidebarItem[], route: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route) return item.items;
    if (item.items.some((child) => child.type === 'link' && child.href === route)) return item.items;
    const deeper = currentCategory(item.items, route);
    if (deeper) return deeper;
  }
  return null;
}

/** `@docusaurus/theme-common`'s useCurrentSidebarCategory: `items` are DocCardList's default anyway. */
export function useCurrentSidebarCategory() {
  return { items: undefined };
}

/** Cards of sidebar items: a category links to its page, or to its first page. */
export function cardsOf(items: SidebarItem[]): CardItem[] {
  const firstHref = (item: SidebarItem): string | null => (item.type === 'html' ? null : item.type === 'link' ? item.href : (item.href ?? item.items.map(firstHref).find(Boolean) ?? null));
  return items.flatMap((item) => {
    const href = firstHref(item);
    return href && item.type !== 'html' ? [{ title: item.label, href, description: '' }] : [];
  });
}

/** `@theme/DocCardList`: the cards of the current category's items (or of `items`). */
export function DocCardList({ items }: { items?: SidebarItem[]; className?: string }) {
  const { sidebars, sidebarId, route } = useSite();
  const sidebar = sidebarId ? sidebars[sidebarId] : undefined;
  // A page at the sidebar's top level lists the top level.
  const own = items ?? (sidebar ? (currentCategory(sidebar, route) ?? (sidebar.some((item) => item.type === 'link' && item.href === route) ? sidebar : null)) : null);
  // Rendered with no sidebar known (content compiled to HTML): the page renderer fills the slot.
  if (!own) return <div {...{ [PAGE_SLOT]: PAGE_SLOTS.cards }} />;
  return <CardList cards={cardsOf(own)} />;
}

/** `@theme/TOCInline`: the page's headings as a list, filled in by the page renderer (which knows them). */
export function TOCInline({ minHeadingLevel, maxHeadingLevel }: { toc?: unknown; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return <div {...{ [PAGE_SLOT]: PAGE_SLOTS.toc, 'data-min': minHeadingLevel, 'data-max': maxHeadingLevel }} />;
}

/** `@docusaurus/Head`: head tags from a page are not supported; nothing is rendered in the content. */
export function Head() {
  return null;
}

/** `@docusaurus/plugin-content-docs/client`'s useActiveVersion (and friends): the docs version of the page (the last one on pages of none). */
export function useActiveVersion() {
  const { site, docsVersion: active } = useSite();
  return { name: active.name, label: active.label, path: (site.config.baseUrl + active.path.slice(1)).replace(/\/$/, '') || '/', isLast: active.isLast, docs: [], mainDocId: '' };
}

export function useActiveDocContext() {
  const activeVersion = useActiveVersion();
  return { activeVersion, activeDoc: undefined, alternateDocVersions: {} };
}

/** `@docusaurus/theme-common`'s useColorMode: the painted mode (changing it is the toggle's job). */
export function useColorMode() {
  const colorMode = typeof document !== 'undefined' && document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  return { colorMode, setColorMode: () => {}, isDarkTheme: colorMode === 'dark' };
}

/** `@docusaurus/theme-common`'s ThemeClassNames: class names Docusaurus' own theme sets (unused by hub-docs' styles). */
export const ThemeClassNames = { docs: { docMarkdown: 'markdown' }, common: { codeBlock: 'code-block' } };

/** `@docusaurus/theme-common`'s useWindowSize: "desktop" above the 996 px breakpoint. */
export function useWindowSize() {
  return typeof window !== 'undefined' && window.innerWidth <= 996 ? 'mobile' : 'desktop';
}

/** `@docusaurus/Translate`: one locale is built, so the message as written. */
export function Translate({ children }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{children}</>;
}

export function translate({ message }: { message: string; id?: string; description?: string }): string {
  return message;
}

/** `@theme/Heading`: a heading with its anchor id. */
export function Heading({ as: Tag = 'h2', children, ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode } & Record<string, unknown>) {
  return <Tag {...(rest as object)}>{children}</Tag>;
}
