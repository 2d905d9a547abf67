import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApplicant } from './support/applicants.ts';
import { newPage, signInAs } from './support/browser.ts';
import { createOwner } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
];

/** Issue #32 item 5: activation says which role an applicant gets, and the hotel's owner is told. */
describe.each(viewports)('activating an applicant onto a hotel with an owner on $name', (viewport) => {
  it('when the admin activates them as front desk, then the owner is e-mailed and the profile shows the owner apart from the team with roles', async () => {
    const tag = randomUUID().slice(0, 6);
    const owner = await createOwner(suite.stack, [{ name: `Quay House ${tag}` }], 'Orla');
    const hotel = owner.hotels[0]!;
    const applicant = await createApplicant(suite.stack, `Fenna${tag}`);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await page.goto('/admin/accounts');
    const card = page.getByRole('listitem', { name: applicant.name });
    await card.getByLabel(`Hotels for ${applicant.name}`, { exact: true }).fill(`Quay House ${tag}`);
    await card.getByRole('button', { name: new RegExp(`Quay House ${tag}`) }).click();

    const role = card.getByLabel(`Role at ${hotel.name}`);
    expect(await role.inputValue()).toBe('');
    expect(await role.locator('option:not([disabled])').allTextContents()).toEqual(['Manager', 'Front desk']);
    expect(await card.textContent()).toContain('Owner: Orla Tester, who will be e-mailed who joined and as what.');
    expect(await card.getByRole('button', { name: 'Activate' }).isDisabled()).toBe(true);
    await role.selectOption({ label: 'Front desk' });
    await card.getByRole('button', { name: 'Activate' }).click();
    await card.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .getByText(
        `Fenna${tag} activated for ${hotel.name} as front desk; welcome e-mail queued; owner Orla Tester told.`,
      )
      .waitFor();

    await page.goto('/admin/outbox');
    const told = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: owner.email });
    await told.getByText(`${applicant.name} joined ${hotel.name} on HotelVoice as front desk`).waitFor();

    await page.goto(`/admin/hotels/${hotel.id}`);
    await page.getByRole('heading', { name: hotel.name }).waitFor();
    const owners = page.getByRole('list', { name: 'Owners' });
    expect(await owners.getByRole('listitem').allTextContents()).toEqual([`Orla Tester ${owner.email}`]);
    const team = page.getByRole('list', { name: 'Team' });
    expect(await team.getByRole('listitem').allTextContents()).toEqual([`${applicant.name} Front desk`]);
    await context.close();
  });
});
