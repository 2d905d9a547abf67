import type { AlertReason } from './alert-vocabulary.ts';

/**
 * The dashboard's pages and the links into them, in one place (decision 103): the web routes and
 * links with them (web/src/config/paths.ts), the api's e-mails and push notifications put the
 * public URL before them. zod-free, so the web imports it on its own
 * (`@hotelvoice/api/contracts/page-paths`).
 */

/** The insights page's follow-up list (its element id). */
export const followUpsAnchor = 'follow-ups';

/**
 * A dashboard page opened at one hotel: every dashboard page follows `?hotel=` (issue #32), so a
 * link opens the hotel it is about. Then `query` in order (empty values left out) and `#hash`.
 */
export function atHotel(
  path: string,
  hotelId: string,
  query: Record<string, string | number | undefined> = {},
  hash?: string,
): string {
  const params = new URLSearchParams({ hotel: hotelId });
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return `${path}?${params}${hash ? `#${hash}` : ''}`;
}

const callLogs = '/dashboard/call-logs';
const insights = '/dashboard/insights';
const guestData = '/dashboard/guest-data';

export const dashboardPaths = {
  root: '/dashboard',
  home: '/dashboard/home',
  integrations: '/dashboard/integrations',
  insights,
  /** Where a hotel's open follow-ups are listed: the insights page's list. */
  followUps: (hotelId: string) => atHotel(insights, hotelId, {}, followUpsAnchor),
  /** The insights page's follow-up list showing the signed-in person's own (an assignment alert lands here). */
  myFollowUps: (hotelId: string) => atHotel(insights, hotelId, { 'follow-ups': 'mine' }, followUpsAnchor),
  callLogs,
  /** A call of a hotel: the page switches to that hotel and opens the call. */
  callLog: (hotelId: string, callId: string) => atHotel(callLogs, hotelId, { id: callId }),
  /** A call opened at one transcript turn (a knowledge gap's example). */
  callTurn: (hotelId: string, callId: string, turn: number) => atHotel(callLogs, hotelId, { id: callId, turn }),
  knowledgeGaps: '/dashboard/knowledge-gaps',
  alerts: '/dashboard/alerts',
  /** Every alert of the signed-in person, a page at a time (the bell links here). */
  allAlerts: '/dashboard/alerts/all',
  reviews: '/dashboard/reviews',
  team: '/dashboard/team',
  account: '/dashboard/account',
  guestData,
  /** The guest-data page with one call's caller already looked up for erasure. */
  eraseCaller: (callId: string) => `${guestData}?callId=${encodeURIComponent(callId)}`,
} as const;

/**
 * What an alert is about: the call (on its hotel), the hotel's reviews for a low review, or the
 * person's own follow-ups for one given to them. The bell, the e-mails and push notifications link here.
 */
export function alertPath(hotelId: string, alert: { reason: AlertReason; subjectId: string }): string {
  if (alert.reason === 'low_review') return atHotel(dashboardPaths.reviews, hotelId);
  if (alert.reason === 'follow_up_assigned') return dashboardPaths.myFollowUps(hotelId);
  return dashboardPaths.callLog(hotelId, alert.subjectId);
}
