import { SiteAnalyticsView } from '../../../features/site-analytics/components/site-analytics-view.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Analytics</h1>
      <p className="text-sm text-slate-600">
        The public site, counted first-party and without cookies (see the privacy note). Days are UTC; a visitor is
        counted once per day.
      </p>
      <SiteAnalyticsView />
    </div>
  );
}
