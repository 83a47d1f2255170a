/** The analytics services a site configured: gtag for a tracking id, and/or its own module. */
type Gtag = (...args: unknown[]) => void;

/** What a reader did, besides viewing a page: an answer of the feedback control ("Was this page helpful?"). */
export interface AnalyticsEvent {
  name: 'feedback';
  /** The page's path (pathname). */
  path: string;
  answer: 'yes' | 'no';
}

/**
 * A site's own sender module (config `analytics.sender`): page views to its default export, events to its `sendEvent`
 * if it has one.
 */
export interface SenderModule {
  default: (path: string) => void;
  sendEvent?: (event: AnalyticsEvent) => void;
}

export interface Sender {
  pageView(path: string): void;
  event?(event: AnalyticsEvent): void;
}

export async function loadSenders(
  analytics: { trackingID: string | null },
  loadSender: (() => Promise<SenderModule>) | null,
): Promise<Sender[]> {
  const list: Sender[] = [];
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
    list.push({
      pageView: (path) =>
        w.gtag('event', 'page_view', { page_path: path, page_location: location.href, page_title: document.title }),
      event: (event) => w.gtag('event', event.name, { page_path: event.path, answer: event.answer }),
    });
  }
  if (loadSender) {
    const sender = await loadSender();
    list.push({ pageView: sender.default, event: sender.sendEvent });
  }
  return list;
}
