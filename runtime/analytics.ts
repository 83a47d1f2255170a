/**
 * Page views: with `analytics.trackingID`, gtag; with `analytics.sender`, the site's own
 * function; with neither, nothing is loaded or sent. One view per navigation in which the
 * pathname, query or hash changed, sent after the new title is set.
 */
import { analytics, loadSender } from 'hub:site';

type Gtag = (...args: unknown[]) => void;
let lastPath: string | null = null;
let senders: ((path: string) => void)[] | null = null;

async function init(): Promise<((path: string) => void)[]> {
  const list: ((path: string) => void)[] = [];
  if (analytics.trackingID) {
    const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
    w.dataLayer = w.dataLayer || [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, exactly as its snippet does.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', analytics.trackingID, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.trackingID)}`;
    document.head.append(script);
    list.push((path) => w.gtag('event', 'page_view', { page_path: path, page_location: location.href, page_title: document.title }));
  }
  if (loadSender) {
    const sender = await loadSender();
    list.push(sender.default);
  }
  return list;
}

export async function trackPageView(): Promise<void> {
  if (!analytics.trackingID && !loadSender) return;
  const path = location.pathname + location.search + location.hash;
  if (path === lastPath) return;
  lastPath = path;
  senders ??= await init();
  for (const send of senders) {
    try {
      send(path);
    } catch {
      // A failing analytics service must never break navigation.
    }
  }
}
