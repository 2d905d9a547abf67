import { insightsMaxDays } from '../../contracts/insights.ts';
import { addDays } from '../../contracts/insights-period.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { startOfDayIn } from '../call-logs/index.ts';

const dayMs = 24 * 3600 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

/** The period's length in days; 400 for a period that ends before it starts or is too long. */
export function checkedDays(query: { from: string; to: string }): number {
  if (query.to < query.from)
    throw badRequest('The start date is after the end date. Pick a start on or before the end.');
  const days = daysBetween(query.from, query.to);
  if (days > insightsMaxDays) throw badRequest(`Pick a period of at most ${insightsMaxDays} days.`);
  return days;
}

/** The instants the local days [from, to] cover on the hotel's clock: [from, to). */
export function periodInstants(days: { from: string; to: string }, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDayIn(days.from, timeZone), to: startOfDayIn(addDays(days.to, 1), timeZone) };
}
