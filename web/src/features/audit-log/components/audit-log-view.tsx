import { useState } from 'react';
import { auditActionLabels, type AuditAction } from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useAuditEvents, type AuditFilters } from '../api/get-audit-events.ts';
import { auditDetailText } from '../lib/audit-details.ts';

/** Who changed access or data, when and from where; read-only. */
export function AuditLogView() {
  const [filters, setFilters] = useState<AuditFilters>({ action: '', actor: '', from: '', to: '' });
  const events = useAuditEvents(filters);
  const set = (key: keyof AuditFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <form
        aria-label="Filter the audit log"
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor="audit-action" className="mb-1.5 block text-sm font-medium text-slate-700">
            Action
          </label>
          <select
            id="audit-action"
            value={filters.action}
            onChange={(event) => set('action')(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm"
          >
            <option value="">All actions</option>
            {Object.entries(auditActionLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Who (e-mail)" value={filters.actor} onChange={(e) => set('actor')(e.target.value)} />
        <TextField label="From" type="date" value={filters.from} onChange={(e) => set('from')(e.target.value)} />
        <TextField label="To" type="date" value={filters.to} onChange={(e) => set('to')(e.target.value)} />
      </form>
      {events.isError && <Alert layout="banner">{errorMessage(events.error, 'Failed to load the audit log.')}</Alert>}
      {events.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No entries match.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
              <tr>
                <th className="px-4 py-2">When</th>
                <th className="px-4 py-2">Who</th>
                <th className="px-4 py-2">What</th>
                <th className="px-4 py-2">Hotel</th>
                <th className="px-4 py-2">Details</th>
                <th className="px-4 py-2">From</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((event) => (
                <tr key={event.auditEventId}>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(event.occurredAt)}</td>
                  <td className="px-4 py-2">{event.actorEmail}</td>
                  <td className="px-4 py-2">{auditActionLabels[event.action as AuditAction] ?? event.action}</td>
                  <td className="px-4 py-2">{event.hotelName ?? (event.hotelId ? 'deleted hotel' : '')}</td>
                  <td className="px-4 py-2 text-slate-600">{auditDetailText(event)}</td>
                  <td className="px-4 py-2 font-mono text-xs text-slate-500">{event.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {events.hasNextPage && (
        <Button variant="secondary" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
          {events.isFetchingNextPage ? 'Loading...' : 'Older entries'}
        </Button>
      )}
    </div>
  );
}
