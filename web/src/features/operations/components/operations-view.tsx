import type { OpsLatency } from '@hotelvoice/api/contracts';
import { queueTable } from '@hotelvoice/api/contracts/queues';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useOperations } from '../api/get-operations.ts';
import { HotelRows } from './hotel-rows.tsx';

const seconds = (s: number | null) => (s === null ? '–' : s < 10 ? `${s.toFixed(2)} s` : `${Math.round(s)} s`);

function Latency({ title, value }: { title: string; value: OpsLatency }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm text-slate-600">{title}</h2>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">p95 {seconds(value.p95Seconds)}</p>
      <p className="text-xs text-slate-500">
        p50 {seconds(value.p50Seconds)} · max {seconds(value.maxSeconds)} · {value.samples} calls in the last hour
      </p>
    </div>
  );
}

/** Is every hotel's receptionist working right now? Refreshed every 30 s. */
export function OperationsView() {
  const { data, isPending, isError } = useOperations();
  if (isPending) return <Spinner label="Loading operations" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the operations view.</p>;
  const openAlerts = data.alerts.filter((a) => !a.resolvedAt);
  return (
    <div className="space-y-6">
      <section aria-label="Alerts" className="space-y-2">
        <h2 className="font-semibold text-slate-900">Alerts</h2>
        {data.alerts.length === 0 ? <p className="text-sm text-slate-500">No alerts in the last week.</p> : null}
        <ul className="space-y-2">
          {data.alerts.map((alert) => (
            <li
              key={alert.opsAlertId}
              className={`rounded-xl border p-3 text-sm ${alert.resolvedAt ? 'border-slate-200 bg-white text-slate-600' : 'border-red-200 bg-red-50 text-red-900'}`}
            >
              <span className="font-semibold">{alert.resolvedAt ? 'Resolved' : 'Open'}:</span> {alert.message}{' '}
              <span className="text-xs">
                (opened {formatDateTime(alert.openedAt)}
                {alert.resolvedAt ? `, resolved ${formatDateTime(alert.resolvedAt)}` : ''})
              </span>
            </li>
          ))}
        </ul>
        {openAlerts.length > 0 ? (
          <p className="text-xs text-slate-500">Each alert was e-mailed to every admin once, through the outbox.</p>
        ) : null}
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <Latency title="Storage-feed lag (object stored → call row)" value={data.feedLag} />
        <Latency title="Live-event latency (last object → live event)" value={data.liveEventLatency} />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-sm text-slate-600">Mail outbox backlog</h2>
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{data.outbox.unsent} unsent</p>
          <p className="text-xs text-slate-500">
            {data.outbox.oldestUnsentAt ? `oldest ${formatDateTime(data.outbox.oldestUnsentAt)}` : 'nothing waiting'} ·{' '}
            <a className="text-brand-700 underline" href={paths.admin.outbox}>
              Outbox
            </a>
          </p>
        </div>
      </div>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Hotels</h2>
        <HotelRows hotels={data.hotels} />
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Failed jobs</h2>
        {data.failedJobs.length === 0 ? (
          <p className="text-sm text-slate-500">No failed ingest jobs kept by the queues.</p>
        ) : (
          <ul className="space-y-1 text-sm" aria-label="Failed jobs">
            {data.failedJobs.map((group) => (
              <li key={`${group.queue}|${group.hotelId}|${group.reason}`}>
                <a className="text-brand-700 underline" href={paths.admin.failedJobs(group.queue)}>
                  {group.queue}
                </a>
                : {group.count} × {group.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Knowledge files stuck or failed</h2>
        {data.knowledgeFiles.length === 0 ? (
          <p className="text-sm text-slate-500">None.</p>
        ) : (
          <ul className="space-y-1 text-sm" aria-label="Knowledge files">
            {data.knowledgeFiles.map((file) => (
              <li key={file.knowledgeFileId}>
                <span className="font-medium">{file.fileName}</span> – {file.status}
                {file.failureReason ? `: ${file.failureReason}` : ''} ({formatDateTime(file.updatedAt)}) ·{' '}
                <a className="text-brand-700 underline" href={paths.admin.failedJobs(queueTable.knowledgeFile.name)}>
                  Queue
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-xs text-slate-500">As of {formatDateTime(data.generatedAt)}.</p>
    </div>
  );
}
