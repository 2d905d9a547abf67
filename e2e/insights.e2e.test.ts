import { beforeAll, describe, expect, it } from 'vitest';
import { retellEvents, signedRequest, type SimulatedCall } from '../scripts/lib/provider-payloads.ts';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith, type TestOwner } from './support/owners.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
let stack: Stack;
let owner: TestOwner;
let hotelId: string;

/** Analysed calls of the last hours, written as the worker writes them (the rollup triggers count them). */
async function seedCalls() {
  const rows = [
    { id: 'seed1_lobby', resolution: 'booking_made', sentiment: 'positive', topics: ['availability'], reasons: [] },
    {
      id: 'seed2_lobby',
      resolution: 'question_answered',
      sentiment: 'neutral',
      topics: ['breakfast_and_restaurant'],
      reasons: [],
    },
    {
      id: 'seed3_lobby',
      resolution: 'complaint',
      sentiment: 'negative',
      topics: ['complaint'],
      reasons: ['complaint', 'negative_sentiment'],
    },
  ];
  for (const [i, r] of rows.entries()) {
    await stack.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, duration_seconds, transcript, turn_count,
         resolution, resolution_source, sentiment, sentiment_source, topics, topics_source, classifier_version, follow_up_reasons)
       values ($1, $2, 'lobby', now() - make_interval(hours => $3), 60, $4, 1, $5, 'auto', $6, 'auto', $7, 'auto', 1, $8)`,
      [
        hotelId,
        `${r.id}_2025010${i}_100000`,
        i + 1,
        JSON.stringify([{ role: 'user', text: `Seeded call ${i}`, offset: 0 }]),
        r.resolution,
        r.sentiment,
        r.topics,
        r.reasons,
      ],
    );
  }
}

async function sendRetell(event: unknown) {
  const secrets = {
    elevenlabs: stack.env.ELEVENLABS_WEBHOOK_SECRET!,
    retell: stack.env.RETELL_API_KEY!,
    vapi: stack.env.VAPI_WEBHOOK_SECRET!,
  };
  const req = signedRequest('retell', secrets, event);
  const res = await fetch(`${stack.baseUrl}${req.path}`, { method: 'POST', headers: req.headers, body: req.body });
  expect(res.status).toBe(202);
}

beforeAll(async () => {
  stack = suite.stack;
  owner = await createOwner(stack, [{ name: 'Insight Inn', assistantName: 'Ivy' }]);
  hotelId = owner.hotels[0]!.id;
  await seedCalls();
});

describe('insights page', () => {
  it('shows the seeded figures, moves live when a call comes in, and a chart click opens exactly those calls', async () => {
    const { page, context } = await newPage(suite.browser, stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(/\/dashboard\/insights/);
    const calls = page.locator('[data-figure="Calls"] dd').first();
    await expect.poll(() => calls.textContent(), { timeout: 30_000 }).toBe('3');
    expect(await page.locator('[data-figure="Need follow-up"] dd').first().textContent()).toBe('1');
    await page.getByRole('list', { name: 'Calls that need follow-up' }).getByText('Complaint').first().waitFor();

    // A booking call through the Retell webhook: the worker classifies it and the page moves.
    const call: SimulatedCall = {
      providerCallId: `ins${Date.now().toString(36)}`,
      hotelId,
      startedAt: new Date(),
      durationSeconds: 30,
      callerNumber: '+14155550123',
      turns: [
        { role: 'assistant', text: 'Insight Inn, Ivy speaking.', offset: 0 },
        { role: 'user', text: 'I would like to book a double room for Friday night.', offset: 2 },
        { role: 'assistant', text: 'Your reservation is confirmed.', offset: 6 },
      ],
      summary: 'The caller booked a double room for Friday.',
      successful: true,
      sentiment: 'Positive',
    };
    const events = retellEvents(call);
    await sendRetell(events.started);
    await sendRetell(events.ended);
    await sendRetell(events.analyzed);
    await expect.poll(() => calls.textContent(), { timeout: 45_000 }).toBe('4');
    const bookings = page.getByRole('link', { name: /^Booking made\s*:\s*2 calls/ });
    await bookings.waitFor({ timeout: 30_000 });

    // Mark done: the follow-up leaves the open list.
    await page.getByRole('button', { name: 'Mark done' }).click();
    await page.getByText('Nobody in this period is waiting for a call back.').waitFor();

    // Clicking the complaints bar opens the call log filtered to exactly that call.
    await page
      .getByRole('link', { name: /^Complaint\s*:\s*1 calls/ })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/call-logs\?.*resolution=complaint/);
    const list = page.getByRole('region', { name: 'Conversations' });
    await list.locator('[data-call-id]').first().waitFor();
    const ids = await list
      .locator('[data-call-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-call-id')));
    expect(ids).toEqual(['seed3_lobby_20250102_100000']);
    expect(await list.textContent()).toContain('auto-detected');
    await context.close();
  }, 120_000);
});
