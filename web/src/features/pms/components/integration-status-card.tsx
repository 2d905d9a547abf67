import type { PmsKeyStatus } from '@hotelvoice/api/contracts';

/** Spec §2: one of three states, checking, Connected or Pending. */
export function IntegrationStatusCard({ status, checking }: { status: PmsKeyStatus | undefined; checking: boolean }) {
  const connected = status?.has_key === true;
  return (
    <section
      aria-labelledby="integration-status-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="integration-status-title" className="text-lg font-semibold text-slate-900">
        Integration Status
      </h2>
      <div role="status" className="mt-4">
        {checking ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600"
            />
            Checking status...
          </p>
        ) : connected ? (
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 rounded-full bg-emerald-500" />
            <div>
              <p className="font-semibold text-emerald-700">Connected</p>
              <p className="text-sm text-slate-600">Your voice agent can reach your PMS.</p>
              {status.key_hash && <p className="mt-2 font-mono text-xs text-slate-500">{`Key: ${status.key_hash}`}</p>}
              {status.last_updated && (
                <p className="mt-1 text-xs text-slate-500">
                  Last updated {new Date(status.last_updated).toLocaleString('en-US')}
                </p>
              )}
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 rounded-full bg-amber-400" />
            <div>
              <p className="font-semibold text-amber-700">Pending</p>
              <p className="text-sm text-slate-600">Waiting for API key configuration</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
