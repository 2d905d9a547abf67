import { beforeAll, describe, expect, it } from 'vitest';
import { localSecret } from '../api/src/platform/local-secrets.ts';
import { pmsKeyFingerprint } from '../api/src/modules/pms/index.ts';
import { sealSecret } from '../api/src/platform/sealed-secret.ts';
import { issueAgentCredential } from '../test/support/agent-credential.ts';
import { newPage } from './support/browser.ts';
import { createOwner, e2ePms, sendCall, signInWith, type TestOwner } from './support/owners.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
let stack: Stack;
let owner: TestOwner;
let hotelId: string;
let agentToken: string;

beforeAll(async () => {
  stack = suite.stack;
  owner = await createOwner(stack, [{ name: 'Bayside Inn', assistantName: 'Mia' }]);
  hotelId = owner.hotels[0]!.id;
  // The browser tests' Cloudbeds double quotes in dollars: a hotel in dollars.
  await stack.pool.query(`update public.hotels set currency = 'USD' where hotel_id = $1`, [hotelId]);
  // Connected to the double as the key page would store it (sealed with the stack's own key).
  const apiKey = 'e2e-bookings-key';
  const sealed = sealSecret(apiKey, Buffer.from(localSecret(stack.dataDir, 'pms-encryption-key'), 'base64'), hotelId);
  await stack.pool.query(
    `insert into public.pms_keys (hotel_id, key_ciphertext, key_iv, key_tag, key_hash, provider, property_id, verified_at, checked_at)
     values ($1, $2, $3, $4, $5, 'cloudbeds', $6, now(), now())`,
    [hotelId, sealed.ciphertext, sealed.iv, sealed.tag, pmsKeyFingerprint(apiKey), e2ePms.propertyId],
  );
  agentToken = await issueAgentCredential(stack.pool, hotelId);
});

/** The voice agent's tool call during the call, as the agent makes it (our bearer form). */
async function tool(name: string, body: object) {
  const res = await fetch(`${stack.baseUrl}/api/agent/hotels/${hotelId}/tools/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean; say: string };
}

/** The agent quotes the king room and books it on the call. */
async function bookKingRoom(callId: string, arrival: string, departure: string) {
  const stay = { call_id: callId, arrival_date: arrival, departure_date: departure, adults: 2 };
  expect((await tool('check_availability', stay)).say).toContain('King Room at 298 USD');
  const made = await tool('create_reservation', {
    ...stay,
    room_type_id: '102',
    first_name: 'Sam',
    last_name: 'Rivera',
  });
  expect(made.ok).toBe(true);
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');

describe('bookings and revenue from calls', () => {
  it('when a call books through the PMS, then its row shows "Booked · 298 USD" without a reload, and the revenue card moves', async () => {
    const { page, context } = await newPage(suite.browser, stack.baseUrl);
    await signInWith(page, owner);
    await page.goto('/dashboard/call-logs');
    await page.getByRole('region', { name: 'Conversations' }).waitFor();

    const callId = `e2ebook${Date.now().toString(36)}_bayside_${stamp()}`;
    await sendCall(stack, hotelId, {
      callId,
      turns: [
        { role: 'assistant', text: 'Bayside Inn, Mia speaking.' },
        { role: 'user', text: 'A king room for two nights in December, please.' },
      ],
    });
    const row = page.locator(`[data-call-id="${callId}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('booking-mark').count()).toBe(0);

    await bookKingRoom(callId, '2031-12-04', '2031-12-06');
    await expect.poll(() => row.getByTestId('booking-mark').textContent()).toBe('Booked · 298 USD');
    await row.click();
    const bookings = page.getByRole('list', { name: 'Bookings' });
    await bookings.getByText('King Room · Dec 4, 2031 – Dec 6, 2031').waitFor();
    await bookings.getByText('Booked · 298 USD').waitFor();

    await page.goto('/dashboard/insights');
    const card = page.getByRole('region', { name: 'Revenue from calls' });
    const revenue = card.locator('[data-figure="Revenue"] dd').first();
    await expect.poll(() => revenue.textContent()).toBe('298 USD');

    // A second booking while the page is open: the card moves on its own.
    await bookKingRoom(`e2ebook${Date.now().toString(36)}_bayside_${stamp()}`, '2031-12-10', '2031-12-12');
    await expect.poll(() => revenue.textContent(), { timeout: 10_000 }).toBe('596 USD');
    expect(await card.locator('[data-figure="Bookings"] dd').first().textContent()).toBe('2');
    await context.close();
  });
});
