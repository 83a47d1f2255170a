import { Children, isValidElement, type ReactNode } from 'react';
import { useTranslate } from '../context.js';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** h2–h6 in page content: the heading with its anchor link (shown on hover and focus). */
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    const { t } = useTranslate();
    if (!id) return <Tag>{children}</Tag>;
    const text = textOf(Children.toArray(children));
    return (
      <Tag id={id}>
        {children}
        <a href={`#${id}`} className="hash-link" aria-label={t('theme.common.headingLinkTitle', { heading: text })}>
          #
        </a>
      </Tag>
    );
  };
}

export const headings = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};
