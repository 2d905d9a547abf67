import type { DashboardHotel } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { readHotelCallDays } from '../call-logs/index.ts';
import { readAllHotelFacts, readLinkedHotelFacts } from '../hotels/index.ts';

export function createMyHotelsService(db: Db) {
  return {
    /** The hotels the dashboard's selector offers: the user's linked ones, every hotel for an admin (as owner). */
    async list(identity: Identity): Promise<DashboardHotel[]> {
      const hotels = identity.admin
        ? (await readAllHotelFacts(db, 'lowerName')).map((hotel) => ({ ...hotel, role: 'owner' as const }))
        : await readLinkedHotelFacts(db, identity.userId, 'lowerName');
      const days = await readHotelCallDays(db, hotels);
      return hotels.map((hotel) => ({
        id: hotel.hotelId,
        name: hotel.name,
        assistantName: hotel.assistantName,
        googlePlaceId: hotel.googlePlaceId,
        timeZone: hotel.timeZone,
        reviewSlug: hotel.reviewSlug,
        callsToday: days.get(hotel.hotelId)?.callsToday ?? 0,
        role: hotel.role,
      }));
    },
  };
}

export type MyHotelsService = ReturnType<typeof createMyHotelsService>;
