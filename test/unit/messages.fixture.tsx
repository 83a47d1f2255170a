// Read by test/unit/messages.test.ts (never run): each reader-facing literal here must be found.
declare const t: (id: string) => string;
declare const open: boolean;
declare const button: HTMLElement;
export const a = <a href="#main">Skip</a>;
export const b = <button aria-label="Close" title={t('x')} type="button" />;
export const c = <input placeholder={open ? t('y') : 'Search'} />;
export function d() {
  button.textContent = 'Copied';
  button.setAttribute('data-x', 'not read');
}
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return <span className="loading">{label}</span>;
}
export const e = <div>{open ? 'Versions' : t('z')}</div>;
