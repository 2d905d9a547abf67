import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800, phone: false },
  { name: 'a phone', width: 390, height: 844, phone: true },
];

/** True when the element's middle is inside the window and nothing is drawn over it there. */
const reachable = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    const inside = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    return inside && button.contains(document.elementFromPoint(x, y));
  });

/** Issue #32 item 3: the bell's list opens above everything, readable, and links to every alert. */
describe.each(viewports)('the alerts bell and page on $name', (viewport) => {
  it('when an owner with 30 alerts opens the bell, then the list is whole and readable, and the alerts page pages through all of them', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Bell Tower Inn' }]);
    const hotel = owner.hotels[0]!;
    await suite.stack.pool.query(
      `insert into public.notifications (user_id, hotel_id, reason, subject_id, title, detail, created_at)
       select $1, $2, 'complaint', 'bell-call-' || i, 'Complaint', 'Guest number ' || i || ' found the room cold',
              now() - make_interval(mins => i)
       from generate_series(1, 30) i`,
      [owner.id, hotel.id],
    );
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(page, owner);
    if (viewport.phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Alerts, 30 unread' }).click();

    const dialog = page.getByRole('dialog', { name: 'Alerts' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.width).toBeGreaterThanOrEqual(Math.min(320, viewport.width - 16));
    // The newest alert reads whole: reason, hotel and what the guest said.
    const newest = dialog.getByRole('link', { name: /Guest number 1 found the room cold/ });
    expect(await newest.textContent()).toContain('Complaint · Bell Tower Inn');
    expect(await reachable(page, 'Mark all read')).toBe(true);

    await dialog.getByRole('link', { name: 'See all alerts' }).click();
    await page.waitForURL('**/dashboard/alerts/all');
    const list = page.getByRole('region', { name: 'All alerts' });
    await list.getByText('30 unread.').waitFor();
    expect(await list.getByRole('link').count()).toBe(25);
    await list.getByRole('button', { name: 'Show older alerts' }).click();
    await list.getByRole('link', { name: /Guest number 30 found/ }).waitFor();
    expect(await list.getByRole('link').count()).toBe(30);
    expect(await list.getByRole('button', { name: 'Show older alerts' }).count()).toBe(0);

    await list.getByRole('link', { name: /Guest number 30 found/ }).click();
    await page.waitForURL(`**/dashboard/call-logs?hotel=${hotel.id}&id=bell-call-30`);
    await page.getByRole('button', { name: 'Alerts, 29 unread', includeHidden: true }).waitFor({ state: 'attached' });
    await context.close();
  });
});
