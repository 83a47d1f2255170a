/**
 * Page views and reader events. With `analytics.trackingID`, gtag; with `analytics.sender`, the
 * site's own module; with neither, nothing is loaded or sent. One view per navigation in which
 * the pathname, query or hash changed, sent after the new title is set. Events (the feedback
 * control's answers, runtime/page-button-actions.ts) go to the same services.
 */
import siteModule, { loadSender } from 'hub:site';
import type { Sender } from './analytics-services.js';

const { analytics } = siteModule.site.config;

let lastPath: string | null = null;
let senders: Promise<Sender[]> | null = null;

/**
 * The configured services, loaded once (with the first page view or event); none, and nothing loaded, when the site has
 * none.
 */
export function loadedSenders(): Promise<Sender[]> {
  return (senders ??=
    !analytics.trackingID && !loadSender
      ? Promise.resolve([])
      : import('./analytics-services.js').then((m) => m.loadSenders(analytics, loadSender)));
}

export async function trackPageView(): Promise<void> {
  const path = location.pathname + location.search + location.hash;
  if (path === lastPath) return;
  lastPath = path;
  for (const sender of await loadedSenders()) {
    try {
      sender.pageView(path);
    } catch {
      // A failing analytics service must never break navigation.
    }
  }
}
