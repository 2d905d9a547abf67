import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  hotelVoiceCallId,
  signedRequest,
  vapiEvents,
  vapiReportDelayMs,
  type SimulatedCall,
} from '../scripts/lib/provider-payloads.ts';
import { newPage } from './support/browser.ts';
import { createOwner, ingestEnv, signInWith, type TestOwner } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800, phone: false },
  { name: 'a phone', width: 390, height: 844, phone: true },
];

const secrets = {
  elevenlabs: ingestEnv.ELEVENLABS_WEBHOOK_SECRET,
  retell: ingestEnv.RETELL_API_KEY,
  vapi: ingestEnv.VAPI_WEBHOOK_SECRET,
};

async function sendVapi(event: unknown) {
  const req = signedRequest('vapi', secrets, event);
  const res = await fetch(`${suite.stack.baseUrl}${req.path}`, {
    method: 'POST',
    headers: req.headers,
    body: req.body,
  });
  expect(res.status).toBe(202);
}

let sequence = 0;
/** A booking call to the owner's hotel that ended `endedAgoMs` ago. */
function bookingCall(owner: TestOwner, endedAgoMs: number): SimulatedCall {
  const durationSeconds = 35;
  return {
    providerCallId: `grace${Date.now().toString(36)}${++sequence}`,
    hotelId: owner.hotels[0]!.id,
    startedAt: new Date(Date.now() - endedAgoMs - durationSeconds * 1000),
    durationSeconds,
    callerNumber: '+14155550177',
    turns: [
      { role: 'assistant', text: 'Dune House, Mira speaking.', offset: 0 },
      { role: 'user', text: 'I would like a sea-view room for Saturday.', offset: 3 },
      { role: 'assistant', text: 'Booked: a sea-view double for Saturday.', offset: 11 },
    ],
    summary: 'The caller booked a sea-view double room for Saturday.',
    successful: true,
    sentiment: 'Positive',
  };
}

/** An owner who hears of every missed call at once (in the bell), signed in on the call log. */
async function ownerOnCallLog(viewport: (typeof viewports)[number]) {
  const owner = await createOwner(suite.stack, [{ name: 'Dune House', assistantName: 'Mira' }]);
  await suite.stack.pool.query(
    `insert into public.alert_settings (user_id, hotel_id, reason, delivery) values ($1, $2, 'missed_or_failed', 'immediate')`,
    [owner.id, owner.hotels[0]!.id],
  );
  const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
  await signInWith(page, owner);
  await page.goto('/dashboard/call-logs');
  await page.getByRole('region', { name: 'Conversations' }).waitFor();
  return { owner, context, page };
}

async function openBell(page: Page, phone: boolean, name: string) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: 'Alerts' });
}

/** Issue #32 item 1: a Vapi call is judged on its end-of-call report, not on the bare end before it. */
describe.each(viewports)('a Vapi call between its end and its report, on $name', (viewport) => {
  it('when the report follows the end as Vapi sends it (5 s later), then the call reads "Summary on its way", never missed, and nobody is alerted', async () => {
    const { owner, context, page } = await ownerOnCallLog(viewport);
    const call = bookingCall(owner, 0);
    const row = page.locator(`[data-call-id="${hotelVoiceCallId('vapi', call.providerCallId)}"]`);
    const events = vapiEvents(call);

    await sendVapi(events.inProgress);
    await sendVapi(events.ended);
    const endSent = Date.now();
    await expect.poll(() => row.textContent()).toContain('Summary on its way');
    expect(await row.textContent()).not.toContain('Missed or failed');
    expect(await row.textContent()).not.toContain('No words from the caller');

    // The report no sooner than Vapi would send it (later on a slow machine: still within the window).
    await page.waitForTimeout(Math.max(0, endSent + vapiReportDelayMs - Date.now()));
    await sendVapi(events.report);
    await expect.poll(() => row.textContent()).toContain(call.summary);
    expect(await row.textContent()).not.toContain('Missed or failed');
    const bell = await openBell(page, viewport.phone, 'Alerts');
    await bell.getByText('No alerts yet.').waitFor();
    await context.close();
  }, 90_000);

  it('when the report comes after the grace window, then the call is alerted as missed, and the report takes the alert back from the open bell', async () => {
    const { owner, context, page } = await ownerOnCallLog(viewport);
    // Vapi's end reached us two minutes late: the window is over, the call is judged on what is known.
    const call = bookingCall(owner, 120_000);
    const row = page.locator(`[data-call-id="${hotelVoiceCallId('vapi', call.providerCallId)}"]`);
    const events = vapiEvents(call);

    await sendVapi(events.ended);
    await expect.poll(() => row.textContent()).toContain('Missed or failed');
    const bell = await openBell(page, viewport.phone, 'Alerts, 1 unread');
    const alert = bell.getByRole('link', { name: /Missed or failed call · Dune House/ });
    await alert.waitFor();

    await sendVapi(events.report);
    await alert.waitFor({ state: 'detached' });
    await bell.getByText('No alerts yet.').waitFor();
    expect(await page.getByRole('button', { name: /^Alerts, \d+ unread$/ }).count()).toBe(0);
    if (viewport.phone) await page.keyboard.press('Escape');
    await expect.poll(() => row.textContent()).toContain(call.summary);
    expect(await row.textContent()).not.toContain('Missed or failed');
    await context.close();
  }, 90_000);
});
