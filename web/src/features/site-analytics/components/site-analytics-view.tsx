import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSiteAnalytics } from '../api/get-site-analytics.ts';
import { presetPeriod, presetPeriods } from '../lib/periods.ts';
import { FunnelCard } from './funnel-card.tsx';
import { RankedTable } from './ranked-table.tsx';

// The chart library loads with the chart, after the numbers.
const VisitsChart = lazy(() => import('./visits-chart.tsx').then((m) => ({ default: m.VisitsChart })));

const eventLabels: Record<string, string> = {
  page_view: 'Page views',
  demo_play_started: 'Demo played',
  demo_play_finished: 'Demo listened to the end',
  try_phone_clicked: "'Try it' phone number clicked",
  demo_request_sent: 'Demo requests sent',
  signup_started: 'Sign-ups started',
  signup_completed: 'Sign-ups completed',
  review_page_opened: 'Review pages opened',
  review_rating_chosen: 'Ratings chosen',
  review_sent: 'Reviews sent',
  google_reviews_clicked: "'Open Google Reviews' clicked",
};

/** The site's own analytics for any period of UTC days, read from the daily rollups. */
export function SiteAnalyticsView() {
  const [period, setPeriod] = useState(() => presetPeriod(30));
  const { data, isPending, isError, isFetching } = useSiteAnalytics(period.from, period.to);
  const valid = period.from <= period.to;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Period">
        {presetPeriods.map((preset) => {
          const range = presetPeriod(preset.days);
          const active = range.from === period.from && range.to === period.to;
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={active}
              onClick={() => setPeriod(range)}
              className={`rounded-lg px-3 py-1.5 text-sm font-medium ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
            >
              {preset.label}
            </button>
          );
        })}
        <label className="text-sm text-slate-700">
          From{' '}
          <input
            type="date"
            value={period.from}
            max={period.to}
            onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, from: e.target.value }))}
            className="rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="text-sm text-slate-700">
          To{' '}
          <input
            type="date"
            value={period.to}
            min={period.from}
            onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, to: e.target.value }))}
            className="rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
        {isFetching && data ? <Spinner label="Updating" /> : null}
      </div>
      {!valid ? <p className="text-sm text-red-700">The start of the period must not be after its end.</p> : null}
      {isPending ? (
        <Spinner label="Loading analytics" />
      ) : isError || !data ? (
        <p className="text-sm text-red-700">Could not load the analytics. Try again in a moment.</p>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">Visitors (unique per day)</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
                {data.totals.visitors.toLocaleString()}
              </dd>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">Page views</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
                {data.totals.pageViews.toLocaleString()}
              </dd>
            </div>
          </dl>
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">Visitors and page views over time</h2>
            <Suspense fallback={<Spinner label="Loading chart" />}>
              <VisitsChart days={data.days} />
            </Suspense>
          </section>
          <div className="grid gap-4 lg:grid-cols-3">
            {data.funnels.map((funnel) => (
              <FunnelCard key={funnel.id} funnel={funnel} />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <RankedTable
              title="Top pages"
              columns={['Page', 'Views']}
              rows={data.topPages.map((p) => ({ key: p.path, label: p.path, value: p.views }))}
              empty="No page views in this period."
            />
            <RankedTable
              title="Top referrers"
              columns={['Site', 'Views']}
              rows={data.topReferrers.map((r) => ({ key: r.referrerHost, label: r.referrerHost, value: r.views }))}
              empty="No visits came from another site."
            />
            <RankedTable
              title="Campaigns"
              columns={['Source / medium / campaign', 'Views']}
              rows={data.topCampaigns.map((c) => ({
                key: `${c.utmSource}|${c.utmMedium}|${c.utmCampaign}`,
                label: [c.utmSource, c.utmMedium, c.utmCampaign].map((v) => v || '–').join(' / '),
                value: c.views,
              }))}
              empty="No visits carried utm_ tags."
            />
          </div>
          <RankedTable
            title="Events"
            columns={['Event', 'Count']}
            rows={data.events.map((e) => ({ key: e.name, label: eventLabels[e.name] ?? e.name, value: e.events }))}
            empty="No events in this period."
          />
        </>
      )}
    </div>
  );
}
