/**
 * The bookings module's face (decision 101): the bookings table's store, written by the agent's
 * tools and by the worker's daily PMS check.
 */
export {
  type BookingStep,
  bookingsToReadBack,
  markBookingRecorded,
  pendingBookingSteps,
  recordBookingStep,
} from './booking-store.ts';
// The worker's daily PMS check still asks here; removed when the worker side of decision 106 lands
// (it asks the call log's face, touchCallsOfRoom).
export { touchCallsOfRoom as touchCallsOfBooking } from '../call-logs/index.ts';
