/**
 * The highlighter Docusaurus' `<CodeBlock>` is rendered with in the content renderer: the
 * compiler's own (cli/mdx/highlight.ts), handed in by compile-page.ts when it loads the
 * renderer. The renderer then holds no Prism of its own: one per thread, its ~30 language files
 * loaded once, from the CLI's bundle.
 */
import type { highlightToHtml, resolveLanguage } from '../mdx/highlight.js';

export interface Highlighter {
  highlightToHtml: typeof highlightToHtml;
  resolveLanguage: typeof resolveLanguage;
}

let current: Highlighter | null = null;

export function setHighlighter(highlighter: Highlighter): void {
  current = highlighter;
}

export function highlighter(): Highlighter {
  if (!current) throw new Error('the content renderer has no highlighter: compile-page.ts hands it one');
  return current;
}
