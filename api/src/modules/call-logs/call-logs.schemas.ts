import { z } from 'zod';
import { callOutcomes, callResolutions, callSentiments, callTopics } from '../../contracts/call-facts.ts';
import { callIdPattern } from '../../contracts/call-objects.ts';
import { endReasonKinds } from '../../contracts/end-reasons.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { startOfDayIn } from './hotel-clock.ts';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const instant = z
  .string()
  .trim()
  .refine(
    (value) =>
      (dateOnly.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) &&
      !Number.isNaN(Date.parse(value)),
    {
      message: 'Use an ISO date (2025-03-01) or date-time (2025-03-01T10:00:00Z).',
    },
  );

export const callLogListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(600).optional(),
  q: z.string().trim().max(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  outcome: z.enum(callOutcomes).optional(),
  sentiment: z.enum(callSentiments).optional(),
  /** Insights' click-throughs (issue #13): what the call came to, a topic, a weekday × hour cell. */
  resolution: z.enum(callResolutions).optional(),
  topic: z.enum(callTopics).optional(),
  /** 1 Monday … 7 Sunday and 0–23, on the hotel's clock. */
  weekday: z.coerce.number().int().min(1).max(7).optional(),
  hour: z.coerce.number().int().min(0).max(23).optional(),
  /** open: calls that still need a person (not marked handled). */
  followUp: z.enum(['open']).optional(),
  /** The call's language, as call_logs.language stores it (`de`). */
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'Use a language code such as de.')
    .optional(),
  /** Why the call ended, by kind (contracts/end-reasons.ts): one filter for every platform's codes. */
  endReason: z.enum(endReasonKinds).optional(),
  /** The calls from the same caller number as this call (decision 093): the number never travels. */
  caller: z.string().regex(callIdPattern, "Use a call id: the calls from that call's caller are listed.").optional(),
});
export type CallLogListQuery = z.infer<typeof callLogListQuery>;

export const callLogExportQuery = callLogListQuery.pick({
  q: true,
  from: true,
  to: true,
  outcome: true,
  sentiment: true,
  resolution: true,
  topic: true,
  weekday: true,
  hour: true,
  followUp: true,
  language: true,
  endReason: true,
  caller: true,
});
export type CallLogExportQuery = z.infer<typeof callLogExportQuery>;

export const callIdParam = z.string().regex(callIdPattern, 'Invalid call id.');

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Dates (YYYY-MM-DD) are days on the hotel's clock and a `to` date includes that whole day;
 * date-times are instants. A range that ends before it starts is refused.
 */
export function rangeOf(
  query: { from?: string; to?: string },
  timeZone: string,
): { from: Date | null; to: Date | null } {
  const from = query.from
    ? dateOnly.test(query.from)
      ? startOfDayIn(query.from, timeZone)
      : new Date(query.from)
    : null;
  const to = query.to
    ? dateOnly.test(query.to)
      ? startOfDayIn(nextDay(query.to), timeZone)
      : new Date(query.to)
    : null;
  if (from && to && from.getTime() >= to.getTime()) {
    throw badRequest('The start date is after the end date. Pick a start on or before the end.');
  }
  return { from, to };
}
