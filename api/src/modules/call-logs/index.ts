/**
 * The call log's face (decision 101): the hotel's clock, the call id parameter other modules
 * reuse, and the only reads and writes of the call_logs table other modules use (decision 106).
 */
export { callIdParam } from './call-logs.schemas.ts';
export { dayIn, startOfDayIn, wallClockIn } from './hotel-clock.ts';
export { type HotelCallDay, type HotelZone, quietCallDay, readHotelCallDays } from './hotel-call-days.repo.ts';
export { findCall, findCallsByPhone, phoneDigits } from './call-removal.repo.ts';
