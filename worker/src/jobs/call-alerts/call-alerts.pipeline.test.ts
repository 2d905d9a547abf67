import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertEmailsPerHour } from '@hotelvoice/api/contracts';
import { queueConnectionOf } from '@hotelvoice/api/compose';
import { createQueueOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { newCallId } from '../../../../test/support/calls.ts';
import { decodedMail, mailHeader, startSmtpReceiver, zoneWhereHourIs } from '../../../../test/support/smtp-receiver.ts';
import { dispatchAlertEmails } from './dispatch-alert-emails.ts';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let alerts: ReturnType<typeof createQueueOf<'callAlerts'>>;

async function ownedHotel(timezone: string) {
  const hotel = await createHotel(app.deps.pool, { name: `Alert Hotel ${Math.random().toString(36).slice(2, 6)}` });
  await app.deps.pool.query('update public.hotels set timezone = $2 where hotel_id = $1', [hotel.id, timezone]);
  const owner = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  return { hotel, owner };
}

/** A stored call whose row carries follow-up reasons (as the call-ingest job's classifier writes them). */
async function storedCall(hotelId: string, reasons: string[]) {
  const callId = newCallId('alerts');
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, summary, follow_up_reasons)
     values ($1, $2, 'alerts', now(), 'Guest complained <b>loudly</b> about a cold room.', $3)`,
    [hotelId, callId, reasons],
  );
  return callId;
}

/** A stored call, and its alert job queued. */
async function complaintCall(hotelId: string, reasons = ['complaint']) {
  const callId = await storedCall(hotelId, reasons);
  await alerts.add('call', { hotelId, callId }, { jobId: `${hotelId}_${callId}` });
  return callId;
}

/**
 * A killed worker's job is handed on within about 20 s (BullMQ's lock and stalled check), not a
 * minute; not shorter, or a loaded machine's slow lock renewal would count running jobs as stalled.
 */
const workerEnv = () => ({ SMTP_URL: smtp.url, JOB_LOCK_MS: '10000' });

/**
 * Waits until nothing that could send another e-mail is left: no alert or mail job waiting or
 * running, and every outbox message to `address` sent. Only then does "exactly one e-mail" mean exactly one.
 */
async function allMailSent(address: string) {
  await eventually(async () => {
    const [alertJobs, mailJobs] = await Promise.all([
      alerts.getJobCounts('waiting', 'active', 'prioritized'),
      app.deps.queues.mail.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
    ]);
    const busy = Object.values(alertJobs).some(Boolean) || Object.values(mailJobs).some(Boolean);
    if (busy) return undefined;
    const { rows } = await app.deps.pool.query(
      'select 1 from public.outbox_messages where lower(to_address) = lower($1) and sent_at is null limit 1',
      [address],
    );
    return rows.length === 0 ? true : undefined;
  }, 'every alert handled and its e-mail sent');
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = createTestApp();
  alerts = createQueueOf(queueConnectionOf(app.config, app.prefix), 'callAlerts', {});
  worker = await startTestWorker(app, workerEnv());
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await alerts?.close();
  await app?.close();
  await smtp?.close();
});

describe('alert e-mails through a real worker and SMTP receiver', () => {
  it('when a complaint call is stored, then the owner gets one notification and one e-mail with HTML, text and one-click unsubscribe, however often the job runs', async () => {
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(8, 20));
    const callId = await complaintCall(hotel.id);
    const mail = await eventually(
      async () => smtp.mailsTo(owner.email).find((m) => m.raw.includes(callId)),
      'the alert e-mail',
    );
    expect(mailHeader(mail.raw, 'Subject')).toContain(hotel.name);
    expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:8000\/api\/alerts\/unsubscribe\?token=/,
    );
    expect(mail.raw).toContain('text/html');
    // The caller's words are escaped in the HTML part, readable in the text part.
    expect(decodedMail(mail.raw)).toContain('&lt;b&gt;loudly&lt;&#x2F;b&gt;');
    expect(decodedMail(mail.raw)).toContain('<b>loudly</b>');

    // The same call alerted again (a re-ingest): nothing new.
    await alerts.add('call', { hotelId: hotel.id, callId }, { jobId: `${hotel.id}_${callId}_again` });
    await allMailSent(owner.email);
    expect(smtp.mailsTo(owner.email).filter((m) => m.raw.includes(callId))).toHaveLength(1);
    const { rows } = await app.deps.pool.query(
      'select count(*)::int as n, min(title) as title from public.notifications where user_id = $1',
      [owner.id],
    );
    expect(rows[0].n).toBe(1);
    // Named by when (the hotel's clock) and what it was about, never by its internal id (issue #32).
    expect(rows[0].title).toMatch(/^Call on \w{3} \d\d:\d\d: Guest complained <b>loudly<\/b> about a cold room\.$/);
    expect(mailHeader(mail.raw, 'Subject')).not.toContain(callId);
  });

  it("when many calls of two hotels are alerted at once, then each owner hears once of each of their own hotel's calls, as their settings say, and a call without a row alerts no one", async () => {
    const a = await ownedHotel(zoneWhereHourIs(8, 20));
    const b = await ownedHotel(zoneWhereHourIs(8, 20));
    await app.deps.pool.query(
      `insert into public.alert_settings (user_id, hotel_id, reason, delivery) values ($1, $2, 'callback_requested', 'off')`,
      [a.owner.id, a.hotel.id],
    );
    const calls = [
      { hotelId: a.hotel.id, callId: await storedCall(a.hotel.id, ['complaint']) },
      { hotelId: a.hotel.id, callId: await storedCall(a.hotel.id, ['complaint', 'callback_requested']) },
      { hotelId: a.hotel.id, callId: await storedCall(a.hotel.id, ['callback_requested']) },
      { hotelId: b.hotel.id, callId: await storedCall(b.hotel.id, ['complaint']) },
      { hotelId: b.hotel.id, callId: await storedCall(b.hotel.id, ['callback_requested']) },
      { hotelId: b.hotel.id, callId: newCallId('never-stored') },
    ];
    await alerts.addBulk(
      calls.map((call) => ({ name: 'call', data: call, opts: { jobId: `${call.hotelId}_${call.callId}` } })),
    );
    await eventually(async () => {
      const states = await Promise.all(
        calls.map(async (call) => (await alerts.getJob(`${call.hotelId}_${call.callId}`))?.getState()),
      );
      return states.every((state) => state === 'completed') ? true : undefined;
    }, 'every alert job completed');
    const heard = async (userId: string) =>
      (
        await app.deps.pool.query<{ subject: string; reason: string }>(
          'select subject_id as subject, reason from public.notifications where user_id = $1 order by subject_id, reason',
          [userId],
        )
      ).rows;
    const byKey = (list: { subject: string; reason: string }[]) =>
      [...list].sort((x, y) => `${x.subject}/${x.reason}`.localeCompare(`${y.subject}/${y.reason}`));
    expect(byKey(await heard(a.owner.id))).toEqual(
      byKey([
        { subject: calls[0]!.callId, reason: 'complaint' },
        { subject: calls[1]!.callId, reason: 'complaint' },
      ]),
    );
    expect(byKey(await heard(b.owner.id))).toEqual(
      byKey([
        { subject: calls[3]!.callId, reason: 'complaint' },
        { subject: calls[4]!.callId, reason: 'callback_requested' },
      ]),
    );
  });

  it('when the api assigns a follow-up to a front-desk member twice, then they get one e-mail that opens their own follow-ups', async () => {
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(8, 20));
    const desk = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Dana' });
    await linkUserToHotel(app.deps.pool, desk.id, hotel.id, 'front_desk');
    const callId = newCallId('assigned');
    // Stored without its alert job: only the assignment alerts here.
    await app.deps.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, summary, follow_up_reasons)
       values ($1, $2, 'alerts', now(), 'Guest asks for a call back about parking.', '{callback_requested}')`,
      [hotel.id, callId],
    );
    const agent = await signedInAgent(app, owner);
    for (let i = 0; i < 2; i++) {
      await agent
        .put(`/api/hotels/${hotel.id}/follow-ups/${callId}/assignee`)
        .send({ assigneeId: desk.id })
        .expect(200);
    }
    const mail = await eventually(async () => smtp.mailsTo(desk.email)[0], 'the assignment e-mail');
    expect(mailHeader(mail.raw, 'Subject')).toContain(`A follow-up assigned to me at ${hotel.name}`);
    expect(decodedMail(mail.raw)).toContain(`/dashboard/insights?hotel=${hotel.id}&follow-ups=mine#follow-ups`);
    expect(decodedMail(mail.raw)).toContain('Terry Tester gave this follow-up to you.');
    await allMailSent(desk.email);
    expect(smtp.mailsTo(desk.email)).toHaveLength(1);
    expect(smtp.mailsTo(owner.email)).toHaveLength(0);
  });

  it('when more complaints come in an hour than the cap, then the cap goes out one by one and the rest in one "and N more" e-mail when the hour is over', async () => {
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(8, 19));
    const extra = 3;
    for (let i = 0; i < alertEmailsPerHour + extra; i++) await complaintCall(hotel.id);
    const held = await eventually(async () => {
      const { rows } = await app.deps.pool.query<{ due_at: Date }>(
        'select due_at from public.alert_emails where hotel_id = $1 and over_cap and handled_at is null',
        [hotel.id],
      );
      return rows.length === extra ? rows : undefined;
    }, 'the alerts over the cap to be held');
    await eventually(
      async () => (smtp.mailsTo(owner.email).length === alertEmailsPerHour ? true : undefined),
      'the capped e-mails',
    );

    // The hour is over: the sweep's dispatch sends one e-mail for the three held alerts.
    const hourLater = new Date(Math.max(...held.map((r) => r.due_at.getTime())) + 1000);
    const links = { publicUrl: app.config.publicUrl, signingSecret: app.config.alertsSigningSecret };
    const ids = await dispatchAlertEmails(app.deps.pool, hotel.id, links, hourLater);
    expect(ids).toHaveLength(1);
    const { rows } = await app.deps.pool.query(
      'select subject from public.outbox_messages where outbox_message_id = $1',
      [ids[0]],
    );
    expect(rows[0].subject).toBe(`And ${extra} more alerts at ${hotel.name}`);
    expect(await dispatchAlertEmails(app.deps.pool, hotel.id, links, hourLater)).toHaveLength(0);
  });

  it('when a complaint comes in during quiet hours, then the bell shows it at once and the e-mail waits until 07:00 hotel time', async () => {
    const zone = zoneWhereHourIs(22, 5);
    const { hotel, owner } = await ownedHotel(zone);
    const callId = await complaintCall(hotel.id);
    const held = await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        `select due_at, handled_at, (due_at at time zone $2)::time as local_due from public.alert_emails where subject_id = $1`,
        [callId, zone],
      );
      return rows[0];
    }, 'the held e-mail');
    expect(held.handled_at).toBeNull();
    expect(held.local_due).toBe('07:00:00');
    expect((held.due_at as Date).getTime()).toBeGreaterThan(Date.now());
    await eventually(async () => {
      const { rows } = await app.deps.pool.query('select 1 from public.notifications where subject_id = $1', [callId]);
      return rows[0];
    }, 'the notification');
    expect(smtp.mailsTo(owner.email)).toHaveLength(0);

    // Morning comes: the sweep's dispatch, run at 07:01 hotel time, writes it to the outbox.
    const morning = new Date((held.due_at as Date).getTime() + 60_000);
    const links = { publicUrl: app.config.publicUrl, signingSecret: app.config.alertsSigningSecret };
    expect(await dispatchAlertEmails(app.deps.pool, hotel.id, links, morning)).toHaveLength(1);
    expect(await dispatchAlertEmails(app.deps.pool, hotel.id, links, morning)).toHaveLength(0);
  });

  it('when the quiet hours span a DST change, then the e-mail is due at 07:00 on the local clock of that morning', async () => {
    const due = async (at: string, zone: string) => {
      const { dueAtSql } = await import('@hotelvoice/api/modules/alerts');
      const { rows } = await app.deps.pool.query<{ due: Date }>(
        `select ${dueAtSql('$1::timestamptz', '$2::text')} as due`,
        [at, zone],
      );
      return rows[0]!.due.toISOString();
    };
    // Berlin springs forward on 29 March 2026 (CET to CEST) and falls back on 25 October 2026.
    expect(await due('2026-03-28T22:30:00Z', 'Europe/Berlin')).toBe('2026-03-29T05:00:00.000Z');
    expect(await due('2026-10-24T21:30:00Z', 'Europe/Berlin')).toBe('2026-10-25T06:00:00.000Z');
    // New York, 8 March 2026: 01:30 EST is before 07:00 EDT the same morning.
    expect(await due('2026-03-08T06:30:00Z', 'America/New_York')).toBe('2026-03-08T11:00:00.000Z');
    expect(await due('2026-03-08T15:00:00Z', 'America/New_York')).toBe('2026-03-08T15:00:00.000Z');
  });

  it("when the owner POSTs the e-mail's List-Unsubscribe URL, then that one setting is off and nothing else changes", async () => {
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(8, 20));
    const callId = await complaintCall(hotel.id);
    const mail = await eventually(
      async () => smtp.mailsTo(owner.email).find((m) => m.raw.includes(callId)),
      'the alert e-mail',
    );
    const url = new URL(mailHeader(mail.raw, 'List-Unsubscribe')!.replace(/^<|>$/g, '').replace(/\s+/g, ''));

    const forged = await request(app.app)
      .post(
        `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.replace('complaint', 'transferred'))}`,
      )
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(400);
    const shown = await request(app.app).get(`${url.pathname}${url.search}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Turn off complaint e-mails');
    const res = await request(app.app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);

    const { rows } = await app.deps.pool.query(
      'select reason, delivery from public.alert_settings where user_id = $1 and hotel_id = $2',
      [owner.id, hotel.id],
    );
    expect(rows).toEqual([{ reason: 'complaint', delivery: 'off' }]);
    const next = await complaintCall(hotel.id, ['complaint', 'callback_requested']);
    const callback = await eventually(
      async () => smtp.mailsTo(owner.email).find((m) => m.raw.includes(next)),
      'the callback e-mail',
    );
    expect(mailHeader(callback.raw, 'Subject')).toContain('callback');
    await allMailSent(owner.email);
    expect(smtp.mailsTo(owner.email).filter((m) => m.raw.includes(next))).toHaveLength(1);
  });

  it('when the worker is killed while an alert e-mail is in SMTP DATA, then after a restart it is sent exactly once', async () => {
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(8, 20));
    const inData = smtp.holdNextMessage();
    const callId = await complaintCall(hotel.id);
    await inData;
    await worker.kill('SIGKILL');
    worker = await startTestWorker(app, workerEnv());
    // BullMQ hands the killed worker's job on once its lock lapses and a stalled check sees it.
    await eventually(
      async () => smtp.mailsTo(owner.email).find((m) => m.raw.includes(callId)),
      'the resent e-mail',
      90_000,
    );
    await allMailSent(owner.email);
    expect(smtp.mailsTo(owner.email).filter((m) => m.raw.includes(callId))).toHaveLength(1);
    const { rows } = await app.deps.pool.query(
      `select o.sent_at from public.alert_emails a join public.outbox_messages o using (outbox_message_id) where a.subject_id = $1`,
      [callId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].sent_at).not.toBeNull();
  }, 120_000);
});
