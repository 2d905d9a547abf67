import { describe, expect, it } from 'vitest';
import { newPage, signInAs } from './support/browser.ts';
import { createOwner, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
];

const guest = '+44 20 7946 0321';
const summary = 'The guest was charged twice for the spa and asked to be called back this afternoon.';

/** A front-desk member of a fresh hotel (createOwner makes owners; the role is changed after). */
async function frontDeskOfNewHotel(name: string) {
  const person = await createOwner(suite.stack, [{ name }], 'Fiona');
  await suite.stack.pool.query(`update public.user_hotels set role = 'front_desk' where user_id = $1`, [person.id]);
  return person;
}

/** An ended call whose analysis flagged it for a callback, an hour ago. */
async function flaggedCall(hotelId: string, callId: string) {
  await suite.stack.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript,
       transcript_text, turn_count, caller_number, summary, resolution, resolution_source, classifier_version,
       follow_up_reasons)
     values ($1, $2, 'frontdesk', now() - interval '1 hour', now() - interval '58 minutes', 120, $3, $4, 1, $5, $6,
       'request_for_staff', 'auto', 1, '{callback_requested,negative_sentiment}')`,
    [
      hotelId,
      callId,
      JSON.stringify([{ role: 'user', text: 'I was charged twice, please call me back.', offset: 1 }]),
      'I was charged twice, please call me back.',
      guest,
      summary,
    ],
  );
}

/** Issue #32: the front desk calls a guest back; the number is shown on a press and the press is logged. */
describe.each(viewports)('the callback reveal on $name', (viewport) => {
  it('when the front desk opens a call flagged for a callback and shows its number, then it is a tel: link beside the summary, the list stays masked, and the audit log has the reveal', async () => {
    const hotelName = `Callback Inn ${viewport.width}`;
    const frontDesk = await frontDeskOfNewHotel(hotelName);
    const hotelId = frontDesk.hotels[0]!.id;
    const callId = `e2e-callback-${viewport.width}-${Date.now().toString(36)}_frontdesk_20261128_090000`;
    await flaggedCall(hotelId, callId);

    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(page, frontDesk);
    await page.goto(`/dashboard/call-logs?hotel=${hotelId}&id=${callId}`);
    const details = page.getByRole('region', { name: 'Conversation details' });
    const callBack = details.getByRole('region', { name: 'Call back' });
    await callBack.getByText('The caller asked to be called back.').waitFor();
    expect(await details.textContent()).toContain('•••• 0321');
    expect(await page.content()).not.toContain('7946');

    await callBack.getByRole('button', { name: 'Show number to call back' }).click();
    const link = callBack.getByRole('link', { name: guest });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('tel:+442079460321');
    expect(await callBack.getByTestId('callback-summary').textContent()).toBe(summary);
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

    const audit = await suite.stack.pool.query(
      `select actor_email, hotel_id, details from public.audit_events where action = 'callback.number_shown' and subject = $1`,
      [callId],
    );
    expect(audit.rows).toEqual([{ actor_email: frontDesk.email, hotel_id: hotelId, details: { role: 'front_desk' } }]);

    // The list (the whole log, on a phone once the call is closed) still shows the number masked.
    if (viewport.width < 768) await page.getByRole('button', { name: '← All calls' }).click();
    const row = page.locator(`[data-call-id="${callId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('•••• 0321');
    expect(await row.textContent()).not.toContain('7946');
    await context.close();

    const admin = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInAs(admin.page, 'admin');
    await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.page.goto('/admin/audit');
    await admin.page.getByLabel('Action').selectOption({ label: 'Number shown to call back' });
    await admin.page.getByLabel('Who (e-mail)').fill(frontDesk.email);
    const entry = admin.page.getByRole('row').filter({ hasText: hotelName });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Number shown to call back');
    expect(await entry.textContent()).toContain(`Call ${callId} · by the front desk`);
    expect(await entry.textContent()).not.toContain('7946');
    await admin.context.close();
  }, 90_000);
});
