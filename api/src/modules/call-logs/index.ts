/**
 * The call log's face (decision 101): the hotel's clock and the call id parameter other modules
 * reuse.
 */
export { callIdParam } from './call-logs.schemas.ts';
export { dayIn, startOfDayIn, wallClockIn } from './hotel-clock.ts';
