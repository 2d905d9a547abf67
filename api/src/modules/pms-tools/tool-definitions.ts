import type { PmsToolName } from '../../contracts/constants.ts';

/**
 * The tools as the voice platforms are given them: what each does, when to use it and its
 * arguments (JSON schema), the same words for Retell, Vapi and ElevenLabs. pms-tools.schemas.ts
 * checks the arguments; a test keeps the two naming the same fields.
 */
type Property = { type: 'string' | 'integer'; description: string };
interface ToolDefinition {
  name: PmsToolName;
  description: string;
  properties: Record<string, Property>;
  required: string[];
}

const day = (what: string): Property => ({ type: 'string', description: `${what}, YYYY-MM-DD.` });

/** The caller's proof of a booking, asked for before any booking is read out, moved or cancelled. */
const proofRule =
  'Only the guest may hear or change their booking: first ask for the last name on the booking AND either the ' +
  'confirmation number, or the arrival date together with the phone number or e-mail the booking was made with. ' +
  'Pass only what the caller said; never guess or fill in details. If the answer has error "verification_needed", ' +
  'ask the caller what its "say" asks for and call again; "not_found" means the details do not match a booking: ' +
  'do not hint at what is on file.';

const proofProperties: Record<string, Property> = {
  last_name: { type: 'string', description: 'The last name on the booking, as the caller says it. Always required.' },
  confirmation_number: {
    type: 'string',
    description: 'The confirmation number the caller gives. With the last name, enough on its own.',
  },
  arrival_date: day('The arrival date of the booking as the caller gives it (with phone or email)'),
  phone: { type: 'string', description: 'The phone number the booking was made with, as the caller gives it.' },
  email: { type: 'string', description: 'The e-mail address the booking was made with, as the caller gives it.' },
};

export const toolDefinitions: ToolDefinition[] = [
  {
    name: 'check_availability',
    description: 'Checks which room types are free for a stay, with the price of the whole stay and how many are left.',
    properties: {
      arrival_date: day('Arrival date'),
      departure_date: day('Departure date (after the arrival, at most 30 nights)'),
      adults: { type: 'integer', description: 'Adults staying (1-12, default 1).' },
      children: { type: 'integer', description: 'Children staying (0-12, default 0).' },
    },
    required: ['arrival_date', 'departure_date'],
  },
  {
    name: 'find_reservation',
    description: `Finds the caller's existing booking and reads it out. ${proofRule}`,
    properties: proofProperties,
    required: ['last_name'],
  },
  {
    name: 'create_reservation',
    description:
      'Books a room type returned by check_availability for the caller. Confirm the dates, room and name with the caller first.',
    properties: {
      arrival_date: day('Arrival date'),
      departure_date: day('Departure date'),
      room_type_id: { type: 'string', description: 'The room_type_id from check_availability.' },
      adults: { type: 'integer', description: 'Adults staying (1-12, default 1).' },
      children: { type: 'integer', description: 'Children staying (0-12, default 0).' },
      first_name: { type: 'string', description: "The guest's first name." },
      last_name: { type: 'string', description: "The guest's last name." },
      email: { type: 'string', description: "The guest's e-mail address, if they give one." },
      phone: { type: 'string', description: "The guest's phone number, if they give one." },
    },
    required: ['arrival_date', 'departure_date', 'room_type_id', 'first_name', 'last_name'],
  },
  {
    name: 'change_reservation_dates',
    description: `Moves the caller's booking to new dates. ${proofRule} Confirm the new dates with the caller first.`,
    properties: {
      ...proofProperties,
      new_arrival_date: day('The new arrival date'),
      new_departure_date: day('The new departure date'),
    },
    required: ['last_name', 'new_arrival_date', 'new_departure_date'],
  },
  {
    name: 'cancel_reservation',
    description: `Cancels the caller's booking. ${proofRule} Confirm with the caller that they want to cancel first.`,
    properties: proofProperties,
    required: ['last_name'],
  },
];

const parametersOf = (tool: ToolDefinition) => ({
  type: 'object' as const,
  properties: tool.properties,
  required: tool.required,
});

/** Every tool in each platform's own form, pointing at this deployment (`publicUrl`) and the hotel. */
export function platformToolDefinitions(publicUrl: string, hotelId: string) {
  return {
    retell: toolDefinitions.map((tool) => ({
      type: 'custom',
      name: tool.name,
      description: tool.description,
      url: `${publicUrl}/api/webhooks/retell/tools`,
      speak_during_execution: false,
      speak_after_execution: true,
      parameters: parametersOf(tool),
    })),
    vapi: toolDefinitions.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: parametersOf(tool) },
      server: { url: `${publicUrl}/api/webhooks/vapi/tools?hotel_id=${hotelId}` },
    })),
    elevenlabs: toolDefinitions.map((tool) => ({
      type: 'webhook',
      name: tool.name,
      description: tool.description,
      api_schema: {
        url: `${publicUrl}/api/webhooks/elevenlabs/tools/${tool.name}`,
        method: 'POST',
        request_headers: { Authorization: 'Bearer <ELEVENLABS_TOOL_SECRET, kept as a workspace secret>' },
        request_body_schema: {
          type: 'object',
          properties: {
            ...tool.properties,
            hotel_id: { type: 'string', description: 'The hotel id.', dynamic_variable: 'hotel_id' },
            conversation_id: {
              type: 'string',
              description: 'The conversation id.',
              dynamic_variable: 'system__conversation_id',
            },
          },
          required: [...tool.required, 'hotel_id', 'conversation_id'],
        },
      },
    })),
    /** Our own form, for any other agent: the hotel's agent credential as the bearer token. */
    bearer: toolDefinitions.map((tool) => ({
      name: tool.name,
      description: tool.description,
      url: `${publicUrl}/api/agent/hotels/${hotelId}/tools/${tool.name}`,
      headers: { Authorization: "Bearer <the hotel's agent credential>" },
      parameters: {
        ...parametersOf(tool),
        properties: {
          ...tool.properties,
          call_id: { type: 'string', description: 'The id the call is ingested under.' },
        },
        required: [...tool.required, 'call_id'],
      },
    })),
  };
}
