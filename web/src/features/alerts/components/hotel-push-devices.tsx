import type { HotelPushDevice } from '@hotelvoice/api/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSaveDevicePushes } from '../api/alert-settings.ts';

const addedOn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Which of the person's devices get this hotel's pushes (the reasons that push are chosen above them). */
export function HotelPushDevices({ hotelId, devices }: { hotelId: string; devices: HotelPushDevice[] }) {
  const save = useSaveDevicePushes(hotelId);
  return (
    <fieldset className="mt-5 border-t border-slate-100 pt-4">
      <legend className="text-sm font-medium text-slate-900">Push to these devices</legend>
      {devices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No device has notifications on yet. Turn them on in a browser from your{' '}
          <Link to={paths.dashboard.account} className="font-medium text-brand-700 underline">
            Account page
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {devices.map((device) => (
            <li key={device.pushSubscriptionId}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={device.getsPushes}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate({ pushSubscriptionId: device.pushSubscriptionId, getsPushes: event.target.checked })
                  }
                />
                {device.deviceName}, added {addedOn(device.createdAt)}
              </label>
            </li>
          ))}
        </ul>
      )}
      {save.isError && <Alert className="mt-2">{errorMessage(save.error, 'The device could not be saved.')}</Alert>}
    </fieldset>
  );
}
