import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { demoLogins } from '../scripts/lib/demo-seed.ts';
import { nextAlert } from './support/dialogs.ts';
import { newPage, signInAs } from './support/browser.ts';
import { freezePageClock, recordStartedTimers, timersStarted } from './support/page-clock.ts';
import { useStackAndBrowser } from './support/suite.ts';
import { holdFormPosts } from './support/hold-posts.ts';
import { testConfig } from '../test/support/config.ts';

const suite = useStackAndBrowser();

const login = (role: 'admin' | 'owner' | 'pending') => demoLogins.find((l) => l.role === role)!;

async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function sessionUser(page: Page) {
  return page.evaluate(async () => ((await (await fetch('/api/auth/session')).json()) as { user: unknown }).user);
}

describe('route guard', () => {
  it('when a signed-out visitor opens /dashboard or /admin, then they land on /login or /admin/login', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.goto('/admin/prompts');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await context.close();
  });

  it('when a signed-in owner opens /login, then they are sent to the dashboard', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInAs(page, 'owner');
    await page.waitForURL('**/dashboard/home');
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });

  it('when the owner logs out, then the login page says they have been signed out', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInAs(page, 'owner');
    await page.waitForURL('**/dashboard/home');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('status').getByText('You have been signed out.').waitFor();
    await context.close();
  });

  it('when a page loads for the first time, then React Router warns of no missing HydrateFallback', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    await context.close();
  });

  it('when a signed-in owner opens /admin, then they are sent to the dashboard', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInAs(page, 'owner');
    await page.waitForURL('**/dashboard/home');
    await page.goto('/admin');
    await page.waitForURL(/\/dashboard(\/home)?$/);
    await context.close();
  });
});

describe('customer login', () => {
  it('when an activated owner logs in, then they reach /dashboard/home', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await submitLogin(page, login('owner').email, login('owner').password);
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });

  it('when the password is wrong, then the banner says "Invalid email or password."', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await submitLogin(page, login('owner').email, 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password.');
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('when the account is pending, then the banner gives the pending-activation text and no session remains', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await submitLogin(page, login('pending').email, login('pending').password);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Your account is pending activation. Our team will review your application and activate your account shortly.',
    );
    expect(await sessionUser(page)).toBeNull();
    await context.close();
  });

  it('when the user has no profile, then the banner says "User account not found."', async () => {
    const auth = createLocalAuth(suite.stack.pool, suite.stack.env.AUTH_JWT_SECRET!, testConfig.passwordCost);
    const email = `noprofile-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
    await auth.createUser(email, 'no-profile-pass', false);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await submitLogin(page, email, 'no-profile-pass');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('User account not found.');
    expect(await sessionUser(page)).toBeNull();
    await context.close();
  });

  it('when another error happens (the sign-in throttle), then its message is shown as it is', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    // Five wrong passwords for one address block the next try for a while (decision 080).
    const email = `throttled-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      await submitLogin(page, email, 'whatever-pass');
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password.');
    }
    await submitLogin(page, email, 'whatever-pass');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Too many requests\. Try again in .+\.$/);
    await context.close();
  });

  it("when 'Sign up here' is clicked, then the sign-up page opens", async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByText("Don't have an account?").waitFor();
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await context.close();
  });
});

describe('sign-up', () => {
  it('when the form is sent, then it says "Application Received!" naming the address and moves to /login after 5 s', async () => {
    const email = `apply-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.clock.install();
    await recordStartedTimers(page);
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Stone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-password');
    const release = await holdFormPosts(page, '/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Creating Account...' }).waitFor();
    expect(await page.getByLabel('First Name').isDisabled()).toBe(true);
    expect(await page.getByLabel('Phone Number (optional)').isDisabled()).toBe(true);
    release();

    await page.getByRole('heading', { name: 'Application Received!' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).waitFor();
    await freezePageClock(page);
    // The screen shows before React's effect starts its 5 s: move the clock only after.
    await expect.poll(() => timersStarted(page, 5000)).toBe(1);
    await page.clock.runFor(4500);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.clock.runFor(600);
    await page.waitForURL('**/login');

    const { rows } = await suite.stack.pool.query('select activated, phone_number from public.users where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ activated: false, phone_number: '' }]);
    await context.close();
  });

  it("when 'Go to Login' is clicked, then the login page opens at once", async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Lia');
    await page.getByLabel('Last Name').fill('Moss');
    await page.getByLabel('Email').fill(`lia-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByLabel('Phone Number (optional)').fill('+1 555 0199');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('when the e-mail already has an account, then the page says the same as for a new one and the owner is e-mailed', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Dup');
    await page.getByLabel('Last Name').fill('Licate');
    await page.getByLabel('Email').fill(login('owner').email);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Application Received!' }).waitFor();
    const { rows } = await suite.stack.pool.query('select subject from public.outbox_messages where to_address = $1', [
      login('owner').email,
    ]);
    expect(rows).toContainEqual({ subject: 'Someone tried to sign up for HotelVoice with your address' });
    await context.close();
  });

  for (const [situation, email, password, expected] of [
    [
      'the password is too short',
      'short-pass@test.hotelvoice.dev',
      'short',
      'Password should be at least 8 characters.',
    ],
  ] as const) {
    it(`when ${situation}, then an alert shows the server's message and the form stays`, async () => {
      const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
      await page.goto('/signup');
      await page.getByLabel('First Name').fill('Dup');
      await page.getByLabel('Last Name').fill('Licate');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      const alert = nextAlert(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      expect(await alert).toBe(expected);
      await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Dup');
      await expect(page.getByRole('button', { name: 'Create Account' }).isEnabled()).resolves.toBe(true);
      await context.close();
    });
  }

  it('when the link back to login is followed, then the login page opens', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('admin login', () => {
  it('when the admin logs in, then the admin area opens', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInAs(page, 'admin');
    await page.waitForURL(/\/admin$/);
    await context.close();
  });

  it('when an owner uses the admin login, then the alert says "You do not have admin privileges" and they are signed out', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(login('owner').email);
    await page.getByLabel('Password').fill(login('owner').password);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await alert).toBe('You do not have admin privileges');
    expect(await sessionUser(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('when the password is wrong, then the alert words it as the customer login does', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(login('admin').email);
    await page.getByLabel('Password').fill('wrong-password');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await alert).toBe('Invalid email or password.');
    await context.close();
  });

  it('when the form is sent empty, then the error reads as a sentence without a field prefix', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Enter your e-mail address.');
    await page.getByLabel('Email').fill(login('owner').email);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Enter your password.');
    await context.close();
  });
});
