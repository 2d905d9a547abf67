import { useSyncExternalStore } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  NotificationsBlocked,
  pushUnsupportedReason,
  usePushDevices,
  useRemoveDevice,
  useSendTestPush,
  useSubscribeThisBrowser,
} from '../api/push-devices.ts';
import { InstallHint } from './install-hint.tsx';

const neverChanges = () => () => undefined;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The devices that get push notifications: each with when it was added and last used, "Remove",
 * turning them on in this browser, a test notification, and how to install the app.
 */
export function PushDevicesCard() {
  const devices = usePushDevices();
  const subscribe = useSubscribeThisBrowser();
  const remove = useRemoveDevice();
  const test = useSendTestPush();
  // Known only in the browser: the server's page (and hydration) render as if push were supported.
  const unsupported = useSyncExternalStore(neverChanges, pushUnsupportedReason, () => null);
  if (devices.isPending) return <Spinner label="Loading devices" />;
  if (devices.isError) return <Alert>{errorMessage(devices.error, 'Devices could not be loaded.')}</Alert>;
  const failure = subscribe.error ?? remove.error ?? test.error;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Alerts you set to push (on the Alerts page, per hotel) show on these devices&apos; lock screens: the hotel and
        what happened, never the caller&apos;s words.
      </p>
      {failure ? (
        <Alert>
          {failure instanceof NotificationsBlocked
            ? failure.message
            : errorMessage(failure, 'That did not work. Try again.')}
        </Alert>
      ) : null}
      {devices.data.length === 0 ? (
        <p className="text-sm text-slate-500">No device gets push notifications yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Devices with notifications">
          {devices.data.map((device) => (
            <li key={device.pushSubscriptionId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{device.deviceName}</p>
                <p className="text-sm text-slate-500">
                  Added {when(device.createdAt)} ·{' '}
                  {device.lastUsedAt ? `last used ${when(device.lastUsedAt)}` : 'not used yet'}
                </p>
              </div>
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={remove.isPending}
                aria-label={`Remove ${device.deviceName}, added ${when(device.createdAt)}`}
                onClick={() => remove.mutate(device.pushSubscriptionId)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unsupported ? <p className="text-sm text-slate-600">{unsupported}</p> : null}
      <div className="flex flex-wrap gap-3">
        {unsupported ? null : (
          <Button disabled={subscribe.isPending} onClick={() => subscribe.mutate()}>
            Turn on notifications on this device
          </Button>
        )}
        {devices.data.length > 0 ? (
          <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
            Send a test notification
          </Button>
        ) : null}
      </div>
      {test.data ? (
        <p role="status" className="text-sm text-slate-700">
          {testSummary(test.data)}
        </p>
      ) : null}
      <InstallHint />
    </div>
  );
}

function testSummary(result: { sent: number; removed: number; failed: number }): string {
  const parts = [`Sent to ${result.sent} ${result.sent === 1 ? 'device' : 'devices'}.`];
  if (result.removed > 0) parts.push(`${result.removed} no longer reachable, removed.`);
  if (result.failed > 0) parts.push(`${result.failed} did not answer; try again later.`);
  return parts.join(' ');
}
