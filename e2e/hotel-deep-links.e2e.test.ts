import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
];

/** Issue #32 item 4: every dashboard page follows the hotel its address names. */
describe.each(viewports)('dashboard deep links on $name', (viewport) => {
  it('when a signed-out owner opens a link to a page of their second hotel, then after signing in they are on that page, at that hotel, and every page follows ?hotel=', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Deep Link Harbor' }, { name: 'Deep Link Alpine' }]);
    const [harbor, alpine] = owner.hotels as [(typeof owner.hotels)[0], (typeof owner.hotels)[0]];
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    const shownHotel = async () =>
      (await page.getByTestId('top-bar-hotel').textContent())?.replace('Selected hotel: ', '');

    // Signed out, the link leads to the login page, which remembers where it was going.
    await page.goto(`/dashboard/team?hotel=${alpine.id}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/dashboard/team?hotel=${alpine.id}`);
    await page.getByRole('heading', { name: 'Team', exact: true }).waitFor();
    expect(await shownHotel()).toBe(alpine.name);

    // Each page opens on the hotel its address names, whichever was picked before.
    const pages = [
      ['/dashboard/knowledge-gaps', "Questions your receptionist couldn't answer"],
      ['/dashboard/alerts', 'Alerts'],
      ['/dashboard/guest-data', 'Guest data'],
      ['/dashboard/team', 'Team'],
    ] as const;
    for (const [index, [path, heading]] of pages.entries()) {
      const hotel = index % 2 === 0 ? harbor : alpine;
      await page.goto(`${path}?hotel=${hotel.id}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await expect.poll(shownHotel).toBe(hotel.name);
      expect(new URL(page.url()).searchParams.get('hotel')).toBe(hotel.id);
    }

    // Signed in, the login page sends the owner on to the page it names.
    await page.goto(`/login?next=${encodeURIComponent(`/dashboard/knowledge-gaps?hotel=${harbor.id}`)}`);
    await page.waitForURL(`**/dashboard/knowledge-gaps?hotel=${harbor.id}`);
    await expect.poll(shownHotel).toBe(harbor.name);
    await context.close();
  });
});
