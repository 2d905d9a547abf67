import { supportedPms } from '../../../config/supported-pms.ts';
import { usePmsKeyStatus } from '../api/check-pms-key.ts';
import { useSavePmsKey } from '../hooks/use-save-pms-key.ts';
import { IntegrationStatusCard } from './integration-status-card.tsx';
import { PmsKeyForm } from './pms-key-form.tsx';

/** Spec §2 'Integrations page' for one hotel. */
export function PmsIntegration({ userId, hotelId }: { userId: string; hotelId: string }) {
  const status = usePmsKeyStatus(hotelId);
  const hasKey = status.data?.has_key === true;
  const save = useSavePmsKey(userId, hotelId, hasKey);
  const saveError = save.isError ? save.error.message || 'Saving failed.' : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6">
        {hasKey && (
          <div role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800 ring-1 ring-emerald-200">
            <p className="font-semibold">Your PMS integration is active.</p>
            <p>Your voice agent is connected. You can update the API key below.</p>
          </div>
        )}
        {save.message && (
          <p
            role="status"
            className="rounded-xl bg-brand-50 p-4 text-sm font-medium text-brand-900 ring-1 ring-brand-100"
          >
            {save.message}
          </p>
        )}
        <PmsKeyForm hasKey={hasKey} saving={save.isPending} error={saveError} onSave={save.save} />
      </div>
      <div className="flex flex-col gap-6">
        <IntegrationStatusCard status={status.data} checking={status.isPending && status.isFetching} />
        <section
          aria-labelledby="supported-pms-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="supported-pms-title" className="text-sm font-semibold text-slate-900">
            Supported systems
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {supportedPms.map(({ name }) => (
              <li
                key={name}
                className="rounded-lg bg-slate-50 px-3 py-2 text-center text-xs font-semibold text-slate-700 ring-1 ring-slate-200"
              >
                {name}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
