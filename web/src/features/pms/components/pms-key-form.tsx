import { useId, useState, type FormEvent } from 'react';
import { maxPmsKeyLength } from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Spec §2/§5: masked key field with show/hide; the button is disabled while empty or saving. */
export function PmsKeyForm({
  hasKey,
  saving,
  error,
  onSave,
}: {
  hasKey: boolean;
  saving: boolean;
  error: string | null;
  onSave(pmsKey: string): Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  const blank = value.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    try {
      await onSave(value.trim());
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
        Paste the API key from your PMS. It is stored encrypted and never shown again.
      </p>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-4">
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
              placeholder={hasKey ? 'Enter a new API key' : 'Enter your PMS API key'}
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
            {saving ? 'Saving...' : hasKey ? 'Update API Key' : 'Save API Key'}
          </Button>
        </div>
      </form>
    </section>
  );
}
