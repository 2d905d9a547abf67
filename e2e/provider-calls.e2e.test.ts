import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAudioServer, type AudioServer } from '../scripts/lib/audio-server.ts';
import { hotelVoiceCallId, retellEvents, signedRequest, type SimulatedCall } from '../scripts/lib/provider-payloads.ts';
import { makeRecording } from '../test/support/audio.ts';
import { newPage } from './support/browser.ts';
import { createOwner, signInWith, type TestOwner } from './support/owners.ts';
import type { Stack } from './support/stack.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();
let stack: Stack;
let owner: TestOwner;
let audio: AudioServer;

beforeAll(async () => {
  stack = suite.stack;
  owner = await createOwner(stack, [{ name: 'Lakeside Inn', assistantName: 'Lina' }]);
  // Stands in for Retell's recording storage; the stack's worker is a local run, allowed to fetch it.
  audio = await startAudioServer();
});
afterAll(() => audio?.close());

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

describe('provider calls in the call log', () => {
  it('when a Retell call starts, ends and is analysed while the page is open, then it goes live, ends, and gets its recording and summary without a reload', async () => {
    const { page, context } = await newPage(suite.browser, stack.baseUrl);
    await signInWith(page, owner);
    await page.goto('/dashboard/call-logs');
    await page.getByRole('region', { name: 'Conversations' }).waitFor();

    audio.route('/rec/lakeside.wav', { kind: 'file', body: makeRecording(6, 'wav'), contentType: 'audio/wav' });
    const call: SimulatedCall = {
      providerCallId: `e2e${Date.now().toString(36)}`,
      hotelId: owner.hotels[0]!.id,
      startedAt: new Date(),
      durationSeconds: 6,
      callerNumber: '+14155550199',
      turns: [
        { role: 'assistant', text: 'Lakeside Inn, Lina speaking.', offset: 0 },
        { role: 'user', text: 'Can I bring my kayak?', offset: 2 },
      ],
      summary: 'The caller asked whether a kayak may be brought; storage is available by the lake.',
      successful: true,
      sentiment: 'Positive',
      recordingUrl: audio.url('/rec/lakeside.wav'),
    };
    const callId = hotelVoiceCallId('retell', call.providerCallId);
    const item = page.locator(`[data-call-id="${callId}"]`);
    const events = retellEvents(call);

    await sendRetell(events.started);
    await item.waitFor({ timeout: 30_000 });
    await expect.poll(() => item.textContent()).toContain('Live');
    await item.click();
    const detail = page.getByRole('region', { name: 'Conversation details' });
    await detail.getByText('Live').waitFor();

    await sendRetell(events.ended);
    await sendRetell(events.analyzed);
    await expect.poll(() => item.textContent(), { timeout: 30_000 }).toContain('Successful');
    expect(await item.textContent()).toContain('done');
    await detail.getByText(call.summary).waitFor({ timeout: 30_000 });
    // The <audio> element is hidden behind the player's own controls; it is attached, with a source.
    const player = detail.getByLabel('Call recording');
    await player.waitFor({ state: 'attached', timeout: 30_000 });
    expect(await player.getAttribute('src')).toBeTruthy();
    await detail.getByRole('button', { name: 'Play recording' }).waitFor();
    await detail.getByText('Caller •••• 0199').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('4155550199');
    await context.close();
  }, 90_000);
});
