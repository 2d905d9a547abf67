import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '../../platform/auth/supabase-auth.ts';
import { startSupabaseDouble, type SupabaseDouble } from '../../../../test/support/doubles/supabase-double.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createAdminAccountsService } from './admin-accounts.service.ts';

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

describe('accounts service on Supabase Auth (the GoTrue double)', () => {
  it('when a user is made admin, then their sessions end in one revocation and their open tabs are told once', async () => {
    const auth = createSupabaseAuth(double.settings, { sessionCheckTtlMs: 0 });
    const email = `promoted-${randomUUID()}@test.hotelvoice.dev`;
    const user = await auth.createUser(email, 'correct-horse-battery', false);
    const session = await auth.signIn(email, 'correct-horse-battery');
    const told: string[] = [];
    auth.onSessionsEnded((ended) => told.push(ended.userId));
    const service = createAdminAccountsService({
      pool: app.deps.pool,
      auth,
      mail: app.services.mail,
      publicUrl: app.config.publicUrl,
    });
    double.requests.length = 0;

    await service.setAdmin(user.id, true, {
      userId: randomUUID(),
      email: 'admin@test.hotelvoice.dev',
      ip: '127.0.0.1',
    });

    // Ending every session costs GoTrue a magic link, a verify and a global logout: once is enough.
    expect(double.requestsTo('POST', '/auth/v1/admin/generate_link')).toHaveLength(1);
    expect(double.requestsTo('POST', '/auth/v1/logout')).toHaveLength(1);
    expect(told).toEqual([user.id]);
    await expect(auth.verifyAccessToken(session.accessToken)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(double.auth.users.get(user.id)?.app_metadata).toMatchObject({ admin: true });
  });
});
