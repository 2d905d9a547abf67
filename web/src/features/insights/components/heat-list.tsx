import { Link } from 'react-router';
import type { InsightsHeatCell } from '@hotelvoice/api/contracts';
import { weekdayNames } from '@hotelvoice/api/contracts/call-analysis-labels';

/**
 * The weekday × hour map for a narrow screen, where 24 columns would be too small to tap: each
 * weekday with the hours its calls came in, busiest first, each a link (at least 32 px high) to
 * the call log of those calls.
 */
export function HeatList({
  cells,
  hrefOf,
}: {
  cells: InsightsHeatCell[];
  hrefOf: (weekday: number, hour: number) => string;
}) {
  const days = weekdayNames
    .map((name, index) => ({
      name,
      weekday: index + 1,
      hours: cells
        .filter((c) => c.weekday === index + 1 && c.calls > 0)
        .sort((a, b) => b.calls - a.calls || a.hour - b.hour),
    }))
    .filter((day) => day.hours.length > 0);
  if (days.length === 0) return <p className="text-sm text-slate-500">No calls in this period.</p>;
  return (
    <ul aria-label="Calls by weekday and hour" className="flex flex-col gap-3">
      {days.map((day) => (
        <li key={day.weekday}>
          <p className="text-xs font-semibold text-slate-700">{day.name}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {day.hours.map((cell) => {
              const hour = `${String(cell.hour).padStart(2, '0')}:00`;
              return (
                <li key={cell.hour}>
                  {/* Named by what it shows (the hour and the count) and the words a screen reader needs around them. */}
                  <Link
                    to={hrefOf(day.weekday, cell.hour)}
                    className="inline-flex min-h-8 items-center gap-1 rounded-lg bg-brand-50 px-2.5 text-xs text-brand-800 ring-1 ring-brand-200"
                  >
                    <span className="sr-only">{day.name} </span>
                    {hour} <span className="font-semibold">{cell.calls}</span>
                    <span className="sr-only"> {cell.calls === 1 ? 'call' : 'calls'}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
