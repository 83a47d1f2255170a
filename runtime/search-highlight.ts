/**
 * Marks the terms a reader searched for (`?_highlight=term`, once per term, added by a search
 * result's link) in the article, with a bar that names them and a control that clears the marks
 * and the parameters. Plain DOM, loaded only by a page opened with `_highlight`.
 */
import { termPattern } from '../theme/search/snippet.js';
import { translate } from '../theme/messages/format.js';
import { pageMessages } from './messages.js';

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
    acceptNode: (node) =>
      node.parentElement?.closest('pre, code, .code-block, .mermaid-diagram, .hash-link, mark, script, style')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
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

const ARTICLE = '.doc__article .markdown';
const BAR = 'search-highlight-bar';

/** After a first load and each client navigation with `_highlight` in the address. */
export async function highlightSearchTerms(): Promise<void> {
  const terms = new URLSearchParams(window.location.search).getAll('_highlight').filter(Boolean);
  const pattern = termPattern(terms.map((t) => t.toLowerCase()));
  const article = document.querySelector(ARTICLE);
  if (!pattern || !article || article.parentElement?.querySelector(`.${BAR}`)) return;
  const messages = await pageMessages();
  // Another page may be shown by now, or this one marked meanwhile.
  if (!article.isConnected || article.parentElement?.querySelector(`.${BAR}`)) return;
  mark(article, pattern);
  const bar = document.createElement('div');
  bar.className = BAR;
  bar.setAttribute('role', 'status');
  const label = document.createElement('span');
  const strong = document.createElement('strong');
  strong.textContent = terms.join(', ');
  // The message's text around the terms (`{terms}`), the terms in bold.
  const [before, after = ''] = translate(messages, 'hub.searchHighlight.label').split('{terms}');
  label.append(before, strong, after);
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'button button--small';
  clear.textContent = translate(messages, 'hub.searchHighlight.clear');
  clear.addEventListener('click', () => {
    unmark(article);
    const url = new URL(window.location.href);
    url.searchParams.delete('_highlight');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    bar.remove();
  });
  bar.append(label, ' ', clear);
  // Where the article's content ends: after its tags, if it has any.
  const tags = article.parentElement!.querySelector(':scope > .doc__tags');
  (tags ?? article).after(bar);
}
