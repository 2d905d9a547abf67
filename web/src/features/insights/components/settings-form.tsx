import { useState, type FormEvent } from 'react';
import type { InsightsSettings } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useInsightsSettings, useSaveInsightsSettings } from '../api/settings.ts';

const hours = Array.from({ length: 25 }, (_, h) => h);

/** The hotel's time zone and front-desk hours (calls outside them count as after hours). */
export function SettingsForm({ hotelId }: { hotelId: string }) {
  const { data } = useInsightsSettings(hotelId);
  if (!data) return null;
  return (
    <SettingsFields
      key={`${data.timeZone}/${data.frontDeskOpens}/${data.frontDeskCloses}`}
      hotelId={hotelId}
      saved={data}
    />
  );
}

function SettingsFields({ hotelId, saved }: { hotelId: string; saved: InsightsSettings }) {
  const save = useSaveInsightsSettings(hotelId);
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [opens, setOpens] = useState(saved.frontDeskOpens);
  const [closes, setCloses] = useState(saved.frontDeskCloses);
  const zones =
    (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ timeZone, frontDeskOpens: opens, frontDeskCloses: closes });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-700">Time zone</span>
        <input
          list="insights-zones"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2"
        />
        <datalist id="insights-zones">
          {['UTC', ...zones].map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-700">Front desk opens</span>
        <select
          value={opens}
          onChange={(e) => setOpens(Number(e.target.value))}
          className="rounded-lg border border-slate-300 px-3 py-2"
        >
          {hours.slice(0, 24).map((h) => (
            <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-700">Front desk closes</span>
        <select
          value={closes}
          onChange={(e) => setCloses(Number(e.target.value))}
          className="rounded-lg border border-slate-300 px-3 py-2"
        >
          {hours.slice(1).map((h) => (
            <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save
      </Button>
      {save.isSuccess && (
        <span className="text-emerald-700" role="status">
          Saved
        </span>
      )}
      {save.error && <Alert>{errorMessage(save.error, 'Could not save the settings.')}</Alert>}
      <p className="w-full text-xs text-slate-500">
        Calls outside front-desk hours count as after hours. The same opening and closing hour means staffed around the
        clock.
      </p>
    </form>
  );
}
