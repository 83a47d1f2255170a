/** The page-view senders a site configured: gtag for a tracking id, and/or its own module. */
type Gtag = (...args: unknown[]) => void;

export async function loadSenders(analytics: { trackingID: string | null }, loadSender: (() => Promise<{ default: (path: string) => void }>) | null): Promise<((path: string) => void)[]> {
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
