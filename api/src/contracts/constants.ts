/**
 * Plain values the web shares with the server, without zod or any other import: the web imports
 * this module on its own (`@hotelvoice/api/contracts/constants`), so it adds only these bytes.
 */

/**
 * How a Socket.IO client retries after losing its connection: soon and at most 1 s apart. The
 * library's default (1 s growing to 5 s) kept a restarted server's first calls off an open page for
 * up to 5 s after it was back (docs/benchmarks.md, "reconnect"; decision 013).
 */
export const socketReconnection = {
  reconnectionDelay: 250,
  reconnectionDelayMax: 1000,
} as const;

/** Spec §3/§9: knowledge uploads are .txt files of at most 5,242,880 bytes. */
export const knowledgeUploadLimits = {
  maxBytes: 5_242_880,
  wrongTypeMessage: 'Only .txt files are allowed',
  tooLargeMessage: 'File size must be less than 5MB',
} as const;

/** The longest PMS API key the api stores. */
export const maxPmsKeyLength = 512;

/** The eleven prompt template ids of spec §3, in the order the admin tabs show them. */
export const promptTemplateIds = [
  'base_personality',
  'friendly_greeting',
  'clarifying_questions',
  'make_reservation',
  'booking_confirmation',
  'update_reservation',
  'lookup_reservation',
  'service_assistance',
  'complaint_resolution',
  'helpful_information',
  'ending_conversation',
] as const;
export type PromptTemplateId = (typeof promptTemplateIds)[number];

/** The label of each template's tab. */
export const promptTemplateLabels: Record<PromptTemplateId, string> = {
  base_personality: 'Base Personality',
  friendly_greeting: 'Friendly Greeting',
  clarifying_questions: 'Clarifying Questions',
  make_reservation: 'Make Reservation',
  booking_confirmation: 'Booking Confirmation',
  update_reservation: 'Update Reservation',
  lookup_reservation: 'Lookup Reservation',
  service_assistance: 'Service Assistance',
  complaint_resolution: 'Complaint Resolution',
  helpful_information: 'Helpful Information',
  ending_conversation: 'Ending Conversation',
};
