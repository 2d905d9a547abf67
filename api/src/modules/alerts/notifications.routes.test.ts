import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, NotificationList } from '../../contracts/alerts.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * An owner with `count` alerts at one hotel, a minute apart from 12:00 back (less `offsetSeconds`),
 * three of them sharing one instant.
 */
async function ownerWithAlerts(count: number, offsetSeconds = 0) {
  const owner = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  await app.deps.pool.query(
    `insert into public.notifications (user_id, hotel_id, reason, subject_id, title, created_at, read_at)
     select $1, $2, 'complaint', 'call-' || i, 'Complaint ' || i,
            timestamptz '2026-11-20 12:00:00+00' - make_interval(secs => $4)
              - make_interval(mins => case when i between 10 and 12 then 10 else i end),
            case when i % 4 = 0 then now() end
     from generate_series(1, $3::int) i`,
    [owner.id, hotel.id, count, offsetSeconds],
  );
  return { owner, hotel, agent: await signedInAgent(app, owner) };
}

describe('the alerts list, a page at a time', () => {
  it('when an owner pages through 60 alerts, then each comes once, newest first, and the count of unread is of all', async () => {
    const { agent } = await ownerWithAlerts(60);
    const seen: AppNotification[] = [];
    const pages: NotificationList[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await agent.get('/api/me/notifications').query(cursor ? { cursor } : {});
      expect(res.status).toBe(200);
      const page = res.body as NotificationList;
      pages.push(page);
      seen.push(...page.notifications);
      cursor = page.nextCursor;
    } while (cursor);

    expect(pages.map((p) => p.notifications.length)).toEqual([25, 25, 10]);
    expect(pages.every((p) => p.unread === 45)).toBe(true);
    expect(new Set(seen.map((n) => n.subjectId)).size).toBe(60);
    const times = seen.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when the cursor is not one the api handed out, then the answer is 400 and says so', async () => {
    const { agent } = await ownerWithAlerts(2);
    for (const cursor of ['nonsense', Buffer.from('["0000-01-01T00:00:00Z","x"]').toString('base64url')]) {
      const res = await agent.get('/api/me/notifications').query({ cursor });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The cursor is not valid.');
    }
    expect((await agent.get('/api/me/notifications').query({ page: '2' })).status).toBe(400);
  });

  it("when another person pages with the first owner's cursor, then they get only their own alerts", async () => {
    const first = await ownerWithAlerts(30);
    const cursor = ((await first.agent.get('/api/me/notifications')).body as NotificationList).nextCursor!;
    // Half a minute earlier each, so none shares an instant with the cursor's (11:35).
    const other = await ownerWithAlerts(30, 30);
    const res = await other.agent.get('/api/me/notifications').query({ cursor });
    expect(res.status).toBe(200);
    const page = res.body as NotificationList;
    // The cursor is a place in time, not a key to someone's list: the other owner's own alerts
    // from before it (11:34:30 back to 11:29:30).
    expect(page.notifications).toHaveLength(6);
    expect(page.notifications.every((n) => n.hotelId === other.hotel.id)).toBe(true);
  });
});
