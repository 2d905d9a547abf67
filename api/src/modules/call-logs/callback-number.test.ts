import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { callbackRefusals, callbackRevealLimit } from './callback-number.service.ts';

const guest = '+44 20 7946 0958';
const summary = 'Guest was charged twice for the room and asked to be called back today.';

let app: TestApp;
let hotelId: string;
const members: Record<'owner' | 'manager' | 'frontDesk', BrowserAgent> = {} as never;
let outsider: BrowserAgent;
let admin: BrowserAgent;

/** A finished call row; `reasons` is its follow-up analysis (callback_requested flags it). */
async function insertCall(callId: string, reasons: string[], callerNumber: string | null = guest) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text,
       turn_count, caller_number, summary, follow_up_reasons)
     values ($1, $2, 'frontdesk', now() - interval '1 hour', now() - interval '58 minutes', '[]'::jsonb, '', 0,
       $3, $4, $5)`,
    [hotelId, callId, callerNumber, summary, reasons],
  );
}

const reveal = (agent: BrowserAgent, callId: string, hotel = hotelId) =>
  agent.post(`/api/hotels/${hotel}/call-logs/${callId}/callback-number`);

const auditRows = async (callId: string) =>
  (
    await app.deps.pool.query(
      `select actor_email, actor_user_id, hotel_id, subject, details, occurred_at
       from public.audit_events where action = 'callback.number_shown' and subject = $1 order by audit_event_id`,
      [callId],
    )
  ).rows;

async function member(role: 'owner' | 'manager' | 'front_desk') {
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotelId, role);
  return { user, agent: await signedInAgent(app, user) };
}

beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool, { name: 'Callback Hotel' })).id;
  members.owner = (await member('owner')).agent;
  members.manager = (await member('manager')).agent;
  members.frontDesk = (await member('front_desk')).agent;
  const other = await createHotel(app.deps.pool);
  const stranger = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, stranger.id, other.id, 'owner');
  outsider = await signedInAgent(app, stranger);
  admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
  await insertCall('cb-flagged_frontdesk_20261101_090000', ['callback_requested', 'negative_sentiment']);
  await insertCall('cb-complaint_frontdesk_20261101_091000', ['complaint']);
  await insertCall('cb-nonumber_frontdesk_20261101_092000', ['callback_requested'], null);
});
afterAll(() => app.close());

describe('callback number reveal', () => {
  it.each(['owner', 'manager', 'frontDesk'] as const)(
    'when the %s reveals a flagged call, then the full number and summary come back and one audit row names them',
    async (who) => {
      const callId = `cb-${who}_frontdesk_20261102_090000`;
      await insertCall(callId, ['callback_requested']);
      const before = new Date();
      const res = await reveal(members[who], callId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ callId, callerNumber: guest, summary });
      expect(res.headers['cache-control']).toBe('no-store');
      const rows = await auditRows(callId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ hotel_id: hotelId, subject: callId });
      expect(rows[0].actor_email).toMatch(/@test\.hotelvoice\.dev$/);
      expect(rows[0].details).toEqual({ role: who === 'frontDesk' ? 'front_desk' : who });
      expect(JSON.stringify(rows[0])).not.toContain('7946');
      expect(rows[0].occurred_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    },
  );

  it('when the same person reveals twice, then each reveal is its own audit row', async () => {
    const callId = 'cb-twice_frontdesk_20261103_090000';
    await insertCall(callId, ['callback_requested']);
    expect((await reveal(members.frontDesk, callId)).status).toBe(200);
    expect((await reveal(members.frontDesk, callId)).status).toBe(200);
    expect(await auditRows(callId)).toHaveLength(2);
  });

  it('when the call is not flagged for a callback, then 409 says so and nothing is logged', async () => {
    const res = await reveal(members.owner, 'cb-complaint_frontdesk_20261101_091000');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(callbackRefusals.notFlagged);
    expect(JSON.stringify(res.body)).not.toContain('7946');
    expect(await auditRows('cb-complaint_frontdesk_20261101_091000')).toHaveLength(0);
  });

  it('when a flagged call has no caller number, or one the card redactor emptied, then 409 says so and nothing is logged', async () => {
    const redacted = 'cb-redacted_frontdesk_20261101_093000';
    await insertCall(redacted, ['callback_requested'], '[card number removed]');
    for (const callId of ['cb-nonumber_frontdesk_20261101_092000', redacted]) {
      const res = await reveal(members.frontDesk, callId);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(callbackRefusals.noNumber);
      expect(await auditRows(callId)).toHaveLength(0);
    }
  });

  it("when someone without a role on the hotel asks, then 403 and nothing is logged, an admin's included", async () => {
    const callId = 'cb-flagged_frontdesk_20261101_090000';
    const stranger = await reveal(outsider, callId);
    expect(stranger.status).toBe(403);
    expect(JSON.stringify(stranger.body)).not.toContain('7946');
    const support = await reveal(admin, callId);
    expect(support.status).toBe(403);
    expect(support.body.error.message).toBe(callbackRefusals.notOnTeam);
    expect(await auditRows(callId)).toHaveLength(0);
  });

  it('when the call was erased or removed by retention, then 410 or 404 and nothing is logged', async () => {
    const erased = 'cb-erased_frontdesk_20261104_090000';
    const expired = 'cb-expired_frontdesk_20261104_091000';
    await insertCall(erased, ['callback_requested']);
    await insertCall(expired, ['callback_requested']);
    await app.deps.pool.query('insert into public.erased_calls (hotel_id, call_id) values ($1, $2)', [hotelId, erased]);
    await app.deps.pool.query('delete from public.call_logs where hotel_id = $1 and call_id = any($2)', [
      hotelId,
      [erased, expired],
    ]);
    const gone = await reveal(members.frontDesk, erased);
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toBe(callbackRefusals.erased);
    expect((await reveal(members.frontDesk, expired)).status).toBe(404);
    expect(await auditRows(erased)).toHaveLength(0);
    expect(await auditRows(expired)).toHaveLength(0);
  });

  it('when the call id is malformed, then 400 and nothing is logged', async () => {
    const res = await reveal(members.owner, 'not a call id');
    expect(res.status).toBe(400);
    const { rowCount } = await app.deps.pool.query(
      `select 1 from public.audit_events where action = 'callback.number_shown' and subject = 'not a call id'`,
    );
    expect(rowCount).toBe(0);
  });

  it('when a number was revealed, then the list, the detail and the CSV export still show it masked', async () => {
    const callId = 'cb-flagged_frontdesk_20261101_090000';
    expect((await reveal(members.manager, callId)).status).toBe(200);
    const list = await members.manager.get(`/api/hotels/${hotelId}/call-logs`);
    const item = list.body.items.find((i: { callId: string }) => i.callId === callId);
    expect(item.callerNumber).toBe('•••• 0958');
    const detail = await members.manager.get(`/api/hotels/${hotelId}/call-logs/${callId}`);
    expect(detail.body.callerNumber).toBe('•••• 0958');
    const csv = await members.manager.get(`/api/hotels/${hotelId}/call-logs/export.csv?from=2000-01-01`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('•••• 0958');
    for (const answer of [JSON.stringify(list.body), JSON.stringify(detail.body), csv.text])
      expect(answer).not.toContain('7946');
  });

  it('when a person has used up their reveals for the hour, then 429 and no further audit row', async () => {
    const { user, agent } = await member('front_desk');
    const callId = 'cb-limit_frontdesk_20261105_090000';
    await insertCall(callId, ['callback_requested']);
    for (let i = 0; i < callbackRevealLimit.points; i++) expect((await reveal(agent, callId)).status).toBe(200);
    const refused = await reveal(agent, callId);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const rows = await auditRows(callId);
    expect(rows).toHaveLength(callbackRevealLimit.points);
    expect(rows.every((row) => row.actor_user_id === user.id)).toBe(true);
    // Another person's reveals are counted apart.
    expect((await reveal(members.owner, callId)).status).toBe(200);
  });
});
