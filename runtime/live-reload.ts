/**
 * Serve mode only (never in build output): listens to the dev server's events, reloads the
 * page when the site was rebuilt (keeping the scroll position when it is the same page),
 * and shows an overlay with the build error (message and file:line:col) until it is fixed.
 */
import type { BuildEvent } from '../theme/types.js';

const SCROLL_KEY = 'hub-docs:live-reload-scroll';
const OVERLAY_ID = 'hub-docs-error-overlay';

function restoreScroll(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { path: string; y: number } | null;
    sessionStorage.removeItem(SCROLL_KEY);
    if (saved && saved.path === location.pathname) window.scrollTo(0, saved.y);
  } catch {
    // sessionStorage blocked: start at the top.
  }
}

function reload(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  } catch {
    // ignore
  }
  location.reload();
}

function currentRoute(): string {
  return document.getElementById('__hub')?.dataset.route ?? location.pathname;
}

function showOverlay(message: string, onThisPage: boolean): void {
  hideOverlay();
  const host = document.createElement('div');
  host.id = OVERLAY_ID;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<style>
    .backdrop{position:fixed;inset:0;z-index:2147483647;background:rgba(17,20,24,.72);display:flex;align-items:flex-start;justify-content:center;padding:5vh 16px;overflow:auto;font:15px/1.5 system-ui,sans-serif}
    .badge{position:fixed;right:16px;bottom:16px;z-index:2147483647;background:#8f1d1d;color:#fff;padding:8px 12px;border-radius:8px;font:14px system-ui,sans-serif}
    .panel{background:#fff;color:#1f2328;max-width:900px;width:100%;border-radius:10px;border-top:6px solid #b42318;padding:20px 24px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
    h2{margin:0 0 12px;font-size:20px;color:#8f1d1d} pre{white-space:pre-wrap;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;background:#f6f8fa;padding:12px;border-radius:6px;margin:0 0 12px}
    p{margin:0;color:#57606a} button{font:inherit;margin-top:12px;padding:6px 12px}
  </style>`;
  if (onThisPage) {
    const backdrop = document.createElement('div');
    backdrop.className = 'backdrop';
    backdrop.setAttribute('role', 'alertdialog');
    backdrop.setAttribute('aria-label', 'Build error');
    backdrop.innerHTML =
      '<div class="panel"><h2>Build error</h2><pre></pre><p>Fix the file and save: this page updates by itself. Other pages keep working.</p><button type="button">Dismiss</button></div>';
    backdrop.querySelector('pre')!.textContent = message;
    backdrop.querySelector('button')!.addEventListener('click', hideOverlay);
    shadow.append(backdrop);
  } else {
    const badge = document.createElement('div');
    badge.className = 'badge';
    badge.setAttribute('role', 'status');
    badge.textContent = 'Another page has a build error (see the terminal)';
    shadow.append(badge);
  }
  document.body.append(host);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

restoreScroll();
const source = new EventSource('/__hub/events');
let hadError = false;
source.addEventListener('message', (event: MessageEvent<string>) => {
  const data = JSON.parse(event.data) as BuildEvent;
  if (data.type === 'reload') {
    reload();
  } else if (data.type === 'error') {
    hadError = true;
    const routes = data.routes ?? [];
    showOverlay(data.message ?? 'Build failed', routes.length === 0 || routes.includes(currentRoute()));
  } else if (data.type === 'ok' && hadError) {
    hadError = false;
    hideOverlay();
  }
});
