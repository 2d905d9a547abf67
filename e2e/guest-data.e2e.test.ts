import { describe, expect, it } from 'vitest';
import { newPage, signInAs } from './support/browser.ts';
import { createOwner, sendCall, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

describe("guests' data", () => {
  it('when a guest read out a card and asks for erasure, then the card never shows, the calls go and the admin sees it logged', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Privacy Hotel', assistantName: 'Nora' }]);
    const hotelId = owner.hotels[0]!.id;
    const guest = '+44 20 7946 4321';
    const stamp = Date.now().toString(36);
    const cardCall = `e2e-card-${stamp}_frontdesk_20261101_101500`;
    await sendCall(suite.stack, hotelId, {
      callId: cardCall,
      callerNumber: guest,
      turns: [
        { role: 'assistant', text: 'How would you like to guarantee the room?' },
        { role: 'user', text: 'My Visa is 4111 1111 1111 1111, expiry 09/28.' },
      ],
    });
    await sendCall(suite.stack, hotelId, {
      callId: `e2e-again-${stamp}_frontdesk_20261102_101500`,
      callerNumber: guest,
      turns: [{ role: 'user', text: 'Calling again about my pelican booking.' }],
    });
    const other = `e2e-other-${stamp}_lobby_20261103_101500`;
    await sendCall(suite.stack, hotelId, {
      callId: other,
      callerNumber: '+1 555 010 7777',
      turns: [{ role: 'user', text: 'Is the spa open on Sundays?' }],
    });
    await expect
      .poll(
        async () =>
          (await suite.stack.pool.query('select 1 from public.call_logs where hotel_id = $1', [hotelId])).rowCount,
        { timeout: 30_000 },
      )
      .toBe(3);

    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.goto(`/dashboard/call-logs?id=${cardCall}`);
    const details = page.getByRole('region', { name: 'Conversation details' });
    await details.getByText('My Visa is [card number removed], expiry [card details removed].').waitFor();
    expect(await page.content()).not.toContain('4111');

    await details.getByRole('link', { name: "Delete this caller's data" }).click();
    const list = page.getByRole('list', { name: 'Calls to delete' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await page.getByText(`2 calls from ${guest}`).waitFor();
    await page.getByRole('button', { name: 'Delete all of these calls' }).click();
    await page.getByRole('button', { name: 'Yes, delete 2 calls' }).click();
    await page.getByRole('status').getByText('Deleted 2 calls and everything stored with them.').waitFor();

    await page.getByRole('link', { name: 'Call Logs' }).click();
    await page.getByText('Is the spa open on Sundays?').first().waitFor();
    await expect.poll(() => page.getByText('pelican').count()).toBe(0);
    const left = await suite.stack.pool.query('select call_id from public.call_logs where hotel_id = $1', [hotelId]);
    expect(left.rows).toEqual([{ call_id: other }]);
    await context.close();

    const admin = await newPage(suite.browser, suite.stack.baseUrl);
    await signInAs(admin.page, 'admin');
    await admin.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await admin.page.getByLabel('Action').selectOption({ label: 'Caller data erased' });
    await admin.page.getByLabel('Who (e-mail)').fill(owner.email);
    const row = admin.page.getByRole('row').filter({ hasText: 'Privacy Hotel' });
    await row.waitFor();
    expect(await row.textContent()).toContain('calls: 2');
    expect(await row.textContent()).not.toContain('7946');
    await admin.context.close();
  });

  it('when the owner changes retention, then the setting is kept across a reload', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Retention Hotel' }]);
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Guest data' }).click();
    const recordings = page.getByLabel('Keep recordings (days)');
    await expect.poll(() => recordings.inputValue()).toBe('90');
    await recordings.fill('30');
    await page.getByLabel('Keep transcripts forever').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Settings saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Keep recordings (days)').inputValue()).toBe('30');
    expect(await page.getByLabel('Keep transcripts forever').isChecked()).toBe(true);
    await context.close();
  });
});
