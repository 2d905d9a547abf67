import { describe, expect, it } from 'vitest';
import { hotelVoiceCallId, signedRequest, vapiEvents, type SimulatedCall } from '../scripts/lib/provider-payloads.ts';
import { newPage } from './support/browser.ts';
import { createOwner, ingestEnv, signInWith } from './support/owners.ts';
import { useStackAndBrowser } from './support/suite.ts';

const suite = useStackAndBrowser();

const viewports = [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
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

/** Decision 090: a Vapi call's row shows the caller's first words while the call is still going on. */
describe.each(viewports)('a Vapi call in progress, on $name', (viewport) => {
  it('when Vapi sends the conversation so far, then the live row reads the caller’s first words, the call shows the words so far, and the report’s transcript replaces them', async () => {
    const owner = await createOwner(suite.stack, [{ name: 'Cliff Lodge', assistantName: 'Ada' }]);
    const { context, page } = await newPage(suite.browser, suite.stack.baseUrl, viewport);
    await signInWith(page, owner);
    await page.goto('/dashboard/call-logs');
    await page.getByRole('region', { name: 'Conversations' }).waitFor();

    const call: SimulatedCall = {
      providerCallId: `words${Date.now().toString(36)}${++sequence}`,
      hotelId: owner.hotels[0]!.id,
      startedAt: new Date(),
      durationSeconds: 30,
      callerNumber: '+14155550166',
      turns: [
        { role: 'assistant', text: 'Cliff Lodge, Ada speaking.', offset: 0 },
        { role: 'user', text: 'Is the cliff path open after dark?', offset: 3 },
        { role: 'assistant', text: 'It is lit until eleven, so yes.', offset: 8 },
      ],
      summary: 'The caller asked whether the cliff path is open after dark; it is lit until eleven.',
      successful: true,
      sentiment: 'Positive',
    };
    const row = page.locator(`[data-call-id="${hotelVoiceCallId('vapi', call.providerCallId)}"]`);
    const events = vapiEvents(call);
    const [greeting, question] = events.conversationUpdates;

    await sendVapi(events.inProgress);
    await sendVapi(greeting);
    await expect.poll(() => row.textContent()).toContain('Call in progress');
    expect(await row.textContent()).toContain('Live');

    await sendVapi(question);
    await expect.poll(() => row.textContent()).toContain('Is the cliff path open after dark?');
    expect(await row.textContent()).toContain('Live');
    expect(await row.textContent()).not.toContain('Call in progress');

    await row.click();
    const detail = page.getByRole('region', { name: 'Conversation details' });
    await detail.getByText('Is the cliff path open after dark?').waitFor();
    await detail.getByText('Cliff Lodge, Ada speaking.').waitFor();
    expect(await detail.textContent()).not.toContain('It is lit until eleven');

    await sendVapi(events.ended);
    await sendVapi(events.report);
    await detail.getByText(call.summary).waitFor();
    await detail.getByText('It is lit until eleven, so yes.').waitFor();
    await context.close();
  }, 90_000);
});
