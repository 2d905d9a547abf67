/**
 * `GET /api/me/hotels/overview`: an owner's hotels side by side (issue #32, "All hotels"), the one
 * needing attention first: most open follow-ups and missed calls, then the longest without a call.
 */
export interface HotelAttention {
  hotelId: string;
  name: string;
  timeZone: string;
  /** Calls that started today on the hotel's clock. */
  callsToday: number;
  /** Of those, the ones that never became a conversation (missed or failed). */
  missedToday: number;
  /** Open follow-ups of the last 7 days: the home tile's and the insights list's count. */
  openFollowUps: number;
  lastCallAt: string | null;
}

export interface HotelsOverview {
  hotels: HotelAttention[];
}

/** More hotels than this and the overview shows the first ones by attention (an admin sees every hotel). */
export const hotelsOverviewLimit = 50;
