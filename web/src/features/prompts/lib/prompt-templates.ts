import type { PromptTemplateId } from '@hotelvoice/api/contracts';

/** Spec §3: the eleven template ids, in tab order, with the labels the tabs show. */
export const promptTemplates: { id: PromptTemplateId; label: string }[] = [
  { id: 'base_personality', label: 'Base Personality' },
  { id: 'friendly_greeting', label: 'Friendly Greeting' },
  { id: 'clarifying_questions', label: 'Clarifying Questions' },
  { id: 'make_reservation', label: 'Make Reservation' },
  { id: 'booking_confirmation', label: 'Booking Confirmation' },
  { id: 'update_reservation', label: 'Update Reservation' },
  { id: 'lookup_reservation', label: 'Lookup Reservation' },
  { id: 'service_assistance', label: 'Service Assistance' },
  { id: 'complaint_resolution', label: 'Complaint Resolution' },
  { id: 'helpful_information', label: 'Helpful Information' },
  { id: 'ending_conversation', label: 'Ending Conversation' },
];
