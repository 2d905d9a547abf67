/* zod-free, so the web imports it on its own (`@hotelvoice/api/contracts/selected-hotel`). */

/**
 * The hotel a dashboard page selects when it opens: the URL's hotel if it is one of the user's, else
 * the saved one if it still is, else the first. One rule for the web's loaders (the saved one
 * is the cookie) and the browser (localStorage).
 */
export function initialHotelId(
  hotels: readonly { id: string }[],
  urlHotel: string | null,
  savedHotelId: string | null,
): string | null {
  const listed = (id: string | null) => (id && hotels.some((h) => h.id === id) ? id : null);
  return listed(urlHotel) ?? listed(savedHotelId) ?? hotels[0]?.id ?? null;
}

/**
 * Mirrors each user's selected hotel (localStorage, per user) for the server, so a page's loader
 * opens the right hotel; one cookie per user, since two people may use one browser.
 */
export const selectedHotelCookie = (userId: string) => `hv_hotel_${userId}`;
