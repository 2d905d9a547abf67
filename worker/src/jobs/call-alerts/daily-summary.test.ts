import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { sendDailySummaries } from './send-daily-summaries.ts';

let app: TestApp;
let links: { publicUrl: string; signingSecret: string };

beforeAll(() => {
  app = createTestApp();
  links = { publicUrl: app.config.publicUrl, signingSecret: app.config.alertsSigningSecret };
});

afterAll(async () => {
  await app?.close();
});

async function ownerOf(timezone: string) {
  const hotel = await createHotel(app.deps.pool, { name: 'Summary <Hotel>' });
  await app.deps.pool.query('update public.hotels set timezone = $2 where hotel_id = $1', [hotel.id, timezone]);
  const owner = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  return { hotel, owner };
}

/** An alert item as the call-alerts job records it for a reason on daily summary, raised at `at`. */
async function itemAt(userId: string, hotelId: string, reason: string, subjectId: string, at: string) {
  await app.deps.pool.query(
    `insert into public.daily_alert_items (user_id, hotel_id, reason, subject_id, title, detail, happened_at, created_at)
     values ($1, $2, $3, $4, $5, 'The guest said <b>never again</b>.', $6, $6)`,
    [userId, hotelId, reason, subjectId, `Call ${subjectId}`, at],
  );
}

async function summariesTo(email: string) {
  const { rows } = await app.deps.pool.query<{
    subject: string;
    text_body: string;
    html_body: string;
    headers: Record<string, string>;
  }>(
    'select subject, text_body, html_body, headers from public.outbox_messages where to_address = $1 order by created_at',
    [email],
  );
  return rows;
}

describe('daily alert summary', () => {
  it('when 08:00 passes in Berlin on the day clocks spring forward, then the owner gets one summary of the alerts before it, however often the sweep runs', async () => {
    const { hotel, owner } = await ownerOf('Europe/Berlin');
    // Saturday 28 March 2026, 21:00 and 23:30 CET; Sunday 29 March clocks go from 02:00 to 03:00 (CEST).
    await itemAt(owner.id, hotel.id, 'negative_sentiment', 'sum1_lobby_20260328_210000', '2026-03-28T20:00:00Z');
    await itemAt(owner.id, hotel.id, 'transferred', 'sum2_lobby_20260328_233000', '2026-03-28T22:30:00Z');

    // 07:59 CEST (05:59 UTC): too early.
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-03-29T05:59:00Z'))).toHaveLength(0);
    // 08:00 CEST is 06:00 UTC, an hour earlier in UTC than the day before; again later, and twice at once.
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-03-29T06:00:00Z'))).toHaveLength(1);
    await sendDailySummaries(app.deps.pool, links, new Date('2026-03-29T09:00:00Z'));
    await Promise.all([
      sendDailySummaries(app.deps.pool, links, new Date('2026-03-29T10:00:00Z')),
      sendDailySummaries(app.deps.pool, links, new Date('2026-03-29T10:00:00Z')),
    ]);
    const sent = await summariesTo(owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Daily summary for Summary <Hotel>, 2026-03-29: 2 alerts');
    expect(sent[0]!.text_body).toContain('Negative sentiment (1)');
    expect(sent[0]!.text_body).toContain('Call transferred (1)');
    expect(sent[0]!.text_body).toContain('Call sum1_lobby_20260328_210000 (Sat 28 Mar, 21:00)');
    expect(sent[0]!.text_body).toContain(
      `${app.config.publicUrl}/dashboard/call-logs?hotel=${hotel.id}&id=sum2_lobby_20260328_233000`,
    );
    expect(sent[0]!.text_body).toContain('<b>never again</b>');
    expect(sent[0]!.html_body).toContain('&lt;b&gt;never again&lt;&#x2F;b&gt;');
    expect(sent[0]!.html_body).toContain('Summary &lt;Hotel&gt;');
    expect(sent[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // An alert after 08:00 waits for Monday's summary.
    await itemAt(owner.id, hotel.id, 'negative_sentiment', 'sum3_lobby_20260329_090000', '2026-03-29T07:00:00Z');
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-03-30T05:59:00Z'))).toHaveLength(0);
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-03-30T06:00:00Z'))).toHaveLength(1);
    const next = await summariesTo(owner.email);
    expect(next).toHaveLength(2);
    expect(next[1]!.subject).toBe('Daily summary for Summary <Hotel>, 2026-03-30: 1 alert');
    expect(next[1]!.text_body).toContain('sum3_lobby_20260329_090000');
    expect(next[1]!.text_body).not.toContain('sum1_lobby');
  });

  it('when clocks fall back, then the summary goes at 08:00 CET, not at 08:00 CEST', async () => {
    const { hotel, owner } = await ownerOf('Europe/Berlin');
    await itemAt(owner.id, hotel.id, 'missed_or_failed', 'sum4_lobby_20261024_220000', '2026-10-24T20:00:00Z');
    // Sunday 25 October 2026: 07:00 UTC is 08:00 CET; 06:00 UTC would have been 08:00 the day before.
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-10-25T06:00:00Z'))).toHaveLength(0);
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-10-25T06:59:00Z'))).toHaveLength(0);
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-10-25T07:00:00Z'))).toHaveLength(1);
    expect((await summariesTo(owner.email))[0]!.subject).toContain('2026-10-25');
  });

  it('when a reason was switched to immediate or off before 08:00, then its items are left out, and a summary with nothing left is not sent', async () => {
    const { hotel, owner } = await ownerOf('Asia/Tokyo');
    await itemAt(owner.id, hotel.id, 'transferred', 'sum5_lobby_20261101_200000', '2026-11-01T11:00:00Z');
    await itemAt(owner.id, hotel.id, 'negative_sentiment', 'sum6_lobby_20261101_200000', '2026-11-01T11:00:00Z');
    await app.deps.pool.query(
      `insert into public.alert_settings (user_id, hotel_id, reason, delivery)
       values ($1, $2, 'transferred', 'immediate'), ($1, $2, 'negative_sentiment', 'off')`,
      [owner.id, hotel.id],
    );
    // 08:00 in Tokyo on 2 November is 23:00 UTC on the 1st.
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-11-01T23:00:00Z'))).toHaveLength(0);
    expect(await summariesTo(owner.email)).toHaveLength(0);
    const { rows } = await app.deps.pool.query(
      'select count(*)::int as pending from public.daily_alert_items where user_id = $1 and handled_at is null',
      [owner.id],
    );
    expect(rows[0].pending).toBe(0);
  });

  it("when the owner POSTs the summary's List-Unsubscribe URL, then every reason on daily summary is off and the others are unchanged", async () => {
    const { hotel, owner } = await ownerOf('UTC');
    await app.deps.pool.query(
      `insert into public.alert_settings (user_id, hotel_id, reason, delivery) values ($1, $2, 'complaint', 'daily')`,
      [owner.id, hotel.id],
    );
    await itemAt(owner.id, hotel.id, 'complaint', 'sum7_lobby_20261101_200000', '2026-11-01T20:00:00Z');
    expect(await sendDailySummaries(app.deps.pool, links, new Date('2026-11-02T08:00:00Z'))).toHaveLength(1);
    const [mail] = await summariesTo(owner.email);
    const url = new URL(mail!.headers['List-Unsubscribe']!.replace(/^<|>$/g, ''));
    const res = await request(app.app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.text).toContain('daily summary');

    const { rows } = await app.deps.pool.query<{ reason: string; delivery: string }>(
      'select reason, delivery from public.alert_settings where user_id = $1 and hotel_id = $2 order by reason',
      [owner.id, hotel.id],
    );
    // complaint (saved daily), and the defaults on daily: negative sentiment, transferred, missed or failed.
    expect(rows).toEqual([
      { reason: 'complaint', delivery: 'off' },
      { reason: 'missed_or_failed', delivery: 'off' },
      { reason: 'negative_sentiment', delivery: 'off' },
      { reason: 'transferred', delivery: 'off' },
    ]);
  });

  it('when the owner opens the alert settings, then the preview shows the alerts waiting for the next 08:00 summary, and only reasons still on it', async () => {
    const { hotel, owner } = await ownerOf('Asia/Tokyo');
    await itemAt(owner.id, hotel.id, 'transferred', 'sum8_lobby_20261126_100000', '2026-11-26T01:00:00Z');
    await itemAt(owner.id, hotel.id, 'complaint', 'sum9_lobby_20261126_100000', '2026-11-26T01:00:00Z');
    const agent = await signedInAgent(app, owner);
    const res = await agent.get(`/api/hotels/${hotel.id}/alert-settings/daily-summary-preview`);
    expect(res.status).toBe(200);
    // complaint is on immediate (the default): only the transfer is listed.
    expect(res.body.items).toBe(1);
    expect(res.body.sendsAt).toMatch(/^\d{4}-\d{2}-\d{2}T08:00$/);
    expect(res.body.subject).toContain('1 alert');
    expect(res.body.html).toContain('sum8_lobby_20261126_100000');
    expect(res.body.html).not.toContain('sum9_lobby');

    const stranger = await createUser(app.deps.auth, app.deps.pool);
    const denied = await (
      await signedInAgent(app, stranger)
    ).get(`/api/hotels/${hotel.id}/alert-settings/daily-summary-preview`);
    expect(denied.status).toBe(403);
  });
});
