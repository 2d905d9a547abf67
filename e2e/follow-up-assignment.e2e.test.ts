import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800, phone: false },
  { name: 'a phone', width: 390, height: 844, phone: true },
];

const about = 'The guest in room 12 wants a call back about parking.';

/** Issue #32, "let the front desk act on a handover": assign, alert, Mine, comment, done. */
describe.each(viewports)('follow-up assignment on $name', (viewport) => {
  it('when the owner assigns a follow-up to a front-desk member, then they see the alert in the bell and the follow-up under Mine, comment on it and mark it done', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Handover House' }], 'Olga');
    const hotelId = owner.hotels[0]!.id;
    const desk = await createOwner(suite.stack, [], 'Frida');
    await suite.stack.pool.query(
      `insert into public.user_hotels (user_id, hotel_id, role) values ($1, $2, 'front_desk')`,
      [desk.id, hotelId],
    );
    await suite.stack.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, resolution, resolution_source,
         classifier_version, follow_up_reasons, summary, transcript, transcript_text)
       values ($1, 'handover-1', 'lobby', now() - interval '1 day', 'request_for_staff', 'auto', 1,
               '{callback_requested}', $2, '[]'::jsonb, '')`,
      [hotelId, about],
    );

    // The owner gives it to Frida.
    const owners = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(owners.page, owner);
    await owners.page.goto(`/dashboard/insights?hotel=${hotelId}#follow-ups`);
    const ownersList = owners.page.getByRole('region', { name: 'Needs follow-up' });
    const ownersItem = ownersList.getByRole('listitem').filter({ hasText: about }).first();
    await ownersItem.getByText('Unassigned').waitFor();
    await ownersItem.getByRole('button', { name: 'Details' }).click();
    const picker = ownersItem.getByLabel('Assigned to');
    await expect.poll(() => picker.isEnabled()).toBe(true);
    await picker.selectOption({ label: 'Frida Tester (Front desk)' });
    await ownersItem.getByText('Assigned to Frida Tester').waitFor();
    await owners.context.close();

    // Frida hears of it in the bell and lands on her own follow-ups.
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(page, desk);
    if (viewport.phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Alerts, 1 unread' }).click();
    const alert = page.getByRole('dialog', { name: 'Alerts' }).getByRole('link', { name: /Olga Tester gave this/ });
    expect(await alert.textContent()).toContain('A follow-up assigned to me · Handover House');
    await alert.click();
    await page.waitForURL(`**/dashboard/insights?hotel=${hotelId}&follow-ups=mine#follow-ups`);
    const list = page.getByRole('region', { name: 'Needs follow-up' });
    expect(await list.getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true');
    await list.getByText('1 open follow-up assigned to you in this period.').waitFor();

    const item = list.getByRole('listitem').filter({ hasText: about }).first();
    await item.getByRole('button', { name: 'Details' }).click();
    await item.getByLabel('Comment').fill('Called back: a space is kept for <tonight>.');
    await item.getByRole('button', { name: 'Add comment' }).click();
    const history = item.getByRole('list', { name: /History of/ });
    await history.getByText('Called back: a space is kept for <tonight>.').waitFor();
    expect(await history.textContent()).toContain('Olga Tester assigned it to Frida Tester');

    await item.getByRole('button', { name: 'Mark done' }).click();
    await list.getByText('No open follow-ups are assigned to you in this period.').waitFor();
    await list.getByRole('button', { name: 'Done' }).click();
    const doneItem = list.getByRole('listitem').filter({ hasText: about }).first();
    await doneItem.getByText(/Done by Frida Tester/).waitFor();
    expect(await doneItem.textContent()).toContain('1 comment');

    const alerts = await suite.stack.pool.query(
      `select 1 from public.notifications where user_id = $1 and reason = 'follow_up_assigned'`,
      [desk.id],
    );
    expect(alerts.rowCount).toBe(1);
    await context.close();
  }, 90_000);
});
