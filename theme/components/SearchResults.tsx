import type { SearchGroup } from '../search/engine.js';
import type { SnippetPart } from '../search/snippet.js';
import { resultHref } from '../search/client.js';
import { useSite, useTranslate } from '../context.js';
import { withBaseUrl } from '../url.js';

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}

const TYPE_LABEL = {
  title: 'hub.SearchPage.pageResult',
  heading: 'hub.SearchPage.sectionResult',
  description: 'hub.SearchPage.pageResult',
  keywords: 'hub.SearchPage.pageResult',
  content: 'hub.SearchPage.sectionResult',
} as const;

/** Result groups of the search page: each page with its matching sections below it. */
export function SearchResultGroups({ groups, terms }: { groups: SearchGroup[]; terms: string[] }) {
  const { site } = useSite();
  const { t } = useTranslate();
  return (
    <ol className="search-page__results">
      {groups.map((group) => (
        <li key={group.page.id} className="search-page__group">
          <h2 className="search-page__page">{group.page.title}</h2>
          {group.page.breadcrumb.length > 0 && (
            <p className="search-page__breadcrumb">{group.page.breadcrumb.join(' › ')}</p>
          )}
          <ul className="search-page__hits">
            {group.hits.map((hit) => (
              <li key={hit.document.id} className={`search-page__hit search-page__hit--${hit.document.type}`}>
                <a href={withBaseUrl(site.config, resultHref(hit.document.url, terms))} className="search-page__link">
                  <span className="sr-only">{`${t(TYPE_LABEL[hit.document.type])}: `}</span>
                  {hit.document.title === group.page.title
                    ? group.page.title
                    : `${group.page.title} › ${hit.document.title}`}
                </a>
                <p className="search-page__snippet">
                  <Snippet parts={hit.snippet} />
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
