import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestUser } from './factories.ts';
import type { BrowserAgent } from './test-app.ts';

/** What an authenticator app shows `stepsAhead` 30-second steps from now. */
export function codeFor(secret: string, stepsAhead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Turns two-step sign-in on through the account routes, as its owner would (password, then the
 * app's first code); answers the secret, the code it spent and the ten recovery codes.
 */
export async function enableTwoStep(agent: BrowserAgent, user: TestUser) {
  const setup = await agent.post('/api/account/two-step/setup').send({ password: user.password });
  expect(setup.status).toBe(200);
  const secret: string = setup.body.secret;
  const confirmCode = codeFor(secret);
  const confirmed = await agent.post('/api/account/two-step/confirm').send({ code: confirmCode });
  expect(confirmed.status).toBe(200);
  return { secret, confirmCode, recoveryCodes: confirmed.body.recoveryCodes as string[], setup: setup.body };
}
