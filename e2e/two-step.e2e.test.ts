import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

/** What the owner's authenticator app shows, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

describe('two-step sign-in', () => {
  it('when an owner turns it on from the account page, then signing in again asks for the code', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Careful Inn ${randomUUID().slice(0, 4)}` }]);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.goto('/dashboard/account', { waitUntil: 'networkidle' });
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
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
});
