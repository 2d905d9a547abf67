import { z } from 'zod';
import { maxPmsKeyLength, pmsProviderIds, type PmsProvider } from './constants.ts';
import type { ReviewEvent } from './socket-events.ts';
import type { SessionUser } from './auth.ts';
import type { RevenueInsights } from './bookings.ts';
import type { CallLogPage } from './call-logs.ts';
import type { FollowUpPage } from './follow-ups.ts';
import type { Insights, InsightsSettings } from './insights.ts';
import type { HotelRole } from './team.ts';

/** A hotel as the owner dashboard's selector and pages need it. */
export interface DashboardHotel {
  id: string;
  name: string;
  /** The voice agent's persona name, shown beside its transcript lines. */
  assistantName: string;
  googlePlaceId: string;
  /** IANA zone of the hotel: call times, days and 'today' are on its clock. */
  timeZone: string;
  /** Calls that started today on the hotel's clock: the selector's hint. */
  callsToday: number;
  /** The user's role in the hotel's team (admins act as owners): which pages the sidebar offers. */
  role: HotelRole;
  /** The short review link is /r/<reviewSlug>. */
  reviewSlug: string;
}

/**
 * `GET /api/check-pms-key?uid={hotelId}`: the spec's answer shape (snake_case kept on purpose), plus
 * the connection: 'connected' when the PMS answered the last check, 'failing' when it did not
 * (`last_error` says why), 'unverified' for a key stored before keys were checked, 'none' without a key.
 */
export interface PmsKeyStatus {
  status: 'success';
  has_key: boolean;
  last_updated: string | null;
  key_hash: string | null;
  provider: PmsProvider | null;
  property_id: string | null;
  connection: 'none' | 'unverified' | 'connected' | 'failing';
  verified_at: string | null;
  checked_at: string | null;
  last_error: string | null;
}

export { maxPmsKeyLength } from './constants.ts';

export const checkPmsKeyQuery = z.object({
  uid: z.guid({ message: 'uid must be the hotel id (a UUID).' }),
});

/**
 * `POST /api/set-pms-key`. The spec sends the user's uid too; who is acting comes from the session,
 * so uid is accepted for the shape and otherwise ignored.
 */
export const setPmsKeyBody = z.object({
  uid: z.string().max(200).optional(),
  hotel_id: z.guid({ message: 'hotel_id must be a UUID.' }),
  provider: z.enum(pmsProviderIds, { message: `provider must be one of ${pmsProviderIds.join(', ')}.` }),
  property_id: z
    .string()
    .trim()
    .max(200, 'The property id must be at most 200 characters.')
    .regex(/^[A-Za-z0-9_-]*$/, 'The property id may hold only letters, digits, _ and -.')
    .optional()
    .transform((value) => (value ? value : null)),
  pms_key: z
    .string({ message: 'pms_key is required.' })
    .trim()
    .min(1, 'The API key must not be empty.')
    .max(maxPmsKeyLength, `The API key must be at most ${maxPmsKeyLength} characters.`)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value), 'The API key must not contain control characters.'),
});
export type SetPmsKeyBody = z.infer<typeof setPmsKeyBody>;

export const checkPmsConnectionBody = z.object({ hotel_id: z.guid({ message: 'hotel_id must be a UUID.' }) });

/** One review in the owner's list; the same shape `review:created` carries, so events drop into the cache. */
/** A low review an owner dealt with: the private note, who wrote it and when. */
export interface ReviewHandling {
  at: string;
  byName: string;
  note: string;
}

export interface ReviewListItem extends ReviewEvent {
  /** Null while open; reviews arriving live are open. */
  handling: ReviewHandling | null;
}

export { maxHandledRating } from './constants.ts';

export const markReviewHandledBody = z.object({
  note: z
    .string({ message: 'Write a note about what was done.' })
    .trim()
    .min(1, 'Write a note about what was done.')
    .max(2000, 'Keep the note under 2,000 characters.'),
});

/** Average and count of the reviews in a window. */
export interface ReviewPeriod {
  average: number | null;
  count: number;
}

export interface ReviewPage {
  items: ReviewListItem[];
  nextCursor: string | null;
}

export interface ReviewSummary {
  /** Mean rating rounded to two decimals, or null without reviews. */
  average: number | null;
  count: number;
  /** Reviews per star, keys '1' to '5'. */
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** The last `trendDays` days against the `trendDays` before them. */
  trend: { days: number; current: ReviewPeriod; previous: ReviewPeriod };
  /**
   * Of the reviews of the trend's current period (the last `trend.days` days), those whose thanks
   * screen offered Google, and how many of them opened it: one period with trend.current.count.
   */
  google: { offered: number; opened: number };
}

export const reviewPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** What the insights page shows first: the opening period's figures, the follow-ups, the front-desk hours. */
export interface InsightsPreload {
  hotelId: string;
  /** The opening period (initialInsightsPreset) on the hotel's clock, as the page computes it. */
  from: string;
  to: string;
  figures: Insights;
  /** "Revenue from calls" of the same period (GET …/insights/revenue). */
  revenue: RevenueInsights;
  followUps: FollowUpPage;
  settings: InsightsSettings;
}

/**
 * Embedded in the HTML of a signed-in owner's or admin's dashboard page (decision 070): the session
 * user, the hotel selector's list, on the call log without filters the selected hotel's first page
 * of calls, and on the insights page what it shows first. The web puts each into the cache its
 * query would fill.
 */
export interface DashboardPreload {
  user: SessionUser;
  hotels: DashboardHotel[];
  callLogs: { hotelId: string; page: CallLogPage } | null;
  insights: InsightsPreload | null;
}
