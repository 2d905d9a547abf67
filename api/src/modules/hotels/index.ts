/**
 * The hotels module's face (decision 101): what other modules' jobs read of hotels beside their own
 * rows, each for many hotels in one statement.
 */
export { findHotelFacts, type HotelFacts } from './hotel-facts.repo.ts';
export { type HotelDay, hotelDaysAt } from './hotel-local-days.repo.ts';
export { hotelRetentions, type HotelRetention, listHotelIds } from './hotel-lists.repo.ts';
export { findHotelName } from './hotels.repo.ts';
