import { z } from 'zod';
import { pmsToolNames, type PmsToolName } from '../../contracts/constants.ts';

/** A calendar date the way an LLM is asked to give it; also refuses 2031-02-30. */
const date = z
  .string({ message: 'Dates are YYYY-MM-DD.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) || parsed.toISOString().startsWith(value);
  }, 'That date does not exist.');
const guests = (min: number) => z.coerce.number().int().min(min).max(12);
const text = (max: number) => z.string().trim().min(1).max(max);
const stay = z
  .object({ arrival_date: date, departure_date: date })
  .refine((s) => s.arrival_date < s.departure_date, 'The departure date must be after the arrival date.')
  .refine(
    (s) => Date.parse(s.departure_date) - Date.parse(s.arrival_date) <= 30 * 86_400_000,
    'Stays of more than 30 nights are booked by the front desk.',
  );

export const toolArguments = {
  check_availability: stay.and(z.object({ adults: guests(1).default(1), children: guests(0).default(0) })),
  find_reservation: z
    .object({
      confirmation_number: z
        .string()
        .trim()
        .max(100)
        .regex(/^[A-Za-z0-9-]*$/)
        .optional(),
      last_name: z.string().trim().max(100).optional(),
      arrival_date: date.optional(),
    })
    .refine(
      (s) => s.confirmation_number || s.last_name,
      'Give a confirmation number, or the last name (and arrival date).',
    ),
  create_reservation: stay.and(
    z.object({
      room_type_id: text(100),
      adults: guests(1).default(1),
      children: guests(0).default(0),
      first_name: text(100),
      last_name: text(100),
      email: z.email().max(200).optional(),
      phone: z
        .string()
        .trim()
        .max(40)
        .regex(/^[0-9+() .-]*$/, 'A phone number holds digits, spaces and + ( ) - . only.')
        .optional(),
    }),
  ),
  change_reservation_dates: stay.and(z.object({ reservation_id: text(200) })),
  cancel_reservation: z.object({ reservation_id: text(200) }),
} satisfies Record<PmsToolName, z.ZodType>;

export type ToolArguments = { [T in PmsToolName]: z.infer<(typeof toolArguments)[T]> };

export const toolName = z.enum(pmsToolNames, { message: `The tool must be one of ${pmsToolNames.join(', ')}.` });

/** Tools that change the PMS: they run once per idempotency key. */
export const writeTools: ReadonlySet<PmsToolName> = new Set([
  'create_reservation',
  'change_reservation_dates',
  'cancel_reservation',
]);

/** What every form carries besides the tool's own arguments. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/)
  .optional();
