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

/** The PMS systems the voice agent can use (each has an adapter in api/src/modules/pms). */
export const pmsProviderIds = ['cloudbeds', 'mews'] as const;
export type PmsProvider = (typeof pmsProviderIds)[number];

/** How the owner's form names each PMS and what it asks for. */
export const pmsProviderForms: Record<
  PmsProvider,
  { name: string; keyLabel: string; propertyIdLabel: string | null; help: string }
> = {
  cloudbeds: {
    name: 'Cloudbeds',
    keyLabel: 'Cloudbeds API key',
    propertyIdLabel: 'Property ID',
    help: 'In Cloudbeds: Account › Apps & Marketplace › API Credentials. The property ID is on the same page.',
  },
  mews: {
    name: 'Mews',
    keyLabel: 'Mews access token',
    propertyIdLabel: null,
    help: 'In Mews Operations: Marketplace › HotelVoice › Connect; paste the access token it shows.',
  },
};

/** The tools the voice agent can call during a call, in the order docs/voice-agents.md lists them. */
export const pmsToolNames = [
  'check_availability',
  'find_reservation',
  'create_reservation',
  'change_reservation_dates',
  'cancel_reservation',
] as const;
export type PmsToolName = (typeof pmsToolNames)[number];

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

/** Retention bounds and defaults (decision 016); the migration's checks say the same. */
export const guestDataLimits = {
  defaultRecordingRetentionDays: 90,
  defaultTranscriptRetentionDays: 365,
  maxRecordingRetentionDays: 3650,
  maxTranscriptRetentionDays: 36500,
} as const;

/** Every kind of entry the audit log holds, for the admin page's filter. */
export const auditActionLabels = {
  'account.activated': 'Account activated',
  'account.deactivated': 'Account deactivated',
  'account.rejected': 'Application rejected',
  'account.deleted': 'Account deleted',
  'role.changed': 'Role changed',
  'hotel.owner_linked': 'Owner linked to hotel',
  'hotel.owner_unlinked': 'Owner unlinked from hotel',
  'hotel.deleted': 'Hotel deleted',
  'pms_key.changed': 'PMS key changed',
  'prompt.changed': 'Prompt changed',
  'retention.changed': 'Privacy settings changed',
  'calls.erased': 'Caller data erased',
  'callback.number_shown': 'Number shown to call back',
  'data.exported': 'Hotel data exported',
  'agent_credential.created': 'Agent credential created',
  'agent_credential.rotated': 'Agent credential rotated',
  'team.member_invited': 'Team member invited',
  'team.invitation_revoked': 'Invitation withdrawn',
  'team.invitation_accepted': 'Invitation accepted',
  'team.role_changed': 'Team role changed',
  'team.member_removed': 'Team member removed',
  'two_step.enabled': 'Two-step sign-in turned on',
  'two_step.disabled': 'Two-step sign-in turned off',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
} as const;
export type AuditAction = keyof typeof auditActionLabels;

/**
 * The placeholders a prompt template may use (`{{hotel_name}}`), filled per hotel when the agent
 * reads its context; the editor lists them and flags any other name before saving.
 */
export const promptPlaceholders = {
  hotel_name: "The hotel's name",
  assistant_name: "The voice agent's persona name",
  hotel_location: 'City and country',
  hotel_address: 'Street address',
  hotel_phone: "The hotel's phone number",
  hotel_website: "The hotel's website",
  hotel_role: 'Kind of property (Boutique Hotel, Resort…)',
  facility_owner: 'Who owns or runs the property',
} as const;
export type PromptPlaceholder = keyof typeof promptPlaceholders;

/** Names written as placeholders that are not one of promptPlaceholders, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const names = [...body.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !Object.hasOwn(promptPlaceholders, name)))];
}

/** Ratings at or under this can be marked handled. */
export const maxHandledRating = 3;
