import { useEffect, useState } from 'react';
import { termPattern } from '../search/snippet.js';

const MARK_CLASS = 'search-highlight';

function unmark(root: Element): void {
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`)) {
    mark.replaceWith(document.createTextNode(mark.textContent ?? ''));
  }
  root.normalize();
}

function mark(root: Element, pattern: RegExp): number {
  let count = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('pre, code, .code-block, .mermaid-diagram, .hash-link, mark, script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      fragment.append(text.slice(last, match.index));
      const element = document.createElement('mark');
      element.className = MARK_CLASS;
      element.textContent = match[0];
      fragment.append(element);
      last = match.index! + match[0].length;
      count++;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return count;
}

/**
 * Marks the terms a reader searched for (`?_highlight=term`, once per term) in the article,
 * with a control that clears the marks and the parameters.
 */
export function SearchHighlight({ route }: { route: string }) {
  const [terms, setTerms] = useState<string[]>([]);
  useEffect(() => {
    const found = new URLSearchParams(window.location.search).getAll('_highlight').filter(Boolean);
    setTerms(found);
    const pattern = termPattern(found.map((t) => t.toLowerCase()));
    const article = document.querySelector('.doc__article .markdown');
    if (!pattern || !article) return;
    mark(article, pattern);
    return () => unmark(article);
  }, [route]);
  if (terms.length === 0) return null;
  const clear = () => {
    const article = document.querySelector('.doc__article .markdown');
    if (article) unmark(article);
    const url = new URL(window.location.href);
    url.searchParams.delete('_highlight');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    setTerms([]);
  };
  return (
    <div className="search-highlight-bar" role="status">
      <span>
        Highlighting: <strong>{terms.join(', ')}</strong>
      </span>
      <button type="button" className="button button--small" onClick={clear}>
        Clear highlights
      </button>
    </div>
  );
}
