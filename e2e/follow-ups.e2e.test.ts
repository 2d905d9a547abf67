import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followUpPageSize } from '../api/src/contracts/insights-period.ts';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
];

const thisWeek = followUpPageSize + 4;
const earlierThisMonth = 3;

/** Calls that need a person: `count` of them, `daysAgo` days back, an hour apart from 09:00 UTC. */
async function followUpCalls(hotelId: string, tag: string, count: number, daysAgo: number, handled = false) {
  const { rows } = await suite.stack.pool.query<{ call_id: string }>(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, resolution, resolution_source,
       classifier_version, follow_up_reasons, transcript, transcript_text)
     select $1, $2 || '-' || i, 'lobby', date_trunc('day', now()) - make_interval(days => $3) + make_interval(hours => 9, mins => i),
            'complaint', 'auto', 1, '{complaint}', '[]'::jsonb, ''
     from generate_series(1, $4::int) i
     returning call_id`,
    [hotelId, tag, daysAgo, count],
  );
  if (handled)
    for (const row of rows)
      await suite.stack.pool.query('insert into public.call_follow_ups_handled (hotel_id, call_id) values ($1, $2)', [
        hotelId,
        row.call_id,
      ]);
}

const headline = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();

/** Issue #32 item 8: one definition of an open follow-up, one count on home, insights and the list. */
describe.each(viewports)('open follow-ups on $name', (viewport) => {
  it('when a hotel has follow-ups this week and earlier, then home, the insights figure and the list agree, the home tile lands on the list, and the list pages and follows the period', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Follow Up Lodge' }]);
    const hotelId = owner.hotels[0]!.id;
    // The hotel's clock is UTC: "today" and "10 days ago" are whole days on it.
    await suite.stack.pool.query(`update public.hotels set timezone = 'UTC' where hotel_id = $1`, [hotelId]);
    await followUpCalls(hotelId, 'week', thisWeek, 1);
    await followUpCalls(hotelId, 'older', earlierThisMonth, 10);
    await followUpCalls(hotelId, 'done', 2, 2, true);

    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(page, owner);
    const tile = page.locator('div', { has: page.locator('dt', { hasText: 'Open follow-ups' }) }).last();
    await expect.poll(() => headline(page, 'Open follow-ups')).toBe(String(thisWeek));
    expect(await tile.textContent()).toContain('Last 7 days');

    await tile.getByRole('link', { name: 'View' }).click();
    await page.waitForURL('**/dashboard/insights?hotel=*#follow-ups');
    const list = page.getByRole('region', { name: 'Needs follow-up' });
    await list.getByText(`${thisWeek} open follow-ups in this period, newest ${followUpPageSize} shown.`).waitFor();
    await expect.poll(() => list.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(await headline(page, 'Need follow-up')).toBe(String(thisWeek));
    const handleButtons = list.getByRole('button', { name: 'Mark done' });
    expect(await handleButtons.count()).toBe(followUpPageSize);

    await list.getByRole('button', { name: 'Show more' }).click();
    await list.getByText(`${thisWeek} open follow-ups in this period.`).waitFor();
    expect(await handleButtons.count()).toBe(thisWeek);

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const all = thisWeek + earlierThisMonth;
    await list.getByText(`${all} open follow-ups in this period, newest ${followUpPageSize} shown.`).waitFor();
    await expect.poll(() => headline(page, 'Need follow-up')).toBe(String(all));
    await context.close();
  }, 90_000);
});
