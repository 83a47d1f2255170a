import type { TocItem } from '../types.js';
import { useTranslate } from '../context.js';

function TocList({ toc }: { toc: TocItem[] }) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <ul className="toc__list">
      {toc.map((item) => (
        <li key={item.id} className={`toc__item toc__item--level-${item.level - minLevel + 1}`}>
          <a href={`#${item.id}`} className="toc__link">
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The right-hand table of contents (wide screens); runtime/toc.ts highlights the heading in view. */
export function Toc({ toc }: { toc: TocItem[] }) {
  const { t } = useTranslate();
  if (toc.length === 0) return null;
  const title = t('theme.TOCCollapsible.toggleButtonLabel');
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc__title">{title}</p>
      <TocList toc={toc} />
    </nav>
  );
}

/** The collapsed "On this page" disclosure shown above the content on narrow screens. */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  const { t } = useTranslate();
  if (toc.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible__summary">{t('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <TocList toc={toc} />
    </details>
  );
}
