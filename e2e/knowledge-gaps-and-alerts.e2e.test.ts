import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { createOwner, sendCall, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
let sequence = 0;
const callIdNow = () => {
  sequence++;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).replace('T', '_');
  return `e2e${Math.random().toString(36).slice(2, 7)}${sequence}_lobby_${stamp}`;
};

describe('knowledge gaps and alerts', () => {
  it('when a complaint call arrives, then the bell counts it without a reload and links to the call', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Bell Hotel' }]);
    const hotelId = owner.hotels[0]!.id;
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    const bell = page.getByRole('button', { name: /^Alerts/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Alerts');

    const callId = callIdNow();
    // The row carries the follow-up reason the call-ingest job's classifier gives a complaint.
    await suite.stack.pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, started_at, follow_up_reasons)
       values ($1, $2, 'lobby', now(), '{complaint}')`,
      [hotelId, callId],
    );
    await sendCall(suite.stack, hotelId, {
      callId,
      turns: [
        { role: 'assistant', text: 'Bell Hotel, how can I help?' },
        { role: 'user', text: 'I want to make a complaint. The room was dirty and nobody came to fix the heating.' },
        { role: 'assistant', text: 'I am very sorry. I will pass your complaint to the manager right away.' },
      ],
    });

    await page.getByRole('button', { name: 'Alerts, 1 unread' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Alerts, 1 unread' }).click();
    const alert = page.getByRole('dialog', { name: 'Alerts' }).getByRole('link', { name: /Complaint · Bell Hotel/ });
    await alert.click();
    await page.waitForURL(`**/dashboard/call-logs?hotel=${hotelId}&id=${callId}`);
    await page.getByRole('button', { name: 'Alerts' }).waitFor();
    await context.close();
  });

  // The list is live: the card appears when the worker has indexed the call, without a reload. (An
  // earlier version reloaded on every poll, which on a busy machine never left the list time to load.)
  it("when an owner answers a question the receptionist couldn't, then the gap shows answered with who", async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Gap Hotel' }], 'Gina');
    const hotelId = owner.hotels[0]!.id;
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.getByRole('link', { name: 'Unanswered questions' }).click();
    await page.getByRole('heading', { name: "Questions your receptionist couldn't answer" }).waitFor();
    await page.getByText(/No unanswered questions yet/).waitFor();
    await sendCall(suite.stack, hotelId, {
      callId: callIdNow(),
      turns: [
        { role: 'assistant', text: 'Gap Hotel, how can I help?' },
        { role: 'user', text: 'Do you rent out bicycles to guests?' },
        { role: 'assistant', text: "I'm sorry, I don't have information about bicycle rental." },
      ],
    });
    const card = page.getByRole('listitem', { name: 'Do you rent out bicycles to guests?' });
    // The run's one worker indexes every browser test's calls; on a busy machine it lags.
    await card.waitFor({ timeout: 60_000 });
    expect(await card.textContent()).toContain('Unanswered');
    expect(await card.getByRole('link', { name: /Do you rent out bicycles/ }).getAttribute('href')).toMatch(/&turn=1$/);

    await card.getByRole('button', { name: 'Answer this' }).click();
    await card.getByLabel('Your answer').fill('Yes: city bikes at reception, 12 euros a day, helmets included.');
    await card.getByRole('button', { name: 'Save answer' }).click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('answered');
    expect(await card.textContent()).toContain('Answered by Gina Tester');
    expect(await card.textContent()).toContain('city bikes at reception');
    await context.close();
  }, 150_000);

  it('when an alert waits for the daily summary, then the alerts page previews it, and turning its reason off empties the preview', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Summary Hotel' }]);
    const hotelId = owner.hotels[0]!.id;
    const callId = callIdNow();
    // What the alerts job records for a transfer (daily summary by default).
    await suite.stack.pool.query(
      `insert into public.daily_alert_items (user_id, hotel_id, reason, subject_id, title, detail, happened_at)
       values ($1, $2, 'transferred', $3, $4, 'Caller wanted the spa.', now())`,
      [owner.id, hotelId, callId, `Call ${callId}`],
    );
    const { page, context } = await newPage(suite.browser, suite.stack.baseUrl);
    await signInWith(page, owner);
    await page.goto(`${suite.stack.baseUrl}/dashboard/alerts?hotel=${hotelId}`);
    const preview = page.getByRole('region', { name: 'Preview of your next daily summary' });
    await preview.getByText(/Subject: Daily summary for Summary Hotel/).waitFor();
    const frame = preview.frameLocator('iframe[title="Daily summary preview"]');
    await frame.getByText(`Call ${callId}`).waitFor();

    await page.getByRole('combobox', { name: 'Call transferred' }).selectOption('off');
    await preview.getByText(/Nothing is waiting for the summary/).waitFor();
    await context.close();
  });
});
