import { z } from 'zod';
import { pmsToolNames, type PmsToolName } from '../../contracts/constants.ts';
import { safeId } from '../../contracts/call-objects.ts';

/**
 * The call a tool call belongs to, as the call log names it: the room name, i.e. the call id
 * without its `_YYYYmmdd_HHMMSS` stamp. Provider calls are stored as `<provider>-<id>` (decision 015).
 */
export function callRefOf(callId: string): string {
  return callId.replace(/_\d{8}_\d{6}$/, '');
}
export const providerCallRef = (provider: 'elevenlabs' | 'retell' | 'vapi', id: string) =>
  `${provider}-${safeId(id)}`.slice(0, 200);

export const callIdField = z
  .string({ message: 'call_id is required: the id of the call the tool is used in.' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,200}$/, 'call_id may hold letters, digits, . _ - and at most 200 characters.');

export const isToolName = (name: unknown): name is PmsToolName =>
  typeof name === 'string' && (pmsToolNames as readonly string[]).includes(name);

export const vapiToolCalls = z.object({
  message: z
    .object({
      type: z.string(),
      toolCallList: z
        .array(
          z
            .object({
              id: z.string().min(1).max(200),
              function: z
                .object({
                  name: z.string(),
                  arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
                })
                .loose(),
            })
            .loose(),
        )
        .max(10)
        .optional(),
      call: z
        .object({
          id: z.string().min(1).max(200),
          metadata: z.record(z.string(), z.unknown()).nullish(),
          assistantOverrides: z
            .object({ variableValues: z.record(z.string(), z.unknown()).nullish() })
            .loose()
            .nullish(),
        })
        .loose()
        .optional(),
      assistant: z
        .object({
          metadata: z.record(z.string(), z.unknown()).nullish(),
          variableValues: z.record(z.string(), z.unknown()).nullish(),
        })
        .loose()
        .nullish(),
    })
    .loose(),
});

export function vapiHotelId(message: z.infer<typeof vapiToolCalls>['message'], fromQuery: unknown): string {
  const candidates = [
    fromQuery,
    message.call?.assistantOverrides?.variableValues?.hotel_id,
    message.call?.metadata?.hotel_id,
    message.assistant?.variableValues?.hotel_id,
    message.assistant?.metadata?.hotel_id,
  ];
  return String(candidates.find((c) => typeof c === 'string' && c.length > 0) ?? '');
}

export const retellFunctionCall = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  call: z
    .object({
      call_id: z.string().min(1).max(200),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      retell_llm_dynamic_variables: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose(),
});

export const hotelIdField = z.guid({ message: 'hotel_id must be the hotel id (a UUID).' });
