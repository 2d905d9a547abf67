import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenFromMail } from '../test/support/outbox.ts';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

describe('forgotten password', () => {
  it('when an owner asks for a link and opens it from the e-mail, then the new password signs them in', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Forgetful Inn ${randomUUID().slice(0, 4)}` }]);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    // The link as the e-mail carries it, read from the outbox the mail job sends from.
    const token = await tokenFromMail(suite.stack.pool, owner.email, '/reset-password');
    await page.goto(`/reset-password#token=${encodeURIComponent(token)}`, { waitUntil: 'networkidle' });
    await page.getByLabel('New password', { exact: true }).fill('e2e-brand-new-password');
    await page.getByLabel('Repeat the new password').fill('e2e-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    // The same link a second time is refused and says what to do.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.goto(`/reset-password#token=${encodeURIComponent(token)}`, { waitUntil: 'networkidle' });
    await page.getByLabel('New password', { exact: true }).fill('another-new-password');
    await page.getByLabel('Repeat the new password').fill('another-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('This link is invalid or has expired. Ask for a new one.').waitFor();

    await signInWith(page, { email: owner.email, password: 'e2e-brand-new-password' });
    expect(page.url()).toMatch(/\/dashboard\/home$/);
    await context.close();
  }, 180_000);

  it('when the admin login page is open, then it offers the same way back in', async () => {
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await context.close();
  });
});

describe('changing the password', () => {
  it('when an owner changes it on one device, then the other device is signed out and this one stays signed in', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Careful Lodge ${randomUUID().slice(0, 4)}` }]);
    const here = await newPage(suite.browser, suite.stack.baseUrl);
    const elsewhere = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(here.page, owner);
    await signInWith(elsewhere.page, owner);
    await elsewhere.page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Call Logs' })
      .click();
    await elsewhere.page.getByRole('heading', { name: 'Call Logs' }).waitFor();

    await here.page.goto('/dashboard/account', { waitUntil: 'networkidle' });
    const form = here.page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(owner.password);
    await form.getByLabel('New password').fill('e2e-changed-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password changed. Your other devices were signed out.').waitFor();

    await elsewhere.page.waitForURL('**/login');
    await elsewhere.page.getByRole('status').getByText('You have been signed out.').waitFor();
    // The other device has heard it, so this one would have: it is still on its page, signed in.
    expect(here.page.url()).toMatch(/\/dashboard\/account$/);
    await here.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Call Logs' }).click();
    await here.page.getByRole('heading', { name: 'Call Logs' }).waitFor();
    await here.page.reload({ waitUntil: 'networkidle' });
    await here.page.getByRole('heading', { name: 'Call Logs' }).waitFor();
    expect(here.page.url()).toMatch(/\/dashboard\/call-logs/);
    await here.context.close();
    await elsewhere.context.close();
  }, 180_000);
});

describe('team invitations', () => {
  it('when an owner invites a front-desk member who accepts, then the member lands in the dashboard without the managers’ pages', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Team Hotel ${randomUUID().slice(0, 4)}` }], 'Olive');
    const invitee = `e2e-desk-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
    const ownerPage = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(ownerPage.page, owner);
    await ownerPage.page.getByRole('link', { name: 'Team' }).click();
    await ownerPage.page.getByRole('heading', { name: 'Members' }).waitFor();
    const form = ownerPage.page.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('E-mail address').fill(invitee);
    await form.getByLabel('Role').selectOption('front_desk');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.page.getByRole('status').getByText('Invitation sent.').waitFor();
    await ownerPage.page.getByText(invitee).waitFor();

    const token = await tokenFromMail(suite.stack.pool, invitee, '/invitation');
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await page.goto(`/invitation#token=${encodeURIComponent(token)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: `Join ${owner.hotels[0]!.name}` }).waitFor();
    await page.getByText('Olive Tester invited').waitFor();
    await page.getByLabel('First name').fill('Frida');
    await page.getByLabel('Last name').fill('Desk');
    await page.getByLabel('Choose a password').fill('e2e-front-desk-password');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL('**/dashboard/home');

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Call Logs' }).waitFor();
    await nav.getByRole('link', { name: 'Account' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Integrations' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);

    // The owner sees the new member once the team reloads; the invitation is gone.
    await ownerPage.page.reload({ waitUntil: 'networkidle' });
    await ownerPage.page.getByText('Frida Desk', { exact: true }).waitFor();
    expect(await ownerPage.page.getByText('No invitations are waiting.').count()).toBe(1);
    await context.close();
    await ownerPage.context.close();
  }, 180_000);
});
