import type { Db } from '../../platform/db/pool.ts';
import { hotelExists } from './hotels.repo.ts';

/**
 * What other modules may ask about hotels (ingest, knowledge uploads take a hotel id from outside).
 * The admin area's editing of hotels lives in admin-hotels.
 */
export function createHotelsService(db: Db) {
  return {
    exists: (hotelId: string) => hotelExists(db, hotelId),
  };
}
