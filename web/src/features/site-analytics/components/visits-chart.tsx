import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SiteAnalytics } from '@hotelvoice/api/contracts';

/** Visitors and page views per day (uPlot: small and fast with a year of points, decision 019). */
export function VisitsChart({ days }: { days: SiteAnalytics['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(d.day) / 1000),
      days.map((d) => d.visitors),
      days.map((d) => d.pageViews),
    ];
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        series: [
          {},
          { label: 'Visitors', stroke: '#1d4ed8', width: 2, fill: 'rgba(29,78,216,0.08)' },
          { label: 'Page views', stroke: '#059669', width: 2 },
        ],
        axes: [{}, { size: 50 }],
        scales: { x: { time: true } },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(320, element.clientWidth), height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return (
    <figure>
      <div ref={box} role="img" aria-label="Visitors and page views per day" />
      <figcaption className="sr-only">Visitors and page views per day, UTC.</figcaption>
    </figure>
  );
}
