import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConnectionOf } from '@hotelvoice/api/compose';
import { createQueueOf } from '@hotelvoice/api/platform/queues/app-queues';
import { createHotel, createUser, linkUserToHotel } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startTestWorker } from '../../../../test/support/worker-process.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { newCallId } from '../../../../test/support/calls.ts';
import { decodedMail, mailHeader, startSmtpReceiver, zoneWhereHourIs } from '../../../../test/support/smtp-receiver.ts';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let alerts: ReturnType<typeof createQueueOf<'callAlerts'>>;

async function ownedHotel(timezone: string) {
  const hotel = await createHotel(app.deps.pool, { name: `Summary Hotel ${Math.random().toString(36).slice(2, 6)}` });
  await app.deps.pool.query('update public.hotels set timezone = $2 where hotel_id = $1', [hotel.id, timezone]);
  const owner = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  return { hotel, owner };
}

/** A stored call with follow-up reasons, and its alerts job, as an older worker's call-ingest queued it (decision 109). */
async function callWith(hotelId: string, reasons: string[]) {
  const callId = newCallId('summary');
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, summary, follow_up_reasons)
     values ($1, $2, 'summary', now(), 'A guest call.', $3)`,
    [hotelId, callId, reasons],
  );
  await alerts.add('call', { hotelId, callId }, { jobId: `${hotelId}_${callId}` });
  return callId;
}

const subjectOf = (raw: string) => mailHeader(raw, 'Subject') ?? '';

/**
 * Sweeps every 2 s instead of every minute, and a dead worker's job handed on within about 20 s
 * instead of after BullMQ's 30 s lock and 30 s stalled check: the same code paths, at test pace
 * (a shorter lock would let a loaded machine's slow renewal count running jobs as stalled).
 */
const workerEnv = () => ({ SMTP_URL: smtp.url, ALERT_SWEEP_EVERY_MS: '2000', JOB_LOCK_MS: '10000' });

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

describe('daily summary and review alerts through a real worker and SMTP receiver', () => {
  it('when alerts are on daily summary, then after 08:00 hotel time they come in one e-mail without the immediate ones, once, though the worker is killed mid-send', async () => {
    // Past 08:00 on the hotel's clock and outside quiet hours, so immediate e-mails go at once.
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(9, 20));
    await app.deps.pool.query(
      `insert into public.alert_settings (user_id, hotel_id, reason, delivery) values ($1, $2, 'complaint', 'daily')`,
      [owner.id, hotel.id],
    );
    // complaint: daily (saved); negative sentiment: daily (default); callback: immediate (default).
    const complaint = await callWith(hotel.id, ['complaint']);
    const mixed = await callWith(hotel.id, ['negative_sentiment', 'callback_requested']);
    const callback = await callWith(hotel.id, ['callback_requested']);
    await eventually(
      async () => (smtp.mailsTo(owner.email).length === 2 ? true : undefined),
      'the two immediate callback e-mails',
    );
    expect(smtp.mailsTo(owner.email).some((m) => m.raw.includes(complaint))).toBe(false);
    await eventually(async () => {
      const { rows } = await app.deps.pool.query(
        'select reason, subject_id from public.daily_alert_items where user_id = $1 order by reason',
        [owner.id],
      );
      return rows.length === 2 ? rows : undefined;
    }, 'the two daily items');
    const { rows: bell } = await app.deps.pool.query(
      'select reason, subject_id from public.notifications where user_id = $1 order by subject_id',
      [owner.id],
    );
    expect(bell.every((n) => n.reason === 'callback_requested')).toBe(true);

    // Raised yesterday evening, so today's 08:00 summary is owed; the next sweep writes it, and
    // the worker dies while the summary is in SMTP DATA.
    await app.deps.pool.query(
      `update public.daily_alert_items set created_at = created_at - interval '1 day' where user_id = $1`,
      [owner.id],
    );
    await smtp.holdNextMessage();
    await worker.kill('SIGKILL');
    worker = await startTestWorker(app, workerEnv());
    // BullMQ hands the killed worker's mail job on once its lock has lapsed and a stalled-job
    // check has seen it (JOB_LOCK_MS each).
    const summary = await eventually(
      async () => smtp.mailsTo(owner.email).find((m) => subjectOf(m.raw).startsWith('Daily summary')),
      'the summary e-mail',
      90_000,
    );
    const body = decodedMail(summary.raw);
    expect(body).toContain(complaint);
    expect(body).toContain(mixed);
    expect(body).not.toContain(callback);
    expect(body).toContain('Complaint (1)');
    expect(body).toContain('Negative sentiment (1)');
    expect(body).not.toContain('Caller asked for a callback');
    expect(mailHeader(summary.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // A later sweep (one that sends an e-mail due now elsewhere, to know it ran) sends no second summary.
    const other = await ownedHotel(zoneWhereHourIs(9, 20));
    await app.deps.pool.query(
      `insert into public.alert_emails (user_id, hotel_id, reason, subject_id, title, due_at)
       values ($1, $2, 'complaint', 'marker', 'Marker alert', now())`,
      [other.owner.id, other.hotel.id],
    );
    await eventually(async () => smtp.mailsTo(other.owner.email)[0], 'the next sweep', 60_000);
    expect(smtp.mailsTo(owner.email).filter((m) => subjectOf(m.raw).startsWith('Daily summary'))).toHaveLength(1);
    const { rows: claims } = await app.deps.pool.query(
      'select items from public.daily_alert_summaries where user_id = $1',
      [owner.id],
    );
    expect(claims).toEqual([{ items: 2 }]);
  }, 180_000);

  it('when the alert job of a 1-star review cannot be queued, then the alert sweep still alerts the owner, once', async () => {
    const { hotel, owner } = await ownedHotel(zoneWhereHourIs(8, 20));
    // The api loses Redis: the review is stored, its job is not.
    (app.deps.queues.callAlerts.opts.connection as Redis).disconnect();
    const agent = await browserAgent(app.app);
    const res = await agent
      .post('/api/reviews')
      .send({ hotelId: hotel.id, rating: 1, feedback: 'Cold room, rude night desk.' });
    expect(res.status).toBe(201);
    const { rows } = await app.deps.pool.query('select alert_pending from public.reviews where review_id = $1', [
      res.body.reviewId,
    ]);
    expect(rows[0].alert_pending).toBe(true);
    // No job runs it: a few seconds on, nobody is alerted (the sweep leaves reviews younger than 10 s to their job).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { rows: before } = await app.deps.pool.query('select 1 from public.notifications where user_id = $1', [
      owner.id,
    ]);
    expect(before).toHaveLength(0);

    const mail = await eventually(
      async () => smtp.mailsTo(owner.email).find((m) => decodedMail(m.raw).includes('rude night desk')),
      'the low-review e-mail',
      60_000,
    );
    expect(decodedMail(mail.raw)).toContain('1-star review');
    await eventually(async () => {
      const { rows: review } = await app.deps.pool.query(
        'select alert_pending from public.reviews where review_id = $1',
        [res.body.reviewId],
      );
      return review[0].alert_pending === false ? true : undefined;
    }, 'the review marked alerted');
    const { rows: bell } = await app.deps.pool.query(
      `select count(*)::int as n from public.notifications where user_id = $1 and reason = 'low_review'`,
      [owner.id],
    );
    expect(bell[0].n).toBe(1);
    expect(smtp.mailsTo(owner.email)).toHaveLength(1);
  }, 120_000);
});
