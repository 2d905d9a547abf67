import { z } from 'zod';
import { siteEventLimits, siteEventNames, type SiteEventName } from './site-events.ts';

export * from './site-events.ts';

const shortText = (label: string, max: number) => z.string().max(max, `${label} must be at most ${max} characters.`);

export const siteEventInput = z.strictObject({
  name: z.enum(siteEventNames, { message: 'Unknown event name.' }),
  path: z
    .string()
    .min(1)
    .max(200, 'Path must be at most 200 characters.')
    .regex(/^\/[^?#\s]*$/, 'Path must be a path without query or fragment.'),
  referrer: shortText('Referrer', 500).optional(),
  utmSource: shortText('utm_source', 100).optional(),
  utmMedium: shortText('utm_medium', 100).optional(),
  utmCampaign: shortText('utm_campaign', 100).optional(),
  hotelId: z.guid({ message: 'Hotel id must be a UUID.' }).optional(),
  rating: z.number().int().min(1).max(5).optional(),
});

export const siteEventsBody = z.strictObject({
  events: z
    .array(siteEventInput)
    .min(1, 'Send at least one event.')
    .max(siteEventLimits.maxEventsPerBatch, `Send at most ${siteEventLimits.maxEventsPerBatch} events at a time.`),
});
export type SiteEventsBody = z.infer<typeof siteEventsBody>;

/**
 * The funnel steps each visitor-day is flagged with. Bits, so a day's step set is one integer and
 * a funnel is a sum over (day, step set) counts: landing_view is a page view of '/'.
 */
export const siteStepBits = {
  any_event: 1 << 0,
  landing_view: 1 << 1,
  demo_play_started: 1 << 2,
  demo_play_finished: 1 << 3,
  try_phone_clicked: 1 << 4,
  demo_request_sent: 1 << 5,
  signup_started: 1 << 6,
  signup_completed: 1 << 7,
  review_page_opened: 1 << 8,
  review_rating_chosen: 1 << 9,
  review_sent: 1 << 10,
  google_reviews_clicked: 1 << 11,
} as const;
export type SiteStep = keyof typeof siteStepBits;

/** The step bits one event sets. */
export function stepBitsOf(name: SiteEventName, path: string): number {
  let bits = siteStepBits.any_event;
  if (name === 'page_view' && path === '/') bits |= siteStepBits.landing_view;
  if (name !== 'page_view') bits |= siteStepBits[name];
  return bits;
}

/** The funnels the analytics page shows; `activated_account` is counted from accounts, not events. */
export const siteFunnels = [
  {
    id: 'demo',
    title: 'Landing → demo played → demo request',
    steps: [
      { step: 'landing_view', label: 'Visited the landing page' },
      { step: 'demo_play_started', label: 'Played the demo' },
      { step: 'demo_request_sent', label: 'Sent a demo request' },
    ],
  },
  {
    id: 'signup',
    title: 'Landing → sign-up → activated account',
    steps: [
      { step: 'landing_view', label: 'Visited the landing page' },
      { step: 'signup_started', label: 'Started signing up' },
      { step: 'signup_completed', label: 'Completed sign-up' },
    ],
  },
  {
    id: 'review',
    title: 'Review page → rating → sent → Google click',
    steps: [
      { step: 'review_page_opened', label: 'Opened the review page' },
      { step: 'review_rating_chosen', label: 'Chose a rating' },
      { step: 'review_sent', label: 'Sent the review' },
      { step: 'google_reviews_clicked', label: "Clicked 'Open Google Reviews'" },
    ],
  },
] as const satisfies readonly { id: string; title: string; steps: readonly { step: SiteStep; label: string }[] }[];

export const analyticsQuery = z
  .strictObject({
    from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD).' }),
    to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD).' }),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 800 * 86_400_000, {
    message: 'A period may span at most 800 days.',
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export interface FunnelResult {
  id: string;
  title: string;
  steps: { label: string; visitors: number }[];
}

/** GET /api/admin/analytics: one period, read from the daily rollups (UTC days). */
export interface SiteAnalytics {
  from: string;
  to: string;
  totals: { visitors: number; pageViews: number };
  days: { day: string; visitors: number; pageViews: number }[];
  topPages: { path: string; views: number }[];
  topReferrers: { referrerHost: string; views: number }[];
  topCampaigns: { utmSource: string; utmMedium: string; utmCampaign: string; views: number }[];
  events: { name: string; events: number }[];
  funnels: FunnelResult[];
}

/**
 * GET /api/hotels/:hotelId/review-page-stats: how often the hotel's review page was opened. What
 * guests did there (reviews left, Google offered and opened) is counted from the reviews
 * themselves (ReviewSummary), so the reviews page shows one set of numbers (issue #32).
 */
export interface ReviewPageStats {
  from: string;
  to: string;
  pageOpens: number;
}
