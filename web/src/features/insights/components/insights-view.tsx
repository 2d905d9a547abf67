import { useState } from 'react';
import type { DashboardHotel, Insights } from '@hotelvoice/api/contracts';
import { callResolutions, callTopics } from '@hotelvoice/api/contracts/call-vocabulary';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { insightsCsvUrl, useInsights } from '../api/get-insights.ts';
import { useLiveInsights } from '../hooks/use-live-insights.ts';
import { callLogLink } from '../lib/call-log-link.ts';
import {
  resolutionLabels,
  sentimentLabels,
  topicLabels,
  weekdayNames,
} from '@hotelvoice/api/contracts/call-analysis-labels';
import {
  initialInsightsPreset,
  insightsPresets,
  periodOf,
  type InsightsPreset,
} from '@hotelvoice/api/contracts/insights-period';
import { presetLabels } from '../lib/period.ts';
import { followUpsAnchor } from '@hotelvoice/api/contracts/page-paths';
import { CategoryBars } from './category-bars.tsx';
import { ChartTable } from './chart-table.tsx';
import { ColumnChart } from './column-chart.tsx';
import { FollowUpList } from './follow-up-list.tsx';
import { HeatList } from './heat-list.tsx';
import { HeatMap } from './heat-map.tsx';
import { RevenueCard } from './revenue-card.tsx';
import { Headline } from './headline.tsx';
import { CostOfCalls } from './cost-of-calls.tsx';
import { SettingsForm } from './settings-form.tsx';

function Card({
  title,
  children,
  className = '',
  id,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section
      id={id}
      className={`scroll-mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
      aria-label={title}
    >
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The insights page of one hotel: period picker, headline figures, charts, follow-ups, export. */
export function InsightsView({ hotel }: { hotel: DashboardHotel }) {
  const [preset, setPreset] = useState<InsightsPreset>(initialInsightsPreset);
  const [custom, setCustom] = useState(() => periodOf('30d', hotel.timeZone));
  const period = preset === 'custom' ? custom : periodOf(preset, hotel.timeZone);
  const validCustom = preset !== 'custom' || (custom.from && custom.to && custom.from <= custom.to);
  const { data, error, isPending } = useInsights(hotel.id, period.from, period.to);
  useLiveInsights(hotel.id);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-1" aria-label="Period">
          <legend className="sr-only">Period</legend>
          {insightsPresets.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              onClick={() => setPreset(p)}
              className={buttonClasses(preset === p ? 'primary' : 'secondary', 'px-3 py-1.5')}
            >
              {presetLabels[p]}
            </button>
          ))}
        </fieldset>
        {preset === 'custom' && (
          <div className="flex gap-2 text-sm">
            <label className="flex flex-col">
              <span className="text-slate-600">From</span>
              <input
                type="date"
                value={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
                className="rounded-lg border border-slate-300 px-2 py-1"
              />
            </label>
            <label className="flex flex-col">
              <span className="text-slate-600">To</span>
              <input
                type="date"
                value={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
                className="rounded-lg border border-slate-300 px-2 py-1"
              />
            </label>
          </div>
        )}
        <a
          href={insightsCsvUrl(hotel.id, period.from, period.to)}
          className={buttonClasses('ghost', 'ml-auto')}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="text-xs text-slate-500">
        {period.from === period.to ? period.from : `${period.from} to ${period.to}`} · times in {hotel.timeZone}
      </p>
      {!validCustom && <Alert>The start date is after the end date. Pick a start on or before the end.</Alert>}
      {error && <Alert>{errorMessage(error, 'Could not load the insights.')}</Alert>}
      {isPending && !data && <p className="text-sm text-slate-500">Loading insights…</p>}
      {validCustom && <RevenueCard hotelId={hotel.id} period={period} costs={data?.costs?.current} />}
      {data && <Figures hotel={hotel} data={data} />}
      <Card title="Needs follow-up" id={followUpsAnchor}>
        {validCustom && <FollowUpList hotelId={hotel.id} timeZone={hotel.timeZone} period={period} />}
      </Card>
      {/* Hotel settings are for owners and managers; the front desk sees the figures (decision 022). */}
      {hotel.role !== 'front_desk' && (
        <Card title="Front desk and time zone">
          <SettingsForm hotelId={hotel.id} />
        </Card>
      )}
    </div>
  );
}

function Figures({ hotel, data }: { hotel: DashboardHotel; data: Insights }) {
  const range = { from: data.from, to: data.to };
  const link = (extra: Record<string, string>) => callLogLink(hotel.id, { ...range, ...extra });
  const hourly = data.granularity === 'hour';
  const columns = data.series.map((p) => ({
    key: p.start,
    tick: hourly ? p.label.slice(11, 13) : p.label.slice(5),
    label: `${hourly ? `${p.label.slice(11, 13)}:00` : p.label}: ${p.calls} calls`,
    value: p.calls,
    // Exactly the bucket's instants: a day on the hotel's clock, or one hour of it.
    href: hourly ? callLogLink(hotel.id, { from: p.start, to: p.end }) : link({ from: p.label, to: p.label }),
  }));
  const outcomes = callResolutions.map((r) => ({
    key: r,
    label: resolutionLabels[r],
    value: data.outcomes[r],
    href: link({ resolution: r }),
  }));
  const sentiments = (['positive', 'neutral', 'negative'] as const).map((s) => ({
    key: s,
    label: sentimentLabels[s],
    value: data.sentiments[s],
    href: link({ sentiment: s }),
  }));
  const topics = callTopics
    .map((t) => ({ key: t, label: topicLabels[t], value: data.topics[t], href: link({ topic: t }) }))
    .filter((t) => t.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 8);
  const heatHref = (weekday: number, hour: number) => link({ weekday: String(weekday), hour: String(hour) });
  return (
    <>
      <Headline totals={data.totals} previous={data.previous} />
      {/* Sent to owners and managers only (decision 092). */}
      {data.costs && <CostOfCalls costs={data.costs} calls={data.totals.calls} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={hourly ? 'Calls per hour' : 'Calls per day'} className="lg:col-span-2">
          <ColumnChart title={hourly ? 'Calls per hour' : 'Calls per day'} columns={columns} />
          <ChartTable
            caption={hourly ? 'Calls per hour' : 'Calls per day'}
            head={[hourly ? 'Hour' : 'Day', 'Calls', 'Minutes']}
            rows={data.series.map((p) => [p.label.replace('T', ' '), p.calls, Math.round(p.seconds / 60)])}
          />
        </Card>
        <Card title="When guests call" className="lg:col-span-2">
          {/* 24 columns are too small to tap on a phone: there the same cells come as a list. */}
          <div className="hidden md:block">
            <HeatMap cells={data.heatmap} hrefOf={heatHref} />
          </div>
          <div className="md:hidden">
            <HeatList cells={data.heatmap} hrefOf={heatHref} />
          </div>
          <ChartTable
            caption="Calls by weekday and hour"
            head={['Weekday', 'Hour', 'Calls']}
            rows={[...data.heatmap]
              .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
              .map((c) => [weekdayNames[c.weekday - 1], `${String(c.hour).padStart(2, '0')}:00`, c.calls])}
          />
        </Card>
        <Card title="Outcomes">
          <CategoryBars title="Outcomes" categories={outcomes} total={data.totals.calls} />
        </Card>
        <Card title="How guests felt">
          <CategoryBars title="Sentiment" categories={sentiments} total={data.totals.calls} />
        </Card>
        <Card title="Top topics" className="lg:col-span-2">
          {topics.length === 0 ? (
            <p className="text-sm text-slate-500">No topics in this period.</p>
          ) : (
            <CategoryBars title="Top topics" categories={topics} total={data.totals.calls} />
          )}
        </Card>
      </div>
    </>
  );
}
