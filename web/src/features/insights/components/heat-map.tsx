import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { useNavigate } from 'react-router';
import type { InsightsHeatCell } from '@hotelvoice/api/contracts';
import { weekdayLabels, weekdayNames } from '@hotelvoice/api/contracts/call-analysis-labels';

const cell = 26;
const left = 40;
const top = 18;

/** Weekday × hour on the hotel's clock; each cell links to the call log of those calls. */
export function HeatMap({
  cells,
  hrefOf,
}: {
  cells: InsightsHeatCell[];
  hrefOf: (weekday: number, hour: number) => string;
}) {
  const navigate = useNavigate();
  const counts = new Map(cells.map((c) => [`${c.weekday}/${c.hour}`, c.calls]));
  const max = Math.max(1, ...cells.map((c) => c.calls));
  const shade = scaleLinear({ domain: [0, max], range: [0.06, 1] });
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <svg
      viewBox={`0 0 ${left + 24 * cell} ${top + 7 * cell}`}
      className="h-auto w-full"
      role="group"
      aria-label="Calls by weekday and hour"
    >
      {hours
        .filter((h) => h % 3 === 0)
        .map((h) => (
          <text
            key={h}
            x={left + h * cell + cell / 2}
            y={12}
            textAnchor="middle"
            className="fill-slate-500 text-[10px]"
            aria-hidden="true"
          >
            {String(h).padStart(2, '0')}
          </text>
        ))}
      {weekdayLabels.map((label, d) => (
        <Group key={label} top={top + d * cell}>
          <text
            x={left - 6}
            y={cell / 2}
            dy="0.32em"
            textAnchor="end"
            className="fill-slate-500 text-[10px]"
            aria-hidden="true"
          >
            {label}
          </text>
          {hours.map((h) => {
            const calls = counts.get(`${d + 1}/${h}`) ?? 0;
            const href = hrefOf(d + 1, h);
            const label = `${weekdayNames[d]} ${String(h).padStart(2, '0')}:00: ${calls} ${calls === 1 ? 'call' : 'calls'}`;
            return (
              <a
                key={h}
                href={href}
                aria-label={label}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(href);
                }}
                className="focus-visible:outline-none [&:focus-visible>rect]:stroke-brand-900"
              >
                <title>{label}</title>
                <rect
                  x={left + h * cell + 1}
                  y={1}
                  width={cell - 2}
                  height={cell - 2}
                  rx={3}
                  className="fill-brand-700 stroke-transparent stroke-2"
                  fillOpacity={calls === 0 ? 0.04 : shade(calls)}
                />
              </a>
            );
          })}
        </Group>
      ))}
    </svg>
  );
}
