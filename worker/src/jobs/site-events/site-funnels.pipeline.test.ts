import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteEventNames, siteFunnels, type SiteAnalytics, type SiteEventRow } from '@hotelvoice/api/contracts';
import { createUser, signedInAgent } from '../../../../test/support/factories.ts';
import { createPrivateDatabase } from '../../../../test/support/private-database.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { insertEventBatch, rebuildRollups } from './site-events.repo.ts';

const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
const visitors = Array.from({ length: 6 }, (_, i) =>
  `${i}`
    .repeat(32)
    .slice(0, 32)
    .replace(/\d/g, (d) => 'abcdef0123'[Number(d)]!),
);

/** An event of a generated visitor on a generated day; paths include '/' so landing views occur. */
const eventArb = fc.record({
  day: fc.constantFrom(...days),
  visitor: fc.constantFrom(...visitors),
  name: fc.constantFrom(...siteEventNames),
  path: fc.constantFrom('/', '/try', '/signup', '/review'),
});

/** The reference: a funnel step counts the visitor-days that did every step up to it that day. */
function expectedFunnels(events: { day: string; visitor: string; name: string; path: string }[]) {
  const stepsOf = new Map<string, Set<string>>();
  for (const e of events) {
    const key = `${e.day}|${e.visitor}`;
    const steps = stepsOf.get(key) ?? new Set<string>();
    steps.add(e.name === 'page_view' ? (e.path === '/' ? 'landing_view' : 'page_view') : e.name);
    stepsOf.set(key, steps);
  }
  return siteFunnels.map((funnel) =>
    funnel.steps.map(
      (_, k) =>
        [...stepsOf.values()].filter((steps) => funnel.steps.slice(0, k + 1).every((s) => steps.has(s.step))).length,
    ),
  );
}

describe('funnels and totals from the rollups', () => {
  let app: TestApp;
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createPrivateDatabase('site_funnels');
    app = createTestApp({ env: { DATABASE_URL: database.url } });
    admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const read = async () =>
    (await admin.get(`/api/admin/analytics?from=${days[0]}&to=${days[2]}`)).body as SiteAnalytics;

  it('when any set of events arrives in any batches, some twice, then funnels and totals match the raw events, and a rebuild agrees', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 9 }),
        async (events, cuts, redeliver) => {
          await database.pool.query(
            'truncate public.site_events, public.site_daily_pages, public.site_daily_sources, public.site_daily_events, public.site_daily_visitors, public.site_daily_step_sets',
          );
          const rows: SiteEventRow[] = events.map((e, i) => ({
            eventId: randomUUID(),
            occurredAt: `${e.day}T${String(i % 24).padStart(2, '0')}:00:00.000Z`,
            name: e.name,
            path: e.path,
            referrerHost: null,
            utmSource: null,
            utmMedium: null,
            utmCampaign: null,
            visitorHash: e.visitor,
            hotelId: null,
            rating: null,
          }));
          const batches: SiteEventRow[][] = [];
          for (let at = 0, c = 0; at < rows.length; c++) {
            const size = cuts[c % cuts.length]!;
            batches.push(rows.slice(at, at + size));
            at += size;
          }
          for (const batch of batches) await insertEventBatch(app.deps.pool, batch);
          // At-least-once: one of the batches comes again.
          await insertEventBatch(app.deps.pool, batches[redeliver % batches.length]!);

          const numbers = await read();
          const funnels = numbers.funnels.map((f) =>
            f.steps.slice(0, siteFunnels.find((s) => s.id === f.id)!.steps.length).map((s) => s.visitors),
          );
          expect(funnels).toEqual(expectedFunnels(events));
          expect(numbers.totals).toEqual({
            visitors: new Set(events.map((e) => `${e.day}|${e.visitor}`)).size,
            pageViews: events.filter((e) => e.name === 'page_view').length,
          });
          await rebuildRollups(app.deps.pool);
          expect(await read()).toEqual(numbers);
        },
      ),
      { numRuns: 40 },
    );
  });
});
