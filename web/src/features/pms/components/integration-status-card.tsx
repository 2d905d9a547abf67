import type { PmsKeyStatus } from '@hotelvoice/api/contracts';
import { pmsProviderForms } from '@hotelvoice/api/contracts/constants';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';

/**
 * Spec §2: checking, Connected or Pending; Connected only while the PMS answered the last check.
 * A key that stopped working shows 'Not connected' with the PMS's reason and when it was checked.
 */
export function IntegrationStatusCard({
  status,
  checking,
  onCheckNow,
  checkingNow,
}: {
  status: PmsKeyStatus | undefined;
  checking: boolean;
  onCheckNow(): void;
  checkingNow: boolean;
}) {
  const pmsName = status?.provider ? pmsProviderForms[status.provider].name : 'your PMS';
  const details = status?.has_key && (
    <>
      {status.key_hash && <p className="mt-2 font-mono text-xs text-slate-500">{`Key: ${status.key_hash}`}</p>}
      {status.verified_at && (
        <p className="mt-1 text-xs text-slate-500">Last verified {formatDateTime(status.verified_at)}</p>
      )}
      {status.checked_at && (
        <p className="mt-1 text-xs text-slate-500">Last checked {formatDateTime(status.checked_at)}</p>
      )}
      {status.last_updated && (
        <p className="mt-1 text-xs text-slate-500">Last updated {formatDateTime(status.last_updated)}</p>
      )}
      {status.provider && (
        <div className="mt-3">
          <Button type="button" onClick={onCheckNow} disabled={checkingNow}>
            {checkingNow ? 'Checking...' : 'Check now'}
          </Button>
        </div>
      )}
    </>
  );

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
        ) : status?.connection === 'connected' ? (
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 rounded-full bg-emerald-500" />
            <div>
              <p className="font-semibold text-emerald-700">Connected</p>
              <p className="text-sm text-slate-600">{`Your voice agent can reach ${pmsName}.`}</p>
              {details}
            </div>
          </div>
        ) : status?.connection === 'failing' ? (
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 rounded-full bg-red-500" />
            <div>
              <p className="font-semibold text-red-700">Not connected</p>
              <p className="text-sm text-slate-600">{`${pmsName} did not answer the last check: ${status.last_error}`}</p>
              {details}
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 rounded-full bg-amber-400" />
            <div>
              <p className="font-semibold text-amber-700">Pending</p>
              <p className="text-sm text-slate-600">
                {status?.connection === 'unverified'
                  ? 'Choose your PMS and save the key again so it can be verified'
                  : 'Waiting for API key configuration'}
              </p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
