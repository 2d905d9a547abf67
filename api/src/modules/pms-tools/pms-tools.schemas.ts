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
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[0-9+() .-]*$/, 'A phone number holds digits, spaces and + ( ) - . only.');
/** Agents often send "" for a detail the caller did not give: that is the same as not sending it. */
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** Arrival before departure, at most 30 nights: the same rule for a new stay and a moved one. */
const stayRules = <T extends z.ZodType>(schema: T, datesOf: (value: z.infer<T>) => [string, string]) =>
  schema
    .refine((v) => datesOf(v)[0] < datesOf(v)[1], 'The departure date must be after the arrival date.')
    .refine(
      (v) => Date.parse(datesOf(v)[1]) - Date.parse(datesOf(v)[0]) <= 30 * 86_400_000,
      'Stays of more than 30 nights are booked by the front desk.',
    );
const stay = stayRules(z.object({ arrival_date: date, departure_date: date }), (s) => [
  s.arrival_date,
  s.departure_date,
]);

/**
 * What the caller tells about their booking before the agent reads it out or changes it: the last
 * name, and the confirmation number or the arrival date with the phone number or e-mail on the
 * booking (booking-proof.ts decides what is enough and whether it matches).
 */
export const bookingProof = z.object({
  last_name: unlessBlank(z.string().trim().max(100)),
  confirmation_number: unlessBlank(
    z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9-]*$/, 'A confirmation number holds letters, digits and - only.'),
  ),
  arrival_date: unlessBlank(date),
  phone: unlessBlank(phone),
  email: unlessBlank(z.email('That e-mail address is not valid.').max(200)),
});
export type BookingProof = z.infer<typeof bookingProof>;

export const toolArguments = {
  check_availability: stay.and(z.object({ adults: guests(1).default(1), children: guests(0).default(0) })),
  find_reservation: bookingProof,
  create_reservation: stay.and(
    z.object({
      room_type_id: text(100),
      adults: guests(1).default(1),
      children: guests(0).default(0),
      first_name: text(100),
      last_name: text(100),
      email: z.email().max(200).optional(),
      phone: phone.optional(),
    }),
  ),
  change_reservation_dates: bookingProof.and(
    stayRules(z.object({ new_arrival_date: date, new_departure_date: date }), (s) => [
      s.new_arrival_date,
      s.new_departure_date,
    ]),
  ),
  cancel_reservation: bookingProof,
} satisfies Record<PmsToolName, z.ZodType>;

/** The tools that read out or change an existing booking: each needs the caller's proof first. */
export const bookingTools: ReadonlySet<PmsToolName> = new Set([
  'find_reservation',
  'change_reservation_dates',
  'cancel_reservation',
]);

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
