import type { ComponentType } from 'react';
import type { PageData, PageLink } from '../types.js';
import { withBaseUrl } from '../url.js';
import { CardList } from './CardList.js';
import { useSite, useTranslate } from '../context.js';
import { Toc, TocCollapsible } from './Toc.js';
import { VersionBadge, VersionBanner } from './VersionBanner.js';

function Breadcrumbs({ items, title }: { items: PageLink[]; title: string }) {
  const { site } = useSite();
  const { t } = useTranslate();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li>
          {/* biome-ignore lint/a11y/useAnchorContent: named by its aria-label (the icon is decoration) */}
          <a href={withBaseUrl(site.config, '/')} aria-label={t('theme.docs.breadcrumbs.home')}>
            <span className="icon icon--home icon--14" aria-hidden="true" />
          </a>
        </li>
        {items.map((item) => (
          <li key={item.title}>
            {item.href ? <a href={withBaseUrl(site.config, item.href)}>{item.title}</a> : <span>{item.title}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}

/** Labels of the previous/next links: a blog post's are the newer and the older post, as in Docusaurus. */
const PAGINATION = {
  docs: {
    name: 'theme.docs.paginator.navAriaLabel',
    previous: 'theme.docs.paginator.previous',
    next: 'theme.docs.paginator.next',
  },
  blog: {
    name: 'theme.blog.post.paginator.navAriaLabel',
    previous: 'theme.blog.post.paginator.newerPost',
    next: 'theme.blog.post.paginator.olderPost',
  },
} as const;

function PrevNext({ previous, next, blog }: { previous: PageLink | null; next: PageLink | null; blog: boolean }) {
  const { site } = useSite();
  const { t } = useTranslate();
  if (!previous && !next) return null;
  const labels = PAGINATION[blog ? 'blog' : 'docs'];
  return (
    <nav className="pagination" aria-label={t(labels.name)}>
      {previous ? (
        <a
          className="pagination__link pagination__link--prev"
          href={withBaseUrl(site.config, previous.href)}
          rel="prev"
        >
          <span className="pagination__label">{t(labels.previous)}</span>
          <span className="pagination__title">« {previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={withBaseUrl(site.config, next.href)} rel="next">
          <span className="pagination__label">{t(labels.next)}</span>
          <span className="pagination__title">{next.title} »</span>
        </a>
      )}
    </nav>
  );
}

/** The page's tags, each linking to its tag's page (Docusaurus' "Tags:" list under a doc). */
function TagList({ tags }: { tags: PageLink[] }) {
  const { site } = useSite();
  const { t } = useTranslate();
  return (
    <div className="doc__tags">
      <b>{t('theme.tags.tagsListLabel')}</b>
      <ul className="tags">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={withBaseUrl(site.config, tag.href)} rel="tag">
              {tag.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Above a page a locale has no translation of: the page is the default locale's (PageData.untranslated). */
function UntranslatedNotice({ href, notice, original }: NonNullable<PageData['untranslated']>) {
  const { site } = useSite();
  const lang = site.config.locale.htmlLang;
  return (
    <div className="untranslated-notice" role="note" lang={lang}>
      {`${notice} `}
      <a href={href} rel="external" hrefLang={site.config.locale.locales?.[0]?.htmlLang}>
        {original}
      </a>
    </div>
  );
}

/**
 * A docs page: its version's banner and badge, breadcrumbs, title, lead, the twin's actions, content, tags, feedback,
 * edit link and date, previous/next, and the TOC.
 */
export function DocPage({ page, Content, html }: { page: PageData; Content: ComponentType; html?: string }) {
  const { site } = useSite();
  const showToc = page.toc.length > 0;
  // Its version's class name (a site with one version has none: the constant drops this code).
  const versionClass = __HUB_VERSIONS__ ? site.versions.find((v) => v.name === page.version)?.className : undefined;
  // A page shown untranslated: its title and content are in their own language (the notice and breadcrumbs in the
  // locale's).
  const lang = __HUB_LOCALES__ && page.untranslated ? { lang: page.untranslated.lang } : {};
  return (
    <div className={`doc${showToc ? ' has-toc' : ''}${__HUB_VERSIONS__ && versionClass ? ` ${versionClass}` : ''}`}>
      <article className="doc__article" data-version={page.version}>
        {__HUB_LOCALES__ && page.untranslated && <UntranslatedNotice {...page.untranslated} />}
        {__HUB_VERSIONS__ && <VersionBanner page={page} />}
        {page.kind !== 'home' && page.kind !== 'page' && <Breadcrumbs items={page.breadcrumbs} title={page.title} />}
        {__HUB_VERSIONS__ && <VersionBadge page={page} />}
        <header className="doc__header" {...lang}>
          {page.hideTitle ? null : <h1 className="doc__title">{page.title}</h1>}
          {page.byline && <div dangerouslySetInnerHTML={{ __html: page.byline }} />}
          {page.lead && <p className="doc__lead">{page.lead}</p>}
          <div dangerouslySetInnerHTML={{ __html: page.tools.top }} />
        </header>
        {showToc && <TocCollapsible toc={page.toc} />}
        {html === undefined ? (
          <div className="markdown" key="module" {...lang}>
            <Content />
            {(page.kind === 'generated-index' || page.kind === 'home') && <CardList cards={page.cards} />}
          </div>
        ) : (
          // A first load keeps the server's content as it is: nothing in it needs React.
          <div className="markdown" key="html" {...lang} dangerouslySetInnerHTML={{ __html: html }} />
        )}
        {page.tags.length > 0 && <TagList tags={page.tags} />}
        <div dangerouslySetInnerHTML={{ __html: page.tools.end }} />
        <PrevNext previous={page.previous} next={page.next} blog={page.kind === 'blog-post'} />
      </article>
      {showToc && <Toc toc={page.toc} />}
    </div>
  );
}
