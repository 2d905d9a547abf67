import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AllAlerts } from '../../../features/alerts/components/all-alerts.tsx';
import { PageHeader } from './hotel-gate.tsx';

/** Issue #32: every alert, with paging; the bell's "See all alerts". */
export default function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="All alerts" subtitle="Everything that needed you, at every hotel, newest first." />
      <AllAlerts />
      <p className="mt-4 text-sm">
        <Link to={paths.dashboard.alerts} className="text-brand-700 underline">
          Choose what you hear about and when
        </Link>
      </p>
    </div>
  );
}
