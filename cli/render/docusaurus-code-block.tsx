/**
 * `@theme/CodeBlock` as the content renderer gives it: highlighted at build time with the
 * same prism setup as Markdown code fences (cli/mdx/highlight.ts), `metastring` and `title`
 * and `showLineNumbers` included, so it looks exactly like a fence.
 */
import type { ReactNode } from 'react';
import { CodeBlock } from '../../theme/components/CodeBlock.js';
import { codeText } from '../../theme/components/docusaurus.js';
import { parseCodeMeta } from '../mdx/code-meta.js';
import { highlighter } from './highlighter.js';

export function HighlightedCodeBlock({
  children,
  language,
  title,
  showLineNumbers,
  metastring,
  className,
}: {
  children?: ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  metastring?: string;
  className?: string;
}) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const meta = parseCodeMeta(metastring);
  const { highlightToHtml, resolveLanguage } = highlighter();
  const html = highlightToHtml(codeText(children), resolveLanguage(lang), meta.lines);
  return (
    <CodeBlock
      html={html}
      language={lang}
      title={title ?? meta.title ?? undefined}
      lineNumbers={showLineNumbers || meta.showLineNumbers ? 'true' : undefined}
    />
  );
}
