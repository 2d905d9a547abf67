import { siteEventLimits, type SiteEventInput, type SiteEventName } from '@hotelvoice/api/contracts/site-events';

/**
 * First-party, cookie-less analytics (decision 019): events wait here a moment and leave together
 * through navigator.sendBeacon, which never delays or breaks the page. Nothing is stored in the
 * browser; Do Not Track and Global Privacy Control turn it off entirely.
 */
const flushDelayMs = 2000;
const queued: SiteEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let referrerSent = false;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queued.length > 0) {
    const events = queued.splice(0, siteEventLimits.maxEventsPerBatch);
    try {
      navigator.sendBeacon('/api/events', JSON.stringify({ events }));
    } catch {
      // Analytics must never break a page.
    }
  }
}

if (typeof window !== 'undefined') {
  addEventListener('pagehide', flush);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Where this page load came from: another site's host and the UTM parameters, sent once. */
function origin(): Partial<SiteEventInput> {
  if (referrerSent) return {};
  referrerSent = true;
  const params = new URLSearchParams(location.search);
  const utm = (name: string) => params.get(name)?.slice(0, 100) || undefined;
  let referrer: string | undefined;
  try {
    if (document.referrer && new URL(document.referrer).host !== location.host)
      referrer = document.referrer.slice(0, 500);
  } catch {
    referrer = undefined;
  }
  return { referrer, utmSource: utm('utm_source'), utmMedium: utm('utm_medium'), utmCampaign: utm('utm_campaign') };
}

/** Records one event of the public site; `hotelId` and `rating` only on the review page. */
export function trackSiteEvent(name: SiteEventName, extra: { hotelId?: string; rating?: number } = {}): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || optedOut()) return;
  const event: SiteEventInput = { name, path: location.pathname.slice(0, 200) || '/', ...extra };
  queued.push(name === 'page_view' ? { ...event, ...origin() } : event);
  timer ??= setTimeout(flush, flushDelayMs);
}
