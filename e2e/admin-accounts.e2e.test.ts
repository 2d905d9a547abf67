import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoHotelIds } from '../scripts/lib/demo-seed.ts';
import { createApplicant as createApplicantOf } from './support/applicants.ts';
import { newPage, signInAs } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const tag = () => randomUUID().slice(0, 6);
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

const createApplicant = (firstName: string, property?: { hotelName: string; hotelCity: string }) =>
  createApplicantOf(suite.stack, firstName, property);

async function adminPage() {
  const opened = await newPage(suite.browser, suite.stack.baseUrl);
  await signInAs(opened.page, 'admin');
  await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return opened;
}

describe('hotel lookup', () => {
  it('when searching, then matches show role and last active, misses say so, and a result opens the profile', async () => {
    const { page, context } = await adminPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/hotels?limit=48', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hotels' }).click();
    await page.waitForURL('**/admin/hotels');
    await page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Hotel Lookup' }).waitFor();
    await page.getByRole('status', { name: 'Loading hotels' }).waitFor();
    release();
    const grid = page.getByRole('list', { name: 'Hotels' });
    await grid.getByRole('link', { name: /Sunset Palms Resort/ }).waitFor();
    expect(await grid.getByRole('link', { name: /Sunset Palms Resort/ }).textContent()).toContain('Carla Mendes');

    const search = page.getByLabel('Search hotels');
    await search.fill('HARBOR');
    // The demo's hotel by its exact name: other files' hotels on the shared stack may share a prefix.
    const option = page.getByRole('option').filter({ has: page.getByText('Harbor View Hotel', { exact: true }) });
    await option.waitFor();
    // Seeded two hours before the run's stack started; a long run has moved the clock on since.
    expect(await option.textContent()).toMatch(/Boutique Hotel · Last active [2-9] hours ago/);
    await search.fill('zzqq-nothing');
    await page.getByText('No results found for "zzqq-nothing"').waitFor();
    await search.fill('harbor view');
    await option.click();
    await page.waitForURL(`**/admin/hotels/${demoHotelIds.harborView}`);
    await page.getByRole('heading', { name: 'Harbor View Hotel' }).waitFor();

    await page.goto('/admin/profiles');
    await page
      .getByRole('list', { name: 'Hotels' })
      .getByRole('link', { name: /Alpine Lodge Zermatt/ })
      .click();
    await page.waitForURL(`**/admin/hotels/${demoHotelIds.alpineLodge}`);
    await context.close();
  });
});

describe('hotels', () => {
  it('when an admin creates a hotel, adds a picture and links an owner, then the profile shows it all', async () => {
    const { page, context } = await adminPage();
    const applicant = await createApplicant('Otto');
    const name = `Lakeside ${tag()}`;
    await page.goto('/admin/hotels');
    await page.getByRole('link', { name: 'Add a hotel' }).click();
    await page.waitForURL('**/admin/hotels/new');
    const form = page.getByRole('form', { name: 'New hotel' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByLabel('Role', { exact: true }).fill('Lake Resort');
    await form.getByLabel('Location', { exact: true }).fill('Como, Italy');
    await form.getByLabel('Address', { exact: true }).fill('Via Lago 1');
    await form.getByLabel('Website', { exact: true }).fill('https://lakeside.example.com');
    await form.getByLabel('Facility owner', { exact: true }).fill('Giulia Rossi');
    await form.getByLabel('Phone number', { exact: true }).fill('+39 031 000 000');
    await form.getByLabel('Google place id', { exact: true }).fill('ChIJlake');
    await form.getByRole('button', { name: 'Create hotel' }).click();
    await page.waitForURL(/\/admin\/hotels\/[0-9a-f-]{36}\/edit$/);
    const hotelId = new URL(page.url()).pathname.split('/')[3]!;

    await page.getByLabel('Upload picture').setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('region', { name: 'Profile picture' }).getByRole('img', { name }).waitFor();

    const owners = page.getByRole('region', { name: 'Owners' });
    await owners.getByLabel('Owner e-mail').fill(applicant.email);
    await owners.getByRole('button', { name: 'Link owner' }).click();
    await owners.getByText(applicant.email).waitFor();

    const details = page.getByRole('form', { name: 'Edit hotel' });
    await details.getByLabel('Location', { exact: true }).fill('Bellagio, Italy');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await details.getByText('Hotel saved.').waitFor();

    await page.goto(`/admin/users/${hotelId}`);
    await page.waitForURL(`**/admin/hotels/${hotelId}`);
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.getByRole('list', { name: 'Owners' }).textContent()).toContain(applicant.email);
    const activity = page.getByRole('region', { name: 'Activity' });
    await activity.getByText('No calls yet').waitFor();
    await activity.getByText('No PMS key yet').waitFor();
    expect(await activity.textContent()).toContain('Calls this week0');
    expect(await page.getByText('Bellagio, Italy').isVisible()).toBe(true);
    expect(await page.getByText('Giulia Rossi').isVisible()).toBe(true);
    const picture = page.getByRole('img', { name });
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('link', { name: 'Edit hotel' }).click();
    await page.waitForURL(`**/admin/hotels/${hotelId}/edit`);
    await owners.getByRole('button', { name: `Unlink ${applicant.email}` }).click();
    await owners.getByText('No owners linked yet.').waitFor();
    await context.close();
  });
});

describe('applications and outbox', () => {
  it('when an applicant is activated with a hotel, then they leave the list, get an e-mail and can log in', async () => {
    const firstName = `Ann${tag()}`;
    const applicant = await createApplicant(firstName, { hotelName: 'Sunset Palms', hotelCity: 'Miami' });
    const { page, context } = await adminPage();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    const card = page.getByRole('listitem', { name: applicant.name });
    await card.waitFor();
    expect(await card.textContent()).toContain('+1 555 0199');
    expect(await card.textContent()).toContain('Named Sunset Palms, Miami');
    expect(await card.getByRole('button', { name: 'Activate' }).isDisabled()).toBe(true);
    await card.getByLabel(`Hotels for ${applicant.name}`, { exact: true }).fill('Sunset');
    await card.getByRole('button', { name: /Sunset Palms Resort/ }).click();
    // Sunset Palms has no owner on HotelVoice yet: owner is the role offered first.
    expect(await card.getByLabel('Role at Sunset Palms Resort').inputValue()).toBe('owner');
    await card.getByRole('button', { name: 'Activate' }).click();
    await card.waitFor({ state: 'detached' });
    const confirmation = page.getByText(
      `${firstName} activated for Sunset Palms Resort as owner; welcome e-mail queued.`,
    );
    expect(await confirmation.getAttribute('role')).toBe('status');

    const account = page.getByRole('row', { name: applicant.name });
    await account.waitFor();
    expect(await account.textContent()).toContain('Sunset Palms Resort');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    const message = page.getByRole('listitem').filter({ hasText: applicant.email });
    await message.getByText('Your HotelVoice account is active').waitFor();
    expect(await message.getByText('Not sent').isVisible()).toBe(true);

    const other = await newPage(suite.browser, suite.stack.baseUrl);
    await other.page.goto('/login', { waitUntil: 'networkidle' });
    await other.page.getByLabel('Email').fill(applicant.email);
    await other.page.getByLabel('Password').fill(applicant.password);
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.waitForURL('**/dashboard/home');
    await other.context.close();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('row', { name: applicant.name }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('row', { name: applicant.name }).getByText('Deactivated').waitFor();
    await context.close();
  });

  it('when an owner is deactivated while their dashboard is open, then that tab is signed out to the login page', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Revoked Inn ${tag()}` }], `Rev${tag()}`);
    const ownerTab = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(ownerTab.page, owner);
    await ownerTab.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Call Logs' }).click();
    await ownerTab.page.getByRole('heading', { name: 'Call Logs' }).waitFor();

    const { page, context } = await adminPage();
    await page.goto('/admin/applications');
    const row = page.getByRole('row', { name: `${owner.firstName} Tester` });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Deactivated').waitFor();

    await ownerTab.page.waitForURL('**/login', { timeout: 5000 });
    await ownerTab.page.getByRole('heading', { name: 'Login' }).waitFor();
    await ownerTab.context.close();
    await context.close();
  });

  it('when an applicant is rejected, then the application disappears', async () => {
    const applicant = await createApplicant(`Rex${tag()}`);
    const { page, context } = await adminPage();
    await page.goto('/admin/applications');
    const card = page.getByRole('listitem', { name: applicant.name });
    await card.getByRole('button', { name: 'Reject' }).click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('own account', () => {
  it("when the admin looks at their own row, then neither deactivate nor revoke admin is offered, and others' rows offer both", async () => {
    const { page, context } = await adminPage();
    await page.goto('/admin/applications');
    const own = page.getByRole('row', { name: 'Ada Admin' });
    await own.getByText('This is you', { exact: false }).waitFor();
    expect(await own.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    expect(await own.getByRole('button', { name: 'Revoke admin' }).count()).toBe(0);
    const other = page.getByRole('row', { name: 'Olivia Owner' });
    expect(await other.getByRole('button', { name: 'Deactivate' }).isVisible()).toBe(true);
    expect(await other.getByRole('button', { name: 'Grant admin' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('demo requests', () => {
  it('when a visitor requests a demo while the inbox is open, then it appears on top and can be marked handled', async () => {
    const { page, context } = await adminPage();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Demo requests' }).click();
    await page.getByRole('heading', { name: 'Demo requests' }).waitFor();
    await page.waitForLoadState('networkidle');

    const visitor = await newPage(suite.browser, suite.stack.baseUrl);
    const hotel = `Visitor Inn ${tag()}`;
    await visitor.page.goto('/');
    const status = await visitor.page.evaluate(async (hotelName) => {
      // Public pages set no cookie until a form is about to send (decision 019).
      await fetch('/api/auth/csrf', { credentials: 'same-origin' });
      const csrf = /hv_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/demo-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ name: 'Vera Visitor', email: 'vera@example.com', hotel: hotelName, message: 'Call me' }),
      });
      return res.status;
    }, hotel);
    expect(status).toBe(201);
    await visitor.context.close();

    const item = page.getByRole('listitem', { name: `Vera Visitor, ${hotel}` });
    await item.waitFor();
    expect(
      await page.getByRole('list', { name: 'Demo requests' }).getByRole('listitem').first().getAttribute('aria-label'),
    ).toBe(`Vera Visitor, ${hotel}`);
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await item.getByText('Handled', { exact: true }).waitFor();
    await context.close();
  });
});
