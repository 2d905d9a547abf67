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
