import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useNavigate } from 'react-router';

export interface Column {
  key: string;
  /** Under the column (may be shortened). */
  tick: string;
  /** What a screen reader says for the column's link. */
  label: string;
  value: number;
  href: string;
}

const width = 720;
const height = 200;
const margin = { top: 8, right: 8, bottom: 28, left: 36 };

/** Calls per day or hour: each column is a link to the call log of exactly that bucket. */
export function ColumnChart({ title, columns }: { title: string; columns: Column[] }) {
  const navigate = useNavigate();
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const max = Math.max(1, ...columns.map((c) => c.value));
  const x = scaleBand({ domain: columns.map((c) => c.key), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(columns.length / 12));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="group" aria-label={title}>
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((tick) => (
          <g key={tick} aria-hidden="true">
            <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="stroke-slate-100" />
            <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[10px]">
              {tick}
            </text>
          </g>
        ))}
        {columns.map((c, i) => {
          const barHeight = innerHeight - y(c.value);
          return (
            <a
              key={c.key}
              href={c.href}
              aria-label={c.label}
              className="group focus-visible:outline-none"
              onClick={(event) => {
                event.preventDefault();
                navigate(c.href);
              }}
            >
              <title>{c.label}</title>
              {/* The whole column height is the click target, so a zero day can be opened too. */}
              <rect x={x(c.key)} y={0} width={x.bandwidth()} height={innerHeight} fill="transparent" />
              <Bar
                x={x(c.key)}
                y={innerHeight - Math.max(barHeight, c.value > 0 ? 2 : 0)}
                width={x.bandwidth()}
                height={Math.max(barHeight, c.value > 0 ? 2 : 0)}
                className="fill-brand-600 group-hover:fill-brand-700 group-focus-visible:fill-brand-900"
                rx={2}
              />
              {i % every === 0 && (
                <text
                  x={(x(c.key) ?? 0) + x.bandwidth() / 2}
                  y={innerHeight + 16}
                  textAnchor="middle"
                  className="fill-slate-500 text-[10px]"
                  aria-hidden="true"
                >
                  {c.tick}
                </text>
              )}
            </a>
          );
        })}
      </Group>
    </svg>
  );
}
