/**
 * Page views: with `analytics.trackingID`, gtag; with `analytics.sender`, the site's own
 * function; with neither, nothing is loaded or sent. One view per navigation in which the
 * pathname, query or hash changed, sent after the new title is set.
 */
import siteModule, { loadSender } from 'hub:site';

const { analytics } = siteModule.site.config;

let lastPath: string | null = null;
let senders: Promise<((path: string) => void)[]> | null = null;

export async function trackPageView(): Promise<void> {
  if (!analytics.trackingID && !loadSender) return;
  const path = location.pathname + location.search + location.hash;
  if (path === lastPath) return;
  lastPath = path;
  // The service code loads with the first page view, and only on sites that configure one.
  senders ??= import('./analytics-services.js').then((m) => m.loadSenders(analytics, loadSender));
  for (const send of await senders) {
    try {
      send(path);
    } catch {
      // A failing analytics service must never break navigation.
    }
  }
}
