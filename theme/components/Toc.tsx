import type { TocItem } from '../types.js';

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
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList toc={toc} />
    </nav>
  );
}

/** The collapsed "On this page" disclosure shown above the content on narrow screens. */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  if (toc.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible__summary">On this page</summary>
      <TocList toc={toc} />
    </details>
  );
}
