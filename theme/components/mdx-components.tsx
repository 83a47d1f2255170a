import type { ComponentProps } from 'react';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { Mermaid } from './Mermaid.js';

/** Wide tables scroll inside their own box, reachable by keyboard, instead of widening the page. */
function Table({ 'data-label': label, ...props }: ComponentProps<'table'> & { 'data-label'?: string }) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  );
}

/** The components MDX pages render their JSX and Markdown elements with. */
export const mdxComponents = { Admonition, CodeBlock, Mermaid, table: Table };
