import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useSite, useTranslate } from '../context.js';
import { useColorMode } from '../use-color-mode.js';
import { Loading, LoadFailed, useLazy } from './Lazy.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, code: string): Promise<{ svg: string }>;
}

let mermaidPromise: Promise<MermaidApi> | null = null;
/** Renders run one at a time: mermaid's configuration (the theme) is global to all diagrams. */
let renderQueue: Promise<unknown> = Promise.resolve();

function renderDiagram(
  mermaid: MermaidApi,
  id: string,
  code: string,
  mode: 'light' | 'dark',
): Promise<{ svg: string }> {
  const run = () => {
    mermaid.initialize({
      startOnLoad: false,
      theme: mode === 'dark' ? 'dark' : 'default',
      securityLevel: 'strict',
      fontFamily: 'system-ui, sans-serif',
    });
    return mermaid.render(id, code);
  };
  const result = renderQueue.then(run, run);
  renderQueue = result.catch(() => {});
  return result;
}

function loadMermaid(url: string): Promise<MermaidApi> {
  // Loaded from its own prebuilt file, only on pages with a diagram; a failed load may be retried.
  mermaidPromise ??= import(/* @vite-ignore */ url)
    .then((m: { default: MermaidApi }) => m.default)
    .catch((error: unknown) => {
      mermaidPromise = null;
      throw new Error(
        `Could not load the diagram renderer (${error instanceof Error ? error.message : String(error)}).`,
      );
    });
  return mermaidPromise;
}

/** Fetches and compiles mermaid's module graph without running it (see useNearViewport). */
function preloadMermaid(url: string): void {
  if (mermaidPromise || document.querySelector(`link[rel="modulepreload"][href="${url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/**
 * True once the element is in or just below the viewport. Mermaid is heavy (about 230 KiB gzip
 * of JavaScript to run): it runs only when a diagram is about to be seen, so a page's first load
 * never pays for a diagram further down. Within a screen of the viewport, its code is fetched and
 * compiled ahead (`onNear`), so drawing starts without a download when the reader gets there.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, onNear: () => void): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const ahead = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear();
      },
      { rootMargin: '100% 0px' },
    );
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '10% 0px' },
    );
    ahead.observe(element);
    observer.observe(element);
    return () => {
      ahead.disconnect();
      observer.disconnect();
    };
  }, [ref, near, onNear]);
  return near;
}

/**
 * A ```mermaid diagram. Its box is the root of an island: a first load that keeps the server's
 * content HTML (PageData.hydrateFromHtml) hydrates MermaidDiagram inside it on its own
 * (runtime/islands.tsx).
 */
export function Mermaid({ code }: { code: string }) {
  return (
    <div className="mermaid" data-mermaid-island="">
      <MermaidDiagram code={code} />
    </div>
  );
}

/** The diagram drawn in the browser in the current colour mode, once it nears the viewport. */
export function MermaidDiagram({ code }: { code: string }) {
  const { assets } = useSite();
  const { t } = useTranslate();
  const mode = useColorMode();
  const box = useRef<HTMLDivElement>(null);
  const preload = useCallback(() => preloadMermaid(assets.mermaid), [assets.mermaid]);
  const near = useNearViewport(box, preload);
  const [state, retry] = useLazy(() => loadMermaid(assets.mermaid), [], near);
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = 'mermaid-' + useId().replace(/[^a-zA-Z0-9]/g, '');
  const counter = useRef(0);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const mermaid = state.value;
    let live = true;
    const renderId = `${id}-${++counter.current}`;
    renderDiagram(mermaid, renderId, code, mode).then(
      (result) => {
        if (!live) return;
        setSvg(result.svg);
        setError(null);
      },
      (cause: unknown) => {
        // mermaid leaves its scratch element behind when the source has an error.
        document.getElementById('d' + renderId)?.remove();
        if (live) setError(cause instanceof Error ? cause.message : String(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [state, mode, code, id]);

  if (state.status === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  if (error)
    return (
      <div className="mermaid-error" role="alert">
        <p className="mermaid-error__title">{t('hub.mermaid.error')}</p>
        <pre className="mermaid-error__message">{error}</pre>
      </div>
    );
  if (svg) return <div className="mermaid-diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <div className="mermaid-diagram is-pending" ref={box}>
      {state.status === 'pending' && state.slow ? <Loading label={t('hub.mermaid.loading')} /> : null}
      <pre className="mermaid-diagram__source">{code}</pre>
    </div>
  );
}
