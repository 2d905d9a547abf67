import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { AppError } from '../errors/app-error.ts';
import type { SupabaseSettings } from '../supabase/client.ts';
import type { AuthSession, ProviderTotp } from './auth-port.ts';
import { fromGoTrueError } from './gotrue-errors.ts';

/** GoTrue refuses a second factor with the same friendly name; unverified ones are dropped first. */
const friendlyName = 'HotelVoice authenticator';
const issuer = 'HotelVoice';

interface GoTrueFactor {
  id: string;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
}

export const alreadyOnMessage = 'Two-step sign-in is already on. Turn it off first to set it up again.';

/** True when the GoTrue user (as /user or a token response describes it) has a verified TOTP factor. */
export function hasVerifiedTotp(user: Pick<User, 'factors'> | null | undefined): boolean {
  return (user?.factors ?? []).some((f) => f.factor_type === 'totp' && f.status === 'verified');
}

/**
 * GoTrue's MFA for authenticator apps (internal/api/mfa.go). Enrolling, challenging and verifying
 * act as the user: `POST /factors`, `POST /factors/{id}/challenge` and `POST /factors/{id}/verify`
 * with the session's access token; verify answers a token response for the same session at aal2
 * (and GoTrue ends the user's other sessions below aal2). Listing and removing use the admin API
 * (`/admin/users/{id}/factors`), so turning it off works from a session that signed in with one of
 * our recovery codes, which GoTrue knows nothing of and which stays at aal1.
 */
export function createGoTrueTotp(deps: {
  settings: SupabaseSettings;
  adminApi: SupabaseClient['auth']['admin'];
  toAuthSession: (session: Session) => Promise<AuthSession>;
  /** GoTrue ended the user's sessions below aal2 on a verify: forget them, drop their sockets. */
  onOtherSessionsEnded: (userId: string) => void;
}): ProviderTotp {
  const { settings, adminApi } = deps;

  async function totpFactors(userId: string): Promise<GoTrueFactor[]> {
    const { data, error } = await adminApi.mfa.listFactors({ userId });
    if (error) throw fromGoTrueError(error);
    return (data.factors as GoTrueFactor[]).filter((f) => f.factor_type === 'totp');
  }

  async function removeFactor(userId: string, id: string): Promise<void> {
    const { error } = await adminApi.mfa.deleteFactor({ userId, id });
    // Already gone (two requests turning it off at once) is the outcome wanted.
    if (error && error.code !== 'mfa_factor_not_found') throw fromGoTrueError(error);
  }

  /** A request as the user. Errors keep GoTrue's `code` (X-Supabase-Api-Version 2024-01-01). */
  async function asUser<T>(
    path: string,
    accessToken: string,
    body: Record<string, unknown>,
  ): Promise<{ ok: true; body: T } | { ok: false; status: number; code: string }> {
    let res: Response;
    try {
      res = await fetch(new URL(`/auth/v1${path}`, settings.url), {
        method: 'POST',
        headers: {
          apikey: settings.anonKey,
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new AppError('service_unavailable', 'The sign-in service is unreachable. Try again shortly.');
    }
    const json = (await res.json().catch(() => ({}))) as T & { code?: unknown };
    if (res.ok) return { ok: true, body: json };
    return { ok: false, status: res.status, code: typeof json.code === 'string' ? json.code : '' };
  }

  function failure(result: { status: number; code: string }): AppError {
    if (['session_not_found', 'bad_jwt', 'no_authorization', 'user_not_found'].includes(result.code)) {
      return new AppError('unauthenticated', 'Session ended. Sign in again.', { reason: 'session_not_found' });
    }
    if (result.status === 429) return new AppError('rate_limited', 'Too many tries. Wait a moment and try again.');
    return new AppError('internal', 'The sign-in service refused the two-step request.', result);
  }

  return {
    async isEnabled(userId) {
      return (await totpFactors(userId)).some((f) => f.status === 'verified');
    },

    async enroll(userId, accessToken) {
      const factors = await totpFactors(userId);
      if (factors.some((f) => f.status === 'verified')) throw new AppError('conflict', alreadyOnMessage);
      for (const f of factors) await removeFactor(userId, f.id);
      const enrolled = await asUser<{ id: string; totp: { secret: string; uri: string } }>('/factors', accessToken, {
        factor_type: 'totp',
        friendly_name: friendlyName,
        issuer,
      });
      if (!enrolled.ok) throw failure(enrolled);
      return { secret: enrolled.body.totp.secret, otpauthUrl: enrolled.body.totp.uri };
    },

    async verify(userId, accessToken, code) {
      const factors = await totpFactors(userId);
      // The verified factor; during set-up, the newest unverified one.
      const factor =
        factors.find((f) => f.status === 'verified') ??
        factors.sort((a, b) => b.created_at.localeCompare(a.created_at)).find((f) => f.status === 'unverified');
      if (!factor) return null;
      const challenge = await asUser<{ id: string }>(`/factors/${factor.id}/challenge`, accessToken, {});
      if (!challenge.ok) throw failure(challenge);
      const verified = await asUser<Session>(`/factors/${factor.id}/verify`, accessToken, {
        challenge_id: challenge.body.id,
        code,
      });
      if (!verified.ok && verified.code === 'mfa_verification_failed') return null;
      if (!verified.ok) throw failure(verified);
      deps.onOtherSessionsEnded(userId);
      return deps.toAuthSession(verified.body);
    },

    async unenroll(userId) {
      for (const f of await totpFactors(userId)) await removeFactor(userId, f.id);
    },
  };
}
