import { useEffect, useState } from 'react';
import type { TocItem } from '../types.js';

/** The heading currently in view: the last one above a line just under the navbar. */
function useActiveHeading(toc: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (toc.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = 90;
      let current: string | null = null;
      for (const item of toc) {
        const element = document.getElementById(item.id);
        if (element && element.getBoundingClientRect().top <= offset) current = item.id;
      }
      // At the very bottom the last headings may never reach the top line.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = toc[toc.length - 1].id;
      setActive(current ?? toc[0].id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}

function TocList({ toc, active }: { toc: TocItem[]; active: string | null }) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <ul className="toc__list">
      {toc.map((item) => (
        <li key={item.id} className={`toc__item toc__item--level-${item.level - minLevel + 1}`}>
          <a href={`#${item.id}`} className={`toc__link${active === item.id ? ' is-active' : ''}`} aria-current={active === item.id ? 'location' : undefined}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The right-hand table of contents (wide screens), highlighting the heading in view. */
export function Toc({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc);
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

/** The collapsed "On this page" disclosure shown above the content on narrow screens. */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  if (toc.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible__summary">On this page</summary>
      <TocList toc={toc} active={null} />
    </details>
  );
}
