import type { ReactNode } from 'react';
import { useTranslate } from '../context.js';
import type { MessageId } from '../messages/catalogue.js';

const TITLES: Record<string, MessageId> = {
  note: 'theme.admonition.note',
  tip: 'theme.admonition.tip',
  info: 'theme.admonition.info',
  warning: 'theme.admonition.warning',
  danger: 'theme.admonition.danger',
};

/** `type`'s title in the page's locale, unless the admonition has its own (an unknown type shows its name). */
export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const { t } = useTranslate();
  return (
    <div className={`admonition admonition--${type}`}>
      <p className="admonition__heading">
        <span className={`icon icon--18 admonition__icon admonition__icon--${type}`} aria-hidden="true" />
        <span>{title ?? (Object.hasOwn(TITLES, type) ? t(TITLES[type]) : type)}</span>
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
