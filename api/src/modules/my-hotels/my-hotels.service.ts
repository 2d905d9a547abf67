import type { DashboardHotel } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { listAllHotels, listLinkedHotels } from './my-hotels.repo.ts';

export function createMyHotelsService(db: Db) {
  return {
    /** The hotels the dashboard's selector offers: the user's linked ones, every hotel for an admin. */
    list(identity: Identity): Promise<DashboardHotel[]> {
      return identity.admin ? listAllHotels(db) : listLinkedHotels(db, identity.userId);
    },
  };
}

export type MyHotelsService = ReturnType<typeof createMyHotelsService>;
