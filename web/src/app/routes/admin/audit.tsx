import { AuditLogView } from '../../../features/audit-log/components/audit-log-view.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Audit log</h1>
      <p className="text-sm text-slate-600">
        Every change to access or data: activations, roles, hotel links, PMS keys, prompts, retention, erasures, exports
        and deletions; and every time a caller&apos;s full number was shown to call them back. Entries cannot be edited
        or removed.
      </p>
      <AuditLogView />
    </div>
  );
}
