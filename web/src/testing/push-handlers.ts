import { http, HttpResponse, type HttpHandler } from 'msw';
// The api's own request schemas, to refuse what the api refuses (tests only, as in handlers.ts).
// eslint-disable-next-line no-restricted-imports
import { hotelPushDeviceBody, pushSubscriptionBody, updateAlertSettingsBody } from '@hotelvoice/api/contracts';
import type {
  AlertSetting,
  HotelAlertSettings,
  HotelPushDevice,
  PushDevice,
  PushDeviceList,
  PushTestResult,
} from '@hotelvoice/api/contracts';
import { AppError } from '@hotelvoice/api/platform/errors/app-error';
import { csrfRefusal, parse, Recorder, refusal } from './handlers.ts';

/** A VAPID public key as the api serves it (an uncompressed P-256 point, base64url). */
export const testVapidKey = `B${'A'.repeat(86)}`;

/** The person's push devices as the api keeps them (decision 094); `testResult` is what a test push answers. */
export function pushDevicesApi(initial: PushDevice[], testResult: PushTestResult, publicKey = testVapidKey) {
  const recorder = new Recorder();
  let devices = [...initial];
  const handlers: HttpHandler[] = [
    http.get('/api/me/push-subscriptions', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json<PushDeviceList>({ devices });
    }),
    http.get('/api/push/public-key', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json({ publicKey });
    }),
    http.post('/api/me/push-subscriptions', async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(pushSubscriptionBody, body);
      if (!parsed.ok) return parsed.response;
      const device: PushDevice = {
        pushSubscriptionId: crypto.randomUUID(),
        deviceName: 'Chrome on Android',
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      };
      devices = [...devices, device];
      return HttpResponse.json<PushDevice>(device, { status: 201 });
    }),
    http.delete('/api/me/push-subscriptions/:id', async ({ request, params }) => {
      await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      if (!devices.some((d) => d.pushSubscriptionId === params.id))
        return refusal(new AppError('not_found', 'No such device.'));
      devices = devices.filter((d) => d.pushSubscriptionId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/me/push-subscriptions/test', async ({ request }) => {
      await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      return HttpResponse.json<PushTestResult>(testResult);
    }),
  ];
  return { handlers, requests: recorder };
}

/** One hotel's alert settings for the signed-in person (with their devices), saved as the api saves them. */
export function alertSettingsApi(hotelId: string, initial: AlertSetting[], initialDevices: HotelPushDevice[] = []) {
  const recorder = new Recorder();
  let settings = [...initial];
  let devices = [...initialDevices];
  const answer = () => HttpResponse.json<HotelAlertSettings>({ settings, weeklyDigest: true, devices });
  const handlers: HttpHandler[] = [
    http.get(`/api/hotels/${hotelId}/alert-settings`, async ({ request }) => {
      await recorder.record(request);
      return answer();
    }),
    http.put(`/api/hotels/${hotelId}/alert-settings`, async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(updateAlertSettingsBody, body);
      if (!parsed.ok) return parsed.response;
      for (const change of parsed.value.settings) {
        settings = settings.map((s) =>
          s.reason === change.reason ? { ...s, delivery: change.delivery, push: change.push ?? s.push } : s,
        );
      }
      return answer();
    }),
    http.put(`/api/hotels/${hotelId}/alert-settings/devices/:id`, async ({ request, params }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(hotelPushDeviceBody, body);
      if (!parsed.ok) return parsed.response;
      if (!devices.some((d) => d.pushSubscriptionId === params.id))
        return refusal(new AppError('not_found', 'No such device.'));
      devices = devices.map((d) =>
        d.pushSubscriptionId === params.id ? { ...d, getsPushes: parsed.value.getsPushes } : d,
      );
      return answer();
    }),
  ];
  return { handlers, requests: recorder };
}
