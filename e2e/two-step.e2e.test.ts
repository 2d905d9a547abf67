import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { tokenFromMail } from '../test/support/outbox.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

/** What the owner's authenticator app shows, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

/** Signs the owner in, turns two-step sign-in on from the account page and signs out; answers the secret. */
async function turnOnTwoStep(page: Page, owner: { email: string; password: string }): Promise<string> {
  await signInWith(page, owner);
  await page.goto('/dashboard/account', { waitUntil: 'networkidle' });
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByLabel('Current password').fill(owner.password);
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await card.getByTestId('two-step-secret').textContent())!.trim();
  await card.getByLabel('Code from the app').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codeList = card.getByRole('list', { name: 'Recovery codes' });
  await codeList.waitFor();
  const codes = await codeList.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await card.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await card.getByText('10 of 10 recovery codes left', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  return secret;
}

describe('two-step sign-in', () => {
  it('when an owner turns it on from the account page, then signing in again asks for the code', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Careful Inn ${randomUUID().slice(0, 4)}` }]);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const secret = await turnOnTwoStep(page, owner);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    await step.getByLabel('Code').fill(codeFor(secret, 5));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('That code is not right.', { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/login$/);

    await step.getByLabel('Code').fill(codeFor(secret, 1));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard/home');
    await context.close();
  }, 180_000);

  it('when an owner with it on accepts an invitation to another hotel, then the code is asked before the dashboard', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Guarded Inn ${randomUUID().slice(0, 4)}` }]);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    const secret = await turnOnTwoStep(page, owner);

    const inviter = await createOwner(suite.stack, [{ name: `Inviting Inn ${randomUUID().slice(0, 4)}` }], 'Ida');
    const inviterPage = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(inviterPage.page, inviter);
    await inviterPage.page.getByRole('link', { name: 'Team' }).click();
    const form = inviterPage.page.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('E-mail address').fill(owner.email);
    await form.getByLabel('Role').selectOption('manager');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await inviterPage.page.getByRole('status').getByText('Invitation sent.').waitFor();
    await inviterPage.context.close();

    const token = await tokenFromMail(suite.stack.pool, owner.email, '/invitation');
    await page.goto(`/invitation#token=${encodeURIComponent(token)}`, { waitUntil: 'networkidle' });
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    await step.getByLabel('Code').fill(codeFor(secret, 1));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard/home');
    await context.close();
  }, 180_000);
});
