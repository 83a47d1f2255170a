import type { ComponentProps } from 'react';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { headings } from './Heading.js';
import { TabItem, Tabs } from './Tabs.js';
import { useTranslate } from '../context.js';

/** Wide tables scroll inside their own box, reachable by keyboard, instead of widening the page. */
function Table({ 'data-label': label, ...props }: ComponentProps<'table'> & { 'data-label'?: string }) {
  const { t } = useTranslate();
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label ?? t('hub.table.ariaLabel')}>
      <table {...props} />
    </div>
  );
}

/**
 * The components MDX pages render their JSX and Markdown elements with. Mermaid is not here:
 * pages with a diagram bring it in their own chunk (see cli/pipeline/modules.ts), so pages
 * without one never load its code.
 */
export const mdxComponents = { Admonition, CodeBlock, Tabs, TabItem, table: Table, ...headings };
