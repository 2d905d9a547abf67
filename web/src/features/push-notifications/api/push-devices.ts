import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushDeviceList, PushPublicKey, PushTestResult } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { serviceWorker } from '../../../config/service-worker.ts';

const devicesKey = ['push', 'devices'] as const;
const base = '/api/me/push-subscriptions';

export const usePushDevices = () =>
  useQuery({ queryKey: devicesKey, queryFn: () => apiJson<PushDeviceList>(base).then((list) => list.devices) });

/** Why this browser cannot take notifications, or null when it can (a secure page with push). */
export function pushUnsupportedReason(): string | null {
  if (typeof window === 'undefined') return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'This browser cannot show notifications from a web app. On an iPhone or iPad, add HotelVoice to the Home Screen first and open it from there.';
  }
  return null;
}

/** The person (or the browser's settings) said no to notifications from this site. */
export class NotificationsBlocked extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.');
  }
}

/**
 * Asks the person for permission, subscribes this browser with our VAPID public key through the
 * dashboard's service worker and hands the subscription to the api.
 */
async function subscribeThisBrowser(): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new NotificationsBlocked();
  const registration =
    (await navigator.serviceWorker.getRegistration(serviceWorker.scope)) ??
    (await navigator.serviceWorker.register(serviceWorker.script, { scope: serviceWorker.scope }));
  const { publicKey } = await apiJson<PushPublicKey>('/api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return apiJson<PushDevice>(base, { method: 'POST', json: subscription.toJSON() });
}

export function useSubscribeThisBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisBrowser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pushSubscriptionId: string) =>
      apiJson<void>(`${base}/${encodeURIComponent(pushSubscriptionId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<PushTestResult>(`${base}/test`, { method: 'POST' }),
    // A device the push service no longer knows was removed; every other one was just used.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
