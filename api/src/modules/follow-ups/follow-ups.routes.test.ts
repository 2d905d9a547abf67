import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../contracts/alerts.ts';
import type { FollowUpActivityList, FollowUpAssignees, FollowUpPage } from '../../contracts/follow-ups.ts';
import type { Insights } from '../../contracts/insights.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let hotelId: string;
let otherHotelId: string;
const people = {} as Record<'owner' | 'desk' | 'manager' | 'stranger', { id: string; agent: BrowserAgent }>;

const period = 'from=2025-05-01&to=2025-05-31';
const base = () => `/api/hotels/${hotelId}/follow-ups`;

async function followUpCall(hotel: string, callId: string, startedAt: string, reasons = ['complaint']) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, resolution, resolution_source,
       classifier_version, follow_up_reasons, summary)
     values ($1, $2, 'lobby', $3, 'complaint', 'auto', 1, $4, 'The guest in 204 wants a quieter room.')`,
    [hotel, callId, startedAt, reasons],
  );
}

const list = async (agent: BrowserAgent, query = '') =>
  (await agent.get(`${base()}?${period}${query}`).expect(200)).body as FollowUpPage;
const ids = (page: FollowUpPage) => page.items.map((item) => item.callId);
const openFigure = async () =>
  ((await people.owner.agent.get(`/api/hotels/${hotelId}/insights?${period}`).expect(200)).body as Insights).totals
    .followUps;
const alertsOf = async (userId: string) =>
  (
    await app.deps.pool.query<{ reason: string; subject_id: string }>(
      `select n.reason, n.subject_id from public.notifications n where n.user_id = $1 and n.reason = 'follow_up_assigned'`,
      [userId],
    )
  ).rows;
const emailsOf = async (userId: string) =>
  (
    await app.deps.pool.query<{ subject_id: string }>(
      `select subject_id from public.alert_emails where user_id = $1 and reason = 'follow_up_assigned'`,
      [userId],
    )
  ).rows;

beforeAll(async () => {
  app = createTestApp();
  hotelId = (await createHotel(app.deps.pool, { name: 'Handover Hotel' })).id;
  otherHotelId = (await createHotel(app.deps.pool, { name: 'Elsewhere Inn' })).id;
  await app.deps.pool.query(`update public.hotels set timezone = 'UTC' where hotel_id = any($1::uuid[])`, [
    [hotelId, otherHotelId],
  ]);
  const roles = { owner: 'owner', desk: 'front_desk', manager: 'manager' } as const;
  for (const [key, role] of Object.entries(roles)) {
    const user = await createUser(app.deps.auth, app.deps.pool, { firstName: key === 'desk' ? 'Dana' : 'Olga' });
    await linkUserToHotel(app.deps.pool, user.id, hotelId, role);
    people[key as keyof typeof roles] = { id: user.id, agent: await signedInAgent(app, user) };
  }
  const stranger = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, stranger.id, otherHotelId);
  people.stranger = { id: stranger.id, agent: await signedInAgent(app, stranger) };
  // The manager hears about assignments only in the daily summary.
  await app.deps.pool.query(
    `insert into public.alert_settings (user_id, hotel_id, reason, delivery) values ($1, $2, 'follow_up_assigned', 'daily')`,
    [people.manager.id, hotelId],
  );

  await followUpCall(hotelId, 'a_lobby_20250510_090000', '2025-05-10T09:00:00Z');
  await followUpCall(hotelId, 'b_lobby_20250511_090000', '2025-05-11T09:00:00Z');
  await followUpCall(hotelId, 'c_lobby_20250512_090000', '2025-05-12T09:00:00Z');
  await followUpCall(otherHotelId, 'x_lobby_20250512_090000', '2025-05-12T09:00:00Z');
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at) values ($1, 'n_lobby_20250513_090000', 'lobby', '2025-05-13T09:00:00Z')`,
    [hotelId],
  );
});

afterAll(async () => {
  await app?.close();
});

describe('follow-up assignment', () => {
  it("when someone outside the hotel's team reaches for its follow-ups, then every route refuses and nothing changes", async () => {
    const stranger = people.stranger.agent;
    const call = `${base()}/a_lobby_20250510_090000`;
    expect((await stranger.get(`${base()}?${period}`)).status).toBe(403);
    expect((await stranger.get(`${base()}/assignees`)).status).toBe(403);
    expect((await stranger.get(`${call}/activity`)).status).toBe(403);
    expect((await stranger.put(`${call}/assignee`).send({ assigneeId: people.stranger.id })).status).toBe(403);
    expect((await stranger.post(`${call}/comments`).send({ text: 'hello' })).status).toBe(403);
    expect((await stranger.post(`${call}/handled`)).status).toBe(403);
    expect((await stranger.delete(`${call}/handled`)).status).toBe(403);
    expect(
      (await app.deps.pool.query('select 1 from public.call_follow_up_activities where hotel_id = $1', [hotelId]))
        .rowCount,
    ).toBe(0);
  });

  it('when the owner assigns a follow-up to the front desk twice, then it is theirs, "Mine" lists it and they are alerted once, in the app and by e-mail', async () => {
    const call = `${base()}/a_lobby_20250510_090000`;
    const first = await people.owner.agent.put(`${call}/assignee`).send({ assigneeId: people.desk.id }).expect(200);
    expect(first.body.assignee).toEqual({ userId: people.desk.id, name: 'Dana Tester' });
    await people.owner.agent.put(`${call}/assignee`).send({ assigneeId: people.desk.id }).expect(200);

    expect(await alertsOf(people.desk.id)).toEqual([
      { reason: 'follow_up_assigned', subject_id: 'a_lobby_20250510_090000' },
    ]);
    expect(await emailsOf(people.desk.id)).toHaveLength(1);
    const bell = (await people.desk.agent.get('/api/me/notifications').expect(200)).body as NotificationList;
    expect(bell.notifications[0]).toMatchObject({ reason: 'follow_up_assigned', hotelName: 'Handover Hotel' });
    expect(bell.notifications[0]!.detail).toContain('Olga Tester gave this follow-up to you.');

    expect(ids(await list(people.desk.agent, '&view=mine'))).toEqual(['a_lobby_20250510_090000']);
    expect(ids(await list(people.owner.agent, '&view=mine'))).toEqual([]);
    const unassigned = await list(people.owner.agent, '&view=unassigned');
    expect(ids(unassigned)).toEqual(['c_lobby_20250512_090000', 'b_lobby_20250511_090000']);
    expect(unassigned.total).toBe(2);
    const all = await list(people.owner.agent);
    expect(all.total).toBe(3);
    expect(all.items.find((item) => item.callId === 'a_lobby_20250510_090000')!.assignee?.name).toBe('Dana Tester');
    // Assigning changes who, not whether it is open: the one figure is still all three.
    expect(await openFigure()).toBe(3);
  });

  it('when a follow-up is reassigned, unassigned and given back, then each person is alerted as they chose and nobody twice', async () => {
    const call = `${base()}/b_lobby_20250511_090000`;
    await people.desk.agent.put(`${call}/assignee`).send({ assigneeId: people.manager.id }).expect(200);
    await people.desk.agent.put(`${call}/assignee`).send({ assigneeId: people.owner.id }).expect(200);
    await people.owner.agent.put(`${call}/assignee`).send({ assigneeId: null }).expect(200);
    await people.desk.agent.put(`${call}/assignee`).send({ assigneeId: people.owner.id }).expect(200);

    // The manager chose the daily summary: no bell, no e-mail now, one summary item.
    expect(await alertsOf(people.manager.id)).toEqual([]);
    const daily = await app.deps.pool.query(
      `select subject_id from public.daily_alert_items where user_id = $1 and reason = 'follow_up_assigned'`,
      [people.manager.id],
    );
    expect(daily.rows).toEqual([{ subject_id: 'b_lobby_20250511_090000' }]);
    expect(await alertsOf(people.owner.id)).toHaveLength(1);

    const history = (await people.desk.agent.get(`${call}/activity`).expect(200)).body as FollowUpActivityList;
    expect(history.items.map((entry) => [entry.kind, entry.actor?.userId, entry.assignee?.userId ?? null])).toEqual([
      ['assigned', people.desk.id, people.manager.id],
      ['assigned', people.desk.id, people.owner.id],
      ['unassigned', people.owner.id, null],
      ['assigned', people.desk.id, people.owner.id],
    ]);
  });

  it('when someone takes a follow-up themselves, then it is theirs without an alert', async () => {
    const call = `${base()}/c_lobby_20250512_090000`;
    await people.manager.agent.put(`${call}/assignee`).send({ assigneeId: people.manager.id }).expect(200);
    expect(ids(await list(people.manager.agent, '&view=mine'))).toEqual(['c_lobby_20250512_090000']);
    const daily = await app.deps.pool.query(
      `select subject_id from public.daily_alert_items where user_id = $1 and subject_id = 'c_lobby_20250512_090000'`,
      [people.manager.id],
    );
    expect(daily.rowCount).toBe(0);
    await people.manager.agent.put(`${call}/assignee`).send({ assigneeId: null }).expect(200);
  });

  it('given a bad assignment, then a clear 4xx and nothing changes', async () => {
    const call = `${base()}/c_lobby_20250512_090000`;
    const before = await app.deps.pool.query('select count(*)::int as n from public.call_follow_up_activities');
    const refusals: [Promise<{ status: number; body: { error?: { message?: string } } }>, number][] = [
      [people.owner.agent.put(`${call}/assignee`).send({ assigneeId: people.stranger.id }), 400],
      [people.owner.agent.put(`${call}/assignee`).send({ assigneeId: 'not-a-uuid' }), 400],
      [people.owner.agent.put(`${call}/assignee`).send({}), 400],
      [people.owner.agent.put(`${call}/assignee`).send({ assigneeId: people.desk.id, extra: 1 }), 400],
      [people.owner.agent.put(`${base()}/n_lobby_20250513_090000/assignee`).send({ assigneeId: people.desk.id }), 404],
      [people.owner.agent.put(`${base()}/x_lobby_20250512_090000/assignee`).send({ assigneeId: people.desk.id }), 404],
      [people.owner.agent.put(`${base()}/bad%20id/assignee`).send({ assigneeId: people.desk.id }), 400],
    ];
    for (const [request, status] of refusals) {
      const res = await request;
      expect(res.status).toBe(status);
      expect(res.body.error?.message).toBeTruthy();
    }
    const after = await app.deps.pool.query('select count(*)::int as n from public.call_follow_up_activities');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await list(people.owner.agent, '&view=unassigned')).total).toBe(1);
  });

  it('when a team member comments, then the comment is kept as plain text with its author and time, and bad comments are refused', async () => {
    const call = `${base()}/a_lobby_20250510_090000`;
    const text = '  Called back <b>twice</b>; guest moved to 310.  ';
    const res = await people.desk.agent.post(`${call}/comments`).send({ text }).expect(201);
    expect(res.body).toMatchObject({ kind: 'comment', body: text.trim(), actor: { userId: people.desk.id } });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'a\0b' }, { text: 5 }, {}]) {
      const refused = await people.desk.agent.post(`${call}/comments`).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBeTruthy();
    }
    const history = (await people.owner.agent.get(`${call}/activity`).expect(200)).body as FollowUpActivityList;
    expect(history.items.filter((entry) => entry.kind === 'comment').map((entry) => entry.body)).toEqual([text.trim()]);
    expect((await list(people.owner.agent)).items.find((i) => i.callId === 'a_lobby_20250510_090000')!.comments).toBe(
      1,
    );
  });

  it('when a follow-up is marked done and reopened, then who and when are kept and the open figure and list follow', async () => {
    const call = `${base()}/a_lobby_20250510_090000`;
    const done = await people.desk.agent.post(`${call}/handled`).expect(200);
    expect(done.body.done.by).toEqual({ userId: people.desk.id, name: 'Dana Tester' });
    const again = await people.owner.agent.post(`${call}/handled`).expect(200);
    expect(again.body.done).toEqual(done.body.done);
    expect(await openFigure()).toBe(2);
    expect(ids(await list(people.desk.agent, '&view=mine'))).toEqual([]);
    const doneList = await list(people.desk.agent, '&view=mine&status=done');
    expect(ids(doneList)).toEqual(['a_lobby_20250510_090000']);
    expect(doneList.items[0]!.done?.by?.name).toBe('Dana Tester');
    expect((await list(people.owner.agent)).total).toBe(2);

    const reopened = await people.owner.agent.delete(`${call}/handled`).expect(200);
    expect(reopened.body.done).toBeNull();
    expect(reopened.body.assignee.userId).toBe(people.desk.id);
    await people.owner.agent.delete(`${call}/handled`).expect(200);
    expect(await openFigure()).toBe(3);
    const history = (await people.owner.agent.get(`${call}/activity`).expect(200)).body as FollowUpActivityList;
    expect(history.items.slice(-2).map((entry) => [entry.kind, entry.actor?.userId])).toEqual([
      ['done', people.desk.id],
      ['reopened', people.owner.id],
    ]);
  });

  it('given a bad list filter, then a clear 400', async () => {
    for (const query of ['&view=theirs', '&status=closed', '&view=']) {
      const res = await people.owner.agent.get(`${base()}?${period}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('when the assignees are asked for, then every active member of the team is listed, and nobody else', async () => {
    const res = (await people.desk.agent.get(`${base()}/assignees`).expect(200)).body as FollowUpAssignees;
    expect(res.members.map((m) => [m.userId, m.role])).toEqual([
      [people.owner.id, 'owner'],
      [people.manager.id, 'manager'],
      [people.desk.id, 'front_desk'],
    ]);
  });

  it('when an assignee leaves the team, then their follow-ups are unassigned', async () => {
    const leaver = await createUser(app.deps.auth, app.deps.pool);
    await linkUserToHotel(app.deps.pool, leaver.id, hotelId, 'front_desk');
    const call = `${base()}/c_lobby_20250512_090000`;
    await people.owner.agent.put(`${call}/assignee`).send({ assigneeId: leaver.id }).expect(200);
    await people.owner.agent.delete(`/api/hotels/${hotelId}/team/members/${leaver.id}`).expect(204);
    const item = (await list(people.owner.agent)).items.find((i) => i.callId === 'c_lobby_20250512_090000');
    expect(item!.assignee).toBeNull();
  });
});
