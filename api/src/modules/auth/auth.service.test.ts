import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '../../platform/auth/supabase-auth.ts';
import { startSupabaseDouble, type SupabaseDouble } from '../../../../test/support/doubles/supabase-double.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createAuthService } from './auth.service.ts';

let app: TestApp;
let double: SupabaseDouble;
beforeAll(async () => {
  app = createTestApp();
  double = await startSupabaseDouble();
});
afterAll(async () => {
  await double.close();
  await app.close();
});

describe('auth service on Supabase Auth (the GoTrue double)', () => {
  it('when a user signs out with only the refresh token, then GoTrue logs that session out and the token stops working', async () => {
    const auth = createSupabaseAuth(double.settings, { sessionCheckTtlMs: 0 });
    const service = createAuthService(auth, app.deps.pool);
    const email = `expired-${randomUUID()}@test.hotelvoice.dev`;
    await auth.createUser(email, 'correct-horse-battery', false);
    const kept = await auth.signIn(email, 'correct-horse-battery');
    const ended = await auth.signIn(email, 'correct-horse-battery');
    double.requests.length = 0;

    await service.signOutByRefreshToken(ended.refreshToken);

    expect(double.requestsTo('POST', '/auth/v1/logout').map((r) => r.query.get('scope'))).toEqual(['local']);
    expect(double.auth.sessions.has(ended.identity.sessionId)).toBe(false);
    expect(double.auth.sessions.has(kept.identity.sessionId)).toBe(true);
    await expect(auth.refresh(ended.refreshToken)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(auth.verifyAccessToken(ended.accessToken)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(auth.verifyAccessToken(kept.accessToken)).resolves.toEqual(kept.identity);
    // Signing out again with the dead token is a no-op, not an error.
    await expect(service.signOutByRefreshToken(ended.refreshToken)).resolves.toBeUndefined();
  });
});
