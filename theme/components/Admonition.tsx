import type { ReactNode } from 'react';

const ICONS: Record<string, string> = {
  note: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 8h-2v7h2v-7Zm0-4h-2v2h2V6Z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 8h-2v7h2v-7Zm0-4h-2v2h2V6Z',
  tip: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  danger: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 13h-2v2h2v-2Zm0-8h-2v6h2V7Z',
};

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition--${type}`}>
      <p className="admonition__heading">
        <svg className="admonition__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d={ICONS[type] ?? ICONS.note} />
        </svg>
        <span>{title ?? TITLES[type] ?? type}</span>
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
