import { z } from 'zod';
import { callIdPattern } from '../../contracts/call-objects.ts';

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
});
export type CallLogListQuery = z.infer<typeof callLogListQuery>;

export const callLogExportQuery = callLogListQuery.pick({ q: true, from: true, to: true });
export type CallLogExportQuery = z.infer<typeof callLogExportQuery>;

export const callIdParam = z.string().regex(callIdPattern, 'Invalid call id.');

/** A date-only `to` includes that whole day. */
export function rangeOf(query: { from?: string; to?: string }): { from: Date | null; to: Date | null } {
  const from = query.from ? new Date(query.from) : null;
  let to = query.to ? new Date(query.to) : null;
  if (to && query.to && dateOnly.test(query.to)) to = new Date(to.getTime() + 24 * 3600 * 1000);
  return { from, to };
}
