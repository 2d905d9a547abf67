import { supportedPms } from '../../../config/supported-pms.ts';
import { usePmsKeyStatus } from '../api/check-pms-key.ts';
import { useCheckPmsConnection } from '../api/check-pms-connection.ts';
import { useSavePmsKey } from '../hooks/use-save-pms-key.ts';
import { IntegrationStatusCard } from './integration-status-card.tsx';
import { PmsKeyForm } from './pms-key-form.tsx';
import { Toast } from '../../../components/ui/toast.tsx';

/** Spec §2 'Integrations page' for one hotel. */
export function PmsIntegration({ userId, hotelId }: { userId: string; hotelId: string }) {
  const status = usePmsKeyStatus(hotelId);
  const hasKey = status.data?.has_key === true;
  const save = useSavePmsKey(userId, hotelId, hasKey);
  const saveError = save.isError ? save.error.message || 'Saving failed.' : null;
  const checkNow = useCheckPmsConnection(hotelId);
  const connected = status.data?.connection === 'connected';

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6">
        {connected && (
          <div role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800 ring-1 ring-emerald-200">
            <p className="font-semibold">Your PMS integration is active.</p>
            <p>Your voice agent is connected. You can update the API key below.</p>
          </div>
        )}
        {save.message && <Toast>{save.message}</Toast>}
        <PmsKeyForm
          key={status.data?.provider ?? 'none'}
          hasKey={hasKey}
          currentProvider={status.data?.provider ?? null}
          currentPropertyId={status.data?.property_id ?? null}
          saving={save.isPending}
          error={saveError}
          onSave={save.save}
        />
      </div>
      <div className="flex flex-col gap-6">
        <IntegrationStatusCard
          status={status.data}
          checking={status.isPending && status.isFetching}
          onCheckNow={() => checkNow.mutate()}
          checkingNow={checkNow.isPending}
        />
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
          <p className="mt-3 text-xs text-slate-500">
            The voice agent works live with Cloudbeds and Mews today; for Opera PMS and Protel, ask us.
          </p>
        </section>
      </div>
    </div>
  );
}
