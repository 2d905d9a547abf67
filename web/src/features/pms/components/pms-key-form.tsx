import { useId, useState, type FormEvent } from 'react';
import {
  maxPmsKeyLength,
  pmsProviderForms,
  pmsProviderIds,
  type PmsProvider,
} from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { SetPmsKeyInput } from '../api/set-pms-key.ts';

/**
 * Spec §2/§5: masked key field with show/hide; the button is disabled while empty or saving. The
 * owner also picks the PMS (and gives the property ID where the PMS needs one); the server checks
 * the key with the PMS before it stores it.
 */
export function PmsKeyForm({
  hasKey,
  currentProvider,
  currentPropertyId,
  saving,
  error,
  onSave,
}: {
  hasKey: boolean;
  currentProvider: PmsProvider | null;
  currentPropertyId: string | null;
  saving: boolean;
  error: string | null;
  onSave(input: Pick<SetPmsKeyInput, 'provider' | 'propertyId' | 'pmsKey'>): Promise<unknown>;
}) {
  const [provider, setProvider] = useState<PmsProvider>(currentProvider ?? 'cloudbeds');
  const [propertyId, setPropertyId] = useState(currentPropertyId ?? '');
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  const providerId = useId();
  const propertyInputId = useId();
  const form = pmsProviderForms[provider];
  const blank = value.trim() === '' || (form.propertyIdLabel !== null && propertyId.trim() === '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    try {
      await onSave({ provider, propertyId: form.propertyIdLabel ? propertyId.trim() : '', pmsKey: value.trim() });
      setValue('');
      setVisible(false);
    } catch {
      // The hook logged it and exposes the message; the typed key stays for another try.
    }
  };

  return (
    <section aria-labelledby="pms-form-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="pms-form-title" className="text-lg font-semibold text-slate-900">
        {hasKey ? 'Update API Key' : 'API Key Configuration'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Pick your PMS and paste its API key. We check it with your PMS before saving; it is stored encrypted and never
        shown again.
      </p>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <div>
          <label htmlFor={providerId} className="block text-sm font-medium text-slate-700">
            Property management system
          </label>
          <select
            id={providerId}
            value={provider}
            onChange={(event) => setProvider(event.target.value as PmsProvider)}
            className="mt-1 w-full rounded-lg bg-white px-3 py-2.5 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            {pmsProviderIds.map((id) => (
              <option key={id} value={id}>
                {pmsProviderForms[id].name}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-500">{form.help}</p>
        </div>
        {form.propertyIdLabel && (
          <div>
            <label htmlFor={propertyInputId} className="block text-sm font-medium text-slate-700">
              {form.propertyIdLabel}
            </label>
            <input
              id={propertyInputId}
              value={propertyId}
              onChange={(event) => setPropertyId(event.target.value)}
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              className="mt-1 w-full rounded-lg px-3 py-2.5 font-mono text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
            />
          </div>
        )}
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            PMS API Key
          </label>
          <div className="mt-1 flex rounded-lg ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
            <input
              id={inputId}
              type={visible ? 'text' : 'password'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              maxLength={maxPmsKeyLength}
              autoComplete="off"
              spellCheck={false}
              placeholder={hasKey ? `Enter a new ${form.keyLabel}` : `Enter your ${form.keyLabel}`}
              className="min-w-0 flex-1 rounded-l-lg bg-transparent px-3 py-2.5 font-mono text-sm outline-none"
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? 'Hide API key' : 'Show API key'}
              aria-pressed={visible}
              className="rounded-r-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {visible ? 'Hide' : 'Show'}
            </button>
          </div>
        </div>
        {error && <Alert>{error}</Alert>}
        <div>
          <Button type="submit" disabled={blank || saving}>
            {saving ? 'Checking with your PMS...' : hasKey ? 'Update API Key' : 'Save API Key'}
          </Button>
        </div>
      </form>
    </section>
  );
}
