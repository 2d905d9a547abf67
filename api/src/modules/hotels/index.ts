/**
 * The hotels module's face (decision 101): the only reads and writes of the hotels table other
 * modules use (decision 106). Facts of many hotels come in one statement, for the caller to merge.
 */
export {
  type HotelFacts,
  type HotelOrder,
  nameIn,
  readAllHotelFacts,
  readHotelFacts,
  readLinkedHotelFacts,
  withHotelNames,
} from './hotel-facts.repo.ts';
export {
  findHotelIdByReviewSlug,
  type HotelClockSettings,
  type HotelProfile,
  readHotelClockSettings,
  readHotelProfile,
  readPublicHotel,
} from './hotel-profile.repo.ts';
export {
  findHotelRecord,
  type HotelRecord,
  hotelRecordsPage,
  insertHotelRecord,
  lockHotelRows,
  searchHotelRecords,
  setHotelPicture,
  updateHotelRecord,
} from './hotel-records.repo.ts';
export { type HotelDay, hotelDaysAt } from './hotel-local-days.repo.ts';
export { hotelRetentions, type HotelRetention, listHotelIds } from './hotel-lists.repo.ts';
export { findHotelName } from './hotels.repo.ts';
export { oneHotelSql } from './one-hotel-sql.ts';
export { type HotelWeek, readHotelWeek } from './hotel-week.repo.ts';
