/**
 * The components and hooks Docusaurus pages import from `@theme/*` and `@docusaurus/*`, with
 * their props, rendering hub-docs' markup. All of them render final HTML (no JavaScript of
 * their own in the browser): a page that imports only these and Tabs stays final HTML
 * (cli/mdx/known-modules.ts); a page with components of its own gets them through the
 * bundler's aliases (cli/pipeline/docusaurus-aliases.ts). Which module gives which of them is
 * theme/docusaurus-registry.ts; Admonition and CodeBlock have Docusaurus' prefix, as hub-docs'
 * own Markdown components have their names.
 *
 * Two of them depend on the page around them: DocCardList (the current category's items) and
 * TOCInline (the page's headings). They read the page's data from the context: content that
 * shows them is rendered once that data exists (cli/pipeline/render-pages.ts).
 */
import { Children, isValidElement, useContext, type ReactNode } from 'react';
import { useSite, useTranslate } from '../context.js';
import { isExternal, withBaseUrl } from '../url.js';
import type { SidebarItem } from '../types.js';
import { cardsOf, docCards, inlineToc } from '../page-parts.js';
import { Admonition as HubAdmonition } from './Admonition.js';
import { CodeBlock as HubCodeBlock } from './CodeBlock.js';
import { escapeHtmlText } from '../escape-html.js';
import { CardList } from './CardList.js';
import { Context, interpolate, useSiteDocusaurusContext, type DocusaurusContextValue } from './docusaurus-client.js';
import { currentMessage } from '../messages/current.js';

export function DocusaurusAdmonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HubAdmonition type={type} title={typeof title === 'string' ? title : undefined}>
      {children}
    </HubAdmonition>
  );
}

/**
 * `@theme/CodeBlock` with its code as children. Plain here; the content renderer highlights
 * (cli/render/docusaurus-code-block.tsx).
 */
export function DocusaurusCodeBlock({
  children,
  language,
  title,
  showLineNumbers,
  className,
}: {
  children?: ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  className?: string;
}) {
  const code = codeText(children);
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const html = code
    .split('\n')
    .map((line) => `<span class="code-line">${escapeHtmlText(line)}</span>`)
    .join('');
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
export function Details({
  summary,
  children,
  ...rest
}: { summary?: ReactNode; children?: ReactNode } & Record<string, unknown>) {
  const { t } = useTranslate();
  const summaryNode =
    isValidElement(summary) && summary.type === 'summary' ? (
      summary
    ) : (
      <summary>{summary ?? t('hub.details.summary')}</summary>
    );
  return (
    <details className="details" {...(rest as object)}>
      {summaryNode}
      <div className="details__content">{children}</div>
    </details>
  );
}

/** `@theme/ThemedImage`: one image per colour mode; CSS shows the one of the mode being painted. */
export function ThemedImage({
  sources,
  alt = '',
  ...rest
}: { sources: { light: string; dark: string }; alt?: string } & Record<string, unknown>) {
  const { site } = useSite();
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={withBaseUrl(site.config, sources[mode])}
          alt={alt}
          className={`themed-image themed-image--${mode}`}
          loading="lazy"
          decoding="async"
          {...(rest as object)}
        />
      ))}
    </>
  );
}

/** `@docusaurus/Link`: `to` is a route of the site (served under the base URL), `href` any URL. */
export function Link({
  to,
  href,
  children,
  ...rest
}: { to?: string; href?: string; children?: ReactNode } & Record<string, unknown>) {
  const { site } = useSite();
  const target = to ?? href ?? '#';
  const external = isExternal(target);
  return (
    <a
      href={withBaseUrl(site.config, target)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(rest as object)}
    >
      {children}
    </a>
  );
}

/** `@docusaurus/useBaseUrl`: a path of the site with the base URL (`{ absolute: true }`: with the site's URL too). */
export function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { site } = useSite();
  if (isExternal(url) || url.startsWith('#')) return url;
  const path =
    options.forcePrependBaseUrl || !url.startsWith(site.config.baseUrl)
      ? withBaseUrl(site.config, url.startsWith('/') ? url : `/${url}`)
      : url;
  return options.absolute ? site.config.url + path : path;
}

/** `@docusaurus/useBaseUrl`'s `useBaseUrlUtils()`. */
export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}

/**
 * `@docusaurus/useDocusaurusContext`: what pages read of the site's config, as the nearest Docusaurus
 * `Context` provider gives it (a site's Root may give its own), else the site's.
 */
export function useDocusaurusContext(): DocusaurusContextValue {
  const provided = useContext(Context);
  const own = useSiteDocusaurusContext();
  return provided ?? own;
}

/** `@docusaurus/theme-common`'s useCurrentSidebarCategory: `items` are DocCardList's default anyway. */
export function useCurrentSidebarCategory() {
  return { items: undefined };
}

/** `@theme/DocCardList`: the cards of `items`, else of the page's category (theme/page-parts.ts). */
export function DocCardList({ items }: { items?: SidebarItem[]; className?: string }) {
  const { sidebars, page } = useSite();
  return <CardList cards={items ? cardsOf(items) : page ? docCards(page, sidebars) : []} />;
}

/**
 * `@theme/TOCInline`: the page's headings as a list (Docusaurus' `toc` prop is the page's TOC, which the context has).
 */
export function TOCInline({
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc?: unknown;
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const { site, page } = useSite();
  return (
    <ul className="toc-inline">
      {inlineToc(page?.toc ?? [], { min: minHeadingLevel, max: maxHeadingLevel }, site.config.toc).map((t) => (
        <li key={t.id} className={`toc-inline__item toc-inline__item--${t.level}`}>
          <a href={`#${t.id}`}>{t.text}</a>
        </li>
      ))}
    </ul>
  );
}

// `@docusaurus/Head`: nothing in the content; a custom page's title and description become its data.
export { Head } from './docusaurus-layout.js';

/**
 * `@docusaurus/plugin-content-docs/client`'s useActiveVersion (and friends): the docs version of the page (the last one
 * on pages of none).
 */
export function useActiveVersion() {
  const { site, docsVersion: active } = useSite();
  return {
    name: active.name,
    label: active.label,
    path: (site.config.baseUrl + active.path.slice(1)).replace(/\/$/, '') || '/',
    isLast: active.isLast,
    docs: [],
    mainDocId: '',
  };
}

export function useActiveDocContext() {
  const activeVersion = useActiveVersion();
  return { activeVersion, activeDoc: undefined, alternateDocVersions: {} };
}

/** `@docusaurus/theme-common`'s useColorMode: the painted mode (changing it is the toggle's job). */
export function useColorMode() {
  const colorMode =
    typeof document !== 'undefined' && document.documentElement.getAttribute('data-theme') === 'dark'
      ? 'dark'
      : 'light';
  return { colorMode, setColorMode: () => {}, isDarkTheme: colorMode === 'dark' };
}

/**
 * `@docusaurus/theme-common`'s ThemeClassNames: class names Docusaurus' own theme sets (unused by hub-docs' styles).
 */
export const ThemeClassNames = { docs: { docMarkdown: 'markdown' }, common: { codeBlock: 'code-block' } };

/** `@docusaurus/theme-common`'s useWindowSize: "desktop" above the 996 px breakpoint. */
export function useWindowSize() {
  return typeof window !== 'undefined' && window.innerWidth <= 996 ? 'mobile' : 'desktop';
}

/**
 * `@docusaurus/Translate`: the message of its `id` in the page's locale (the site's code.json, or the
 * theme's catalogue for a theme id), else the message as written; its `{placeholders}` filled from `values`.
 */
export function Translate({
  children,
  id,
  values,
}: {
  children?: ReactNode;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  const { messages } = useSite();
  const message =
    (id !== undefined && Object.hasOwn(messages.text, id) ? messages.text[id] : undefined) ??
    (typeof children === 'string' ? children : undefined);
  if (message === undefined) return <>{children}</>;
  return <>{values ? interpolate(message, values) : message}</>;
}

/**
 * `translate({ id, message })`: the message of `id` in the page's locale (code.json, the theme's catalogue), else
 * `message`.
 */
export function translate(
  { id, message }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = (id !== undefined ? currentMessage(id) : undefined) ?? message ?? id ?? '';
  return values ? String(interpolate(text, values)) : text;
}

/** `@theme/Heading`: a heading with its anchor id. */
export function Heading({
  as: Tag = 'h2',
  children,
  ...rest
}: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode } & Record<string, unknown>) {
  return <Tag {...(rest as object)}>{children}</Tag>;
}
