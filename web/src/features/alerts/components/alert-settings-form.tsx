import type { AlertDelivery, AlertReason } from '@hotelvoice/api/contracts';
import { alertDeliveries, alertReasonLabels } from '@hotelvoice/api/contracts/alert-vocabulary';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAlertSettings, useSaveAlertSetting } from '../api/alert-settings.ts';
import { HotelPushDevices } from './hotel-push-devices.tsx';

const deliveryLabels: Record<AlertDelivery, string> = {
  off: 'Off',
  immediate: 'Immediately',
  daily: 'Daily summary',
};

/** The signed-in person's alert settings for one hotel; each change saves at once. */
export function AlertSettingsForm({ hotelId }: { hotelId: string }) {
  const { data, isPending, isError, error } = useAlertSettings(hotelId);
  const save = useSaveAlertSetting(hotelId);
  if (isPending) return <Spinner label="Loading alert settings" />;
  if (isError) return <Alert layout="banner">{errorMessage(error, 'Alert settings could not be loaded.')}</Alert>;
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="pb-2 font-medium">Tell me about</th>
            <th className="pb-2 font-medium">How</th>
            <th className="pb-2 font-medium">Push</th>
          </tr>
        </thead>
        <tbody>
          {data.settings.map((setting) => (
            <tr key={setting.reason} className="border-t border-slate-100">
              <td className="py-2 pr-3 text-slate-800">{alertReasonLabels[setting.reason]}</td>
              <td className="py-2">
                <select
                  aria-label={alertReasonLabels[setting.reason as AlertReason]}
                  value={setting.delivery}
                  onChange={(event) => save.mutate({ ...setting, delivery: event.target.value as AlertDelivery })}
                  className="rounded-lg border border-slate-300 px-2 py-1"
                >
                  {alertDeliveries.map((delivery) => (
                    <option key={delivery} value={delivery}>
                      {deliveryLabels[delivery]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="py-2">
                <input
                  type="checkbox"
                  aria-label={`Push: ${alertReasonLabels[setting.reason]}`}
                  checked={setting.push}
                  onChange={(event) => save.mutate({ ...setting, push: event.target.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <HotelPushDevices hotelId={hotelId} devices={data.devices} />
      <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={data.weeklyDigest}
          onChange={(event) => save.mutate({ weeklyDigest: event.target.checked })}
        />
        Weekly digest by e-mail (Mondays, 08:00 hotel time)
      </label>
      {save.isError && <Alert className="mt-2">{errorMessage(save.error, 'The setting could not be saved.')}</Alert>}
      <p className="mt-3 text-xs text-slate-500">
        Immediate alerts show in the bell at once; their e-mails wait until 07:00 when they come in at night. Alerts on
        daily summary come in one e-mail at 08:00 hotel time. Push sends a notification to each phone or computer you
        turned notifications on in (on your Account page) and ticked above; at night they wait until 07:00 like the
        e-mails.
      </p>
    </div>
  );
}
