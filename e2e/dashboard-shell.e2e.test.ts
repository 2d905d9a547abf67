import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { newPage, signInAs } from './support/browser.ts';
import { nextAlert } from './support/dialogs.ts';
import { createOwner, e2ePms, sendCall, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';
import { freezePageClock, recordStartedTimers, timersStarted } from './support/page-clock.ts';
import { testConfig } from '../test/support/config.ts';

const suite = useStackAndBrowser();

const hotelButton = (page: Page) => page.getByRole('button', { name: /^Hotel: / });

describe('dashboard shell and home', () => {
  it('when the demo owner signs in, then the shell, the greeting and the home cards show, and logout leads to /login', async () => {
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInAs(page, 'owner');
    await page.waitForURL('**/dashboard/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Olivia!' }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['Home', 'Integrations', 'Call Logs', 'Reviews'])
      expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await nav.getByRole('heading', { name: 'Voice Agent' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'HotelVoice home' }).getAttribute('href')).toBe('/');
    const hotelName = (await hotelButton(page).textContent())!.trim();
    expect(['Alpine Lodge Zermatt', 'Harbor View Hotel']).toContain(hotelName);
    expect(await page.getByText(`Here is how your voice agent is doing at ${hotelName}.`).isVisible()).toBe(true);
    // The home says what happened, not a fixed claim; the sales copy is gone.
    await page.getByRole('heading', { name: /^Last call / }).waitFor();
    expect(await page.getByText('actively answering calls 24/7').count()).toBe(0);
    expect(await page.getByText('50%').count()).toBe(0);
    for (const label of ['Calls today', 'Calls this week', 'Open follow-ups', 'Review average'])
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    const about = page.getByRole('region', { name: 'About Your Voice Agent' });
    expect(await about.getByRole('listitem').count()).toBe(4);

    await page.getByRole('link', { name: 'View Call Logs' }).click();
    // The page names its hotel in the URL (`?hotel=`) as it opens.
    await page.waitForURL(/\/dashboard\/call-logs(\?|$)/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('when the user has no hotel, then the fallback "your hotel" shows; an admin without a profile is refused', async () => {
    const owner = await createOwner(suite.stack, []);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByText('No hotels found').first().waitFor();
    await page.getByText('Here is how your voice agent is doing at your hotel.').waitFor();
    await page.getByRole('heading', { name: 'No hotel is linked to your account yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'View Call Logs' }).count()).toBe(0);
    await context.close();

    // An admin without a profile row has no active account: the admin login refuses it (decision 040).
    const auth = createLocalAuth(suite.stack.pool, suite.stack.env.AUTH_JWT_SECRET!, testConfig.passwordCost);
    const email = `e2e-admin-${owner.id.slice(0, 8)}@test.hotelvoice.dev`;
    await auth.createUser(email, 'e2e-admin-password', true);
    const admin = await newPage(suite.browser, suite.stack.baseUrl);
    await admin.page.goto('/admin/login', { waitUntil: 'networkidle' });
    await admin.page.getByLabel('Admin Email').fill(email);
    await admin.page.getByLabel('Password').fill('e2e-admin-password');
    const alert = nextAlert(admin.page);
    await admin.page.getByRole('button', { name: /login/i }).click();
    expect(await alert).toBe('User account not found.');
    expect(new URL(admin.page.url()).pathname).toBe('/admin/login');
    await admin.context.close();
  });

  it('when on a phone, then the sidebar sits behind a menu button', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Phone Hotel' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, { width: 390, height: 844 });
    await signInWith(page, owner);
    const integrations = page.getByRole('link', { name: 'Integrations' });
    expect(await integrations.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await integrations.click();
    await page.waitForURL('**/dashboard/integrations');
    await page.getByRole('heading', { name: 'PMS Integration' }).waitFor();
    await expect.poll(() => integrations.isVisible()).toBe(false);
    await context.close();
  });

  it('when on a phone, then the selected hotel shows in the top bar on every dashboard page', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Top Bar Hotel' }, { name: 'Zed Hotel' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, { width: 390, height: 844 });
    await signInWith(page, owner);
    const topBar = page.getByRole('banner');
    for (const path of ['/dashboard/home', '/dashboard/call-logs', '/dashboard/reviews', '/dashboard/integrations']) {
      await page.goto(path);
      await expect.poll(() => topBar.getByText('Top Bar Hotel').isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await hotelButton(page).click();
    await page.getByRole('option', { name: /Zed Hotel/ }).click();
    await expect.poll(() => topBar.getByText('Zed Hotel').isVisible()).toBe(true);
    await context.close();
  });
});

describe('owner home', () => {
  it('when a call arrives while the home is open, then the last call, the counts and the hotel time update live', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Live Home Hotel' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('heading', { name: 'No calls to Live Home Hotel yet' }).waitFor();
    const callsToday = page.getByText('Calls today', { exact: true }).locator('xpath=..');
    await expect.poll(() => callsToday.textContent()).toContain('0');
    const now = new Date();
    const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');
    await sendCall(suite.stack, owner.hotels[0]!.id, {
      callId: `home-${Date.now()}_lobby_${stamp}`,
      turns: [{ role: 'user', text: 'Is the pool heated?', offset: 0 }],
    });
    await page.getByRole('heading', { name: /^Last call (just now|\d+ minutes? ago)$/ }).waitFor({ timeout: 30_000 });
    await expect.poll(() => callsToday.textContent()).toBe('Calls today1');
    await context.close();
  });
});

describe('hotel selector', () => {
  it('when the dashboard opens, then the hotels and the all-hotels figures come with the page and the first hotel is selected, without asking for them', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Bravo Inn' }, { name: 'Alpha Inn' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    const asked: string[] = [];
    page.on('request', (r) => {
      // The hotels list and the all-hotels figures, which the page's loaders bring.
      if (['/api/me/hotels', '/api/me/hotels/overview'].includes(new URL(r.url()).pathname)) asked.push(r.url());
    });
    await signInWith(page, owner);
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Alpha Inn');
    // The page's HTML already names the selected hotel: the dashboard layout's loader read the hotels.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('Alpha Inn');
    expect(html).toContain('All hotels');
    await page.getByRole('heading', { name: 'All hotels' }).waitFor();
    expect(asked).toEqual([]);
    await context.close();
  });

  it('when an owner picks a hotel by keyboard, then it is ticked, remembered per user across reloads, and outside clicks close the list', async () => {
    const a = await createOwner(suite.stack, [{ name: 'Hotel One' }, { name: 'Hotel Three' }, { name: 'Hotel Two' }]);
    const b = await createOwner(suite.stack, [], 'Bea');
    for (const hotel of a.hotels)
      await suite.stack.pool.query('insert into public.user_hotels (user_id, hotel_id) values ($1, $2)', [
        b.id,
        hotel.id,
      ]);
    const [one, three, two] = a.hotels;
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, a);
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Hotel One');

    await hotelButton(page).focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox', { name: 'Hotels' });
    await listbox.waitFor();
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[role=listbox]')).maxHeight`)).toBe('240px');
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[role=listbox]')).overflowY`)).toBe('auto');
    expect(await page.getByRole('option', { name: 'Hotel One' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Hotel Two');
    expect(await page.evaluate(`localStorage.getItem('selectedHotel_${a.id}')`)).toBe(two!.id);

    await hotelButton(page).click();
    expect(await page.getByRole('option', { name: 'Hotel Two' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: /Welcome back/ }).click();
    await expect.poll(() => listbox.isVisible()).toBe(false);

    await page.reload();
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Hotel Two');

    // Another user in the same browser gets their own selection, not the previous user's.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signInWith(page, b);
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Hotel One');
    await hotelButton(page).click();
    await page.getByRole('option', { name: 'Hotel Three' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signInWith(page, a);
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Hotel Two');
    expect(await page.evaluate(`localStorage.getItem('selectedHotel_${b.id}')`)).toBe(three!.id);
    expect(one).toBeDefined();
    await context.close();
  });

  it('when the saved hotel is no longer linked, then the first hotel is chosen, and refresh loads new links', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Kept Hotel' }, { name: 'Lost Hotel' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.addInitScript(`localStorage.setItem('selectedHotel_${owner.id}', '${owner.hotels[1]!.id}')`);
    await suite.stack.pool.query('delete from public.user_hotels where hotel_id = $1', [owner.hotels[1]!.id]);
    await signInWith(page, owner);
    await expect.poll(async () => (await hotelButton(page).textContent())?.trim()).toBe('Kept Hotel');

    const { rows } = await suite.stack.pool.query<{ hotel_id: string }>(
      `insert into public.hotels (name) values ('Added Later Hotel') returning hotel_id`,
    );
    await suite.stack.pool.query('insert into public.user_hotels (user_id, hotel_id) values ($1, $2)', [
      owner.id,
      rows[0]!.hotel_id,
    ]);
    await page.getByRole('button', { name: 'Refresh hotels' }).click();
    await hotelButton(page).click();
    await page.getByRole('option', { name: 'Added Later Hotel' }).waitFor();
    await context.close();
  });
});

describe('integrations', () => {
  it('when an owner saves and updates a PMS key, then every state and the 3 s message show', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Key Hotel' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.clock.install();
    await recordStartedTimers(page);
    await signInWith(page, owner);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/check-pms-key**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByText('Checking status...').waitFor();
    release();
    await page.getByText('Waiting for API key configuration').waitFor();
    expect(await page.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'API Key Configuration' }).isVisible()).toBe(true);
    const save = page.getByRole('button', { name: 'Save API Key' });
    const field = page.getByLabel('PMS API Key');
    expect(await save.isDisabled()).toBe(true);
    await field.fill('   ');
    expect(await save.isDisabled()).toBe(true);
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show API key' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide API key' }).click();
    expect(await field.getAttribute('type')).toBe('password');

    await page.getByLabel('Property ID').fill(e2ePms.propertyId);
    const key = 'pms-live-key-e2e-42';
    await field.fill(key);
    // From here the page's time moves only when the test moves it, in 20 ms steps until the message
    // shows: its 3 s start within the last step, however slow the machine (a running clock let a
    // loaded machine's real delays count toward them).
    await freezePageClock(page);
    const messageTimers = await timersStarted(page, 3000);
    await save.click();
    const saved = page.getByText('API key saved successfully!');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(20);
          return saved.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await page.getByText('Connected', { exact: true }).isVisible()).toBe(true);
    const fingerprint = createHash('sha256').update(key).digest('hex').slice(0, 12);
    expect(await page.getByText(`Key: ${fingerprint}`).isVisible()).toBe(true);
    expect(await page.getByText('Your PMS integration is active.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Update API Key' }).isVisible()).toBe(true);
    expect(await page.content()).not.toContain(key);

    // The message shows before React's effect starts its 3 s: move the clock only after.
    await expect.poll(() => timersStarted(page, 3000)).toBe(messageTimers + 1);
    await page.clock.runFor(2500);
    expect(await saved.isVisible()).toBe(true);
    await page.clock.runFor(600);
    await expect.poll(() => saved.isVisible()).toBe(false);
    await page.clock.resume();

    await field.fill('pms-live-key-e2e-43');
    await page.getByRole('button', { name: 'Update API Key' }).click();
    await page.getByText('API key updated successfully!').waitFor();
    await context.close();
  });

  it('when the PMS accepts a key, then Connected; when it refuses one, then its reason shows and nothing is stored', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Verified Hotel' }]);
    const hotelId = owner.hotels[0]!.id;
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByText('Waiting for API key configuration').waitFor();
    const storedKeys = async () =>
      (await suite.stack.pool.query('select key_hash from public.pms_keys where hotel_id = $1', [hotelId])).rowCount;

    await page.getByLabel('Property management system').selectOption('cloudbeds');
    await page.getByLabel('Property ID').fill(e2ePms.propertyId);
    await page.getByLabel('PMS API Key').fill(`${e2ePms.refusedPrefix}-key-1`);
    await page.getByRole('button', { name: 'Save API Key' }).click();
    await page.getByText('Cloudbeds refused this key: Invalid access token. The key was not saved.').waitFor();
    expect(await page.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    expect(await storedKeys()).toBe(0);

    await page.getByLabel('Property ID').fill('someone-elses-property');
    await page.getByLabel('PMS API Key').fill('accepted-key-1');
    await page.getByRole('button', { name: 'Save API Key' }).click();
    await page.getByText("You don't have access to property ID someone-elses-property", { exact: false }).waitFor();
    expect(await storedKeys()).toBe(0);

    await page.getByLabel('Property ID').fill(e2ePms.propertyId);
    await page.getByLabel('PMS API Key').fill('accepted-key-1');
    await page.getByRole('button', { name: 'Save API Key' }).click();
    await page.getByText('API key saved successfully!').waitFor();
    expect(await page.getByText('Connected', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Your voice agent can reach Cloudbeds.').isVisible()).toBe(true);
    expect(await page.getByText(/^Last verified /).isVisible()).toBe(true);
    expect(await storedKeys()).toBe(1);
    expect(await page.content()).not.toContain('accepted-key-1');
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByText('Connected', { exact: true }).waitFor();
    await context.close();
  });
});
