import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from '../context.js';

/** Lazy-loaded content shows nothing for this long, then a loading indicator (no flicker on fast loads). */
export const LAZY_DELAY_MS = 200;

export type LazyState<T> =
  | { status: 'pending'; slow: boolean }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: Error };

/** Runs `load` after mount (once `enabled`); exposes the slow/failed states and a retry. */
export function useLazy<T>(load: () => Promise<T>, deps: unknown[], enabled = true): [LazyState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyState<T>>({ status: 'pending', slow: false });
  // `attempt` runs it again (retry); `load` is a new function on each render, its inputs are `deps`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'pending', slow: false });
    const timer = setTimeout(
      () => live && setState((s) => (s.status === 'pending' ? { status: 'pending', slow: true } : s)),
      LAZY_DELAY_MS,
    );
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) =>
        live && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [attempt, enabled, ...deps]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}

/** `label`: what is loading (default: "Loading…"). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslate();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label ?? t('hub.loading')}</span>
    </div>
  );
}

export function LoadFailed({ error, onRetry, children }: { error: Error; onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslate();
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__message">{error.message}</p>
      {children}
      <button type="button" className="button" onClick={onRetry}>
        {t('hub.loadFailed.retry')}
      </button>
    </div>
  );
}
