import { describe, expect, it } from 'vitest';
import { storeCloudbedsKey } from '../scripts/lib/demo-pms.ts';
import { returningGuest, seedReturningCaller } from '../scripts/lib/demo-returning-caller.ts';
import { newPage } from './support/browser.ts';
import { createOwner, e2ePms, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

/** Issue #33: the guest behind a number, from one of her calls to the list of all of them. */
describe('a returning caller', () => {
  it('when the owner opens her latest call, then it names her from the PMS, counts her 3 earlier calls and lists them all, her number masked', async () => {
    const owner = await createOwner(suite.stack, [{ name: `Thread Inn ${Date.now().toString(36)}` }]);
    const hotelId = owner.hotels[0]!.id;
    await storeCloudbedsKey(suite.stack.pool, suite.stack.env, hotelId, {
      apiKey: 'e2e-thread-key',
      propertyId: e2ePms.propertyId,
    });
    await seedReturningCaller(suite.stack.pool, hotelId);
    const stranger = `thread-stranger-${Date.now().toString(36)}_frontdesk_20261128_090000`;
    await suite.stack.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text, turn_count, caller_number)
       values ($1, $2, 'frontdesk', now() - interval '2 days', now() - interval '2 days' + interval '1 minute', '[]'::jsonb, '', 0, '+44 20 7946 0123')`,
      [hotelId, stranger],
    );
    const { rows } = await suite.stack.pool.query<{ call_id: string }>(
      `select call_id from public.call_logs where hotel_id = $1 and call_id <> $2 order by started_at desc`,
      [hotelId, stranger],
    );
    const [latest, ...earlier] = rows.map((row) => row.call_id);

    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl, { width: 1280, height: 800 });
    await signInWith(page, owner);
    await page.goto(`/dashboard/call-logs?hotel=${hotelId}&id=${latest}`);
    const details = page.getByRole('region', { name: 'Conversation details' });
    const guest = details.getByRole('region', { name: 'Guest in your PMS' });
    await guest.getByText(`${returningGuest.firstName} ${returningGuest.lastName}`).waitFor();
    expect(await guest.textContent()).toContain('Upcoming stay');
    expect(await guest.textContent()).toContain('King Room');

    await details.getByRole('link', { name: '3 earlier calls from this number' }).click();
    await page.getByText('Caller ···0461').waitFor();
    await page.locator(`[data-call-id="${stranger}"]`).waitFor({ state: 'detached' });
    for (const callId of [latest, ...earlier]) await page.locator(`[data-call-id="${callId}"]`).waitFor();
    expect(await page.locator('[data-call-id]').count()).toBe(4);
    expect(new URL(page.url()).searchParams.get('caller')).toBe(latest);
    // The page carries the last 4 digits only, never the number.
    expect(await page.content()).not.toContain('7700 900461');
    expect(await page.content()).not.toContain('7700900461');

    await page.getByRole('button', { name: 'Any caller' }).click();
    await page.locator(`[data-call-id="${stranger}"]`).waitFor();
    await context.close();
  }, 90_000);
});
