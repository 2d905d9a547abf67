import type { Db } from '../../platform/db/pool.ts';
import type { InsightsSettings } from '../../contracts/insights.ts';
import {
  deleteHotelRow,
  findHotelClock,
  findHotelName,
  lockHotelRow,
  hotelExists,
  readHotelPrivacy,
  writeHotelCurrency,
  writeHotelHours,
  writeHotelPrivacy,
  type HotelPrivacy,
} from './hotels.repo.ts';

export type { HotelClock, HotelPrivacy } from './hotels.repo.ts';

/**
 * What other modules may ask about hotels (ingest, knowledge uploads take a hotel id from outside;
 * guest-data reads and writes how a hotel keeps guests' data).
 * The admin area's editing of hotels lives in admin-hotels. Built once by the composition root
 * (modules/services.ts); `tx`, where taken, runs the call in the caller's transaction.
 */
export function createHotelsService(db: Db) {
  return {
    exists: (hotelId: string) => hotelExists(db, hotelId),
    name: (hotelId: string) => findHotelName(db, hotelId),
    /** Locks its row until `tx` ends: every change of a hotel's owner takes it first. */
    lock: (hotelId: string, tx: Db) => lockHotelRow(tx, hotelId),
    privacy: (hotelId: string, tx: Db = db) => readHotelPrivacy(tx, hotelId),
    setPrivacy: (hotelId: string, privacy: HotelPrivacy, tx: Db = db) => writeHotelPrivacy(tx, hotelId, privacy),
    /** Its name and IANA time zone: whose clock its calls are read on. */
    clock: (hotelId: string) => findHotelClock(db, hotelId),
    /** Takes the currency its PMS prices in (on a verified key save). */
    setCurrency: (hotelId: string, currency: string, tx: Db = db) => writeHotelCurrency(tx, hotelId, currency),
    /** Its time zone and front-desk hours (the insights settings). */
    setHours: (settings: InsightsSettings) => writeHotelHours(db, settings),
    /** Deletes the hotel; what hangs on it goes by cascade. True when there was one. */
    remove: (hotelId: string, tx: Db = db) => deleteHotelRow(tx, hotelId),
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
