import type { CallResolution, CallTopic, FollowUpReason } from './call-facts.ts';

/*
 * Words for call outcomes, topics, sentiment and follow-up reasons: one source for the dashboard
 * and the e-mails (weekly digest). Free of zod, so the web imports it without the schemas
 * (`@hotelvoice/api/contracts/call-analysis-labels`).
 */

export const resolutionLabels: Record<CallResolution, string> = {
  booking_made: 'Booking made',
  booking_changed: 'Booking changed or cancelled',
  question_answered: 'Question answered',
  request_for_staff: 'Request taken for staff',
  complaint: 'Complaint',
  transferred: 'Transferred',
  missed_or_failed: 'Missed or failed',
  other: 'Other',
};

export const topicLabels: Record<CallTopic, string> = {
  rooms_and_rates: 'Rooms and rates',
  availability: 'Availability',
  booking_changes: 'Booking changes',
  check_in_out: 'Check-in and check-out',
  breakfast_and_restaurant: 'Breakfast and restaurant',
  parking_and_transport: 'Parking and transport',
  directions: 'Directions',
  amenities: 'Amenities',
  billing: 'Billing',
  lost_and_found: 'Lost and found',
  complaint: 'Complaint',
  other: 'Other',
};

export const sentimentLabels = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative', unknown: 'Not known' };

export const reasonLabels: Record<FollowUpReason, string> = {
  complaint: 'Complaint',
  negative_sentiment: 'Unhappy caller',
  callback_requested: 'Asked for a call back or a person',
  transferred: 'Transferred to staff',
  unsuccessful: 'Unsuccessful call',
  missed_or_failed: 'Missed or failed call',
};

export const weekdayLabels = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
