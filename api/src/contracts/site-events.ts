/**
 * The public site's analytics events, without zod: the web's beacon imports this module on its own
 * (`@hotelvoice/api/contracts/site-events`), so the public bundle gains only these names.
 */
export const siteEventNames = [
  'page_view',
  'demo_play_started',
  'demo_play_finished',
  'try_phone_clicked',
  'demo_request_sent',
  'signup_started',
  'signup_completed',
  'review_page_opened',
  'review_rating_chosen',
  'review_sent',
  'google_reviews_clicked',
] as const;
export type SiteEventName = (typeof siteEventNames)[number];

/** One event as the page sends it to POST /api/events (inside `{ events: [...] }`). */
export interface SiteEventInput {
  name: SiteEventName;
  /** location.pathname; the query string is never sent. */
  path: string;
  /** document.referrer when it is another site; the server keeps only its host. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Review page events: the hotel reviewed. */
  hotelId?: string;
  /** review_rating_chosen: the stars chosen. */
  rating?: number;
}

/** The endpoint's caps, shared so that the beacon never builds a batch the server refuses. */
export const siteEventLimits = { maxEventsPerBatch: 20, maxBodyBytes: 8192 } as const;
