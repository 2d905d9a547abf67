import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callIngestJobId } from '@hotelvoice/api/contracts';
import {
  hotelVoiceCallId,
  signedRequest,
  vapiEvents,
  type SimulatedCall,
} from '../../../../scripts/lib/provider-payloads.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel, createUser, linkUserToHotel } from '../../../../test/support/factories.ts';
import { zoneWhereHourIs } from '../../../../test/support/smtp-receiver.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { reportGraceMs } from './build-call-log.ts';

const secrets = { elevenlabs: 'wsec_test_elevenlabs', retell: 'key_test_retell_api', vapi: 'vapi_test_server_secret' };
type Row = Record<string, unknown>;

/**
 * Issue #32 item 1: Vapi's end-of-call-report comes a few seconds after its status-update
 * "ended". Between the two a call must not be judged (it has no words yet, so it would read
 * "missed"); a report later than the grace window withdraws what was raised without it.
 */
describe('a call waits for its platform report before it is judged (real worker)', () => {
  let app: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let hotelId: string;
  let immediate: { id: string };
  let daily: { id: string };

  beforeAll(async () => {
    app = createTestApp({ env: { VAPI_WEBHOOK_SECRET: secrets.vapi } });
    // Quiet hours on the hotel's clock: an immediate alert's e-mail is owed, not yet sent.
    const hotel = await createHotel(app.deps.pool, { name: 'Grace Hotel' });
    hotelId = hotel.id;
    await app.deps.pool.query('update public.hotels set timezone = $2 where hotel_id = $1', [
      hotelId,
      zoneWhereHourIs(22, 5),
    ]);
    immediate = await createUser(app.deps.auth, app.deps.pool);
    daily = await createUser(app.deps.auth, app.deps.pool);
    for (const user of [immediate, daily]) await linkUserToHotel(app.deps.pool, user.id, hotelId);
    await app.deps.pool.query(
      `insert into public.alert_settings (user_id, hotel_id, reason, delivery)
       values ($1, $3, 'missed_or_failed', 'immediate'), ($2, $3, 'missed_or_failed', 'daily')`,
      [immediate.id, daily.id, hotelId],
    );
    worker = await startTestWorker(app, { RECONCILE_EVERY_MS: '1000' });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  let sequence = 0;
  /** A booking call that ended `endedAgoMs` ago. */
  const bookingCall = (endedAgoMs: number): SimulatedCall => {
    const durationSeconds = 40;
    return {
      providerCallId: `grace${Date.now().toString(36)}${++sequence}`,
      hotelId,
      startedAt: new Date(Date.now() - endedAgoMs - durationSeconds * 1000),
      durationSeconds,
      callerNumber: '+14155550142',
      turns: [
        { role: 'assistant', text: 'Grace Hotel, how can I help?', offset: 0 },
        { role: 'user', text: 'I would like to book a double room for Friday night.', offset: 2 },
        { role: 'assistant', text: 'Done: a double room for Friday, see you then.', offset: 9 },
      ],
      summary: 'The caller booked a double room for Friday night.',
      successful: true,
      sentiment: 'Positive',
    };
  };
  const send = async (event: unknown) => {
    const req = signedRequest('vapi', secrets, event);
    const res = await request(app.app).post(req.path).set(req.headers).send(req.body);
    expect(res.status).toBe(202);
  };
  const row = (callId: string, ready: (r: Row) => boolean, what: string) =>
    eventually(async () => {
      const { rows } = await app.deps.pool.query<Row>(
        'select * from public.call_logs where hotel_id = $1 and call_id = $2',
        [hotelId, callId],
      );
      return rows[0] && ready(rows[0]) ? rows[0] : undefined;
    }, `call ${callId}: ${what}`);
  /** The call's alerts of each kind: in-app, owed e-mails, daily-summary items. */
  const alertsOf = async (callId: string) => {
    const count = async (table: string) =>
      (
        await app.deps.pool.query<{ n: number }>(
          `select count(*)::int as n from public.${table} where hotel_id = $1 and subject_id = $2`,
          [hotelId, callId],
        )
      ).rows[0]!.n;
    return {
      notifications: await count('notifications'),
      emails: await count('alert_emails'),
      dailyItems: await count('daily_alert_items'),
    };
  };
  /** Nothing left to run for the call: its ingest (which records its alerts) and its delayed judgement. */
  const settled = (callId: string) =>
    eventually(async () => {
      const id = callIngestJobId({ hotelId, callId });
      const states = await Promise.all([
        app.deps.queues.callIngest.getJobState(id),
        app.deps.queues.callIngest.getJobState(`${id}_report`),
      ]);
      return states.every((state) => state === 'unknown' || state === 'completed') ? true : undefined;
    }, `no job left for call ${callId}`);

  it('when the report follows the end within the grace window, then the call waits unjudged and is never counted or alerted as missed', async () => {
    const call = bookingCall(0);
    const callId = hotelVoiceCallId('vapi', call.providerCallId);
    const events = vapiEvents(call);
    await send(events.inProgress);
    await send(events.ended);
    const waiting = await row(callId, (r) => r.status === 'ended', 'ended');
    expect(waiting).toMatchObject({ resolution: null, follow_up_reasons: [], classifier_version: null });
    expect((waiting.report_due_at as Date).getTime()).toBeGreaterThan(Date.now());

    await send(events.report);
    const judged = await row(callId, (r) => r.report_due_at === null, 'judged');
    expect(judged).toMatchObject({ summary: call.summary, outcome: 'success', turn_count: 3 });
    expect(judged.resolution).not.toBe('missed_or_failed');
    expect(judged.follow_up_reasons).not.toContain('missed_or_failed');
    await settled(callId);
    expect(await alertsOf(callId)).toEqual({ notifications: 0, emails: 0, dailyItems: 0 });
  });

  it('when the report is later than the grace window, then the call is judged without it when the window ends, and the report withdraws the alerts it contradicts', async () => {
    // Ended long enough ago that the window closes a few seconds from now.
    const call = bookingCall(reportGraceMs - 5000);
    const callId = hotelVoiceCallId('vapi', call.providerCallId);
    const events = vapiEvents(call);
    await send(events.ended);
    await row(callId, (r) => r.report_due_at !== null, 'waiting for its report');

    const missed = await row(callId, (r) => r.resolution === 'missed_or_failed', 'judged missed at the window');
    expect(missed.report_due_at).toBeNull();
    expect(missed.follow_up_reasons).toContain('missed_or_failed');
    await eventually(async () => {
      const alerts = await alertsOf(callId);
      return alerts.notifications === 1 && alerts.emails === 1 && alerts.dailyItems === 1 ? true : undefined;
    }, 'the missed-call alerts: a notification, an owed e-mail, a daily item');

    await send(events.report);
    const judged = await row(callId, (r) => r.summary === call.summary, 'judged on the report');
    expect(judged.resolution).not.toBe('missed_or_failed');
    expect(judged.follow_up_reasons).toEqual([]);
    await eventually(async () => {
      const alerts = await alertsOf(callId);
      return alerts.notifications + alerts.emails + alerts.dailyItems === 0 ? true : undefined;
    }, 'the alerts withdrawn');
    await settled(callId);
    expect(await alertsOf(callId)).toEqual({ notifications: 0, emails: 0, dailyItems: 0 });
  });

  it('when the delayed judgement is lost, then reconcile judges the call once its window has ended', async () => {
    const call = bookingCall(reportGraceMs - 8000);
    const callId = hotelVoiceCallId('vapi', call.providerCallId);
    await send(vapiEvents(call).ended);
    await row(callId, (r) => r.report_due_at !== null, 'waiting for its report');
    const delayed = `${callIngestJobId({ hotelId, callId })}_report`;
    await eventually(
      async () => ((await app.deps.queues.callIngest.getJobState(delayed)) === 'delayed' ? true : undefined),
      'the delayed judgement queued',
    );
    await app.deps.queues.callIngest.remove(delayed);

    const judged = await row(callId, (r) => r.report_due_at === null, 'judged by reconcile');
    expect(judged.resolution).toBe('missed_or_failed');
  });
});
