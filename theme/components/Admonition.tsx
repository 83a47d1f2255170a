import type { ReactNode } from 'react';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition--${type}`}>
      <p className="admonition__heading">
        <span className={`icon icon--18 admonition__icon admonition__icon--${type}`} aria-hidden="true" />
        <span>{title ?? TITLES[type] ?? type}</span>
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
