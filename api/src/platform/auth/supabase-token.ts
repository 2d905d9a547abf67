import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../errors/app-error.ts';
import type { AuthIdentity } from './auth-port.ts';
import { requiredClaims, toAuthError } from './tokens.ts';

interface SupabaseClaims extends JWTPayload {
  sub: string;
  email?: string;
  session_id: string;
  app_metadata?: { admin?: unknown };
  /** Authenticator assurance level: aal2 once the session passed a second factor at GoTrue. */
  aal?: string;
}

/**
 * Verifies Supabase access tokens locally. Projects on asymmetric signing keys publish them at
 * `/auth/v1/.well-known/jwks.json` (jose caches the set and refetches on an unknown `kid`); legacy
 * projects sign with the shared HS256 secret. HS256 is accepted only when that secret is configured,
 * and the JWKS never answers for HS256, so a token cannot choose a weaker path for itself.
 */
export function createSupabaseTokenVerifier(url: string, jwtSecret?: string) {
  const jwks = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', url));
  const secret = jwtSecret ? new TextEncoder().encode(jwtSecret) : undefined;
  // GoTrue's `iss` is the project's auth endpoint.
  const checks = { audience: 'authenticated', issuer: new URL('/auth/v1', url).href, requiredClaims };

  return async function verify(token: string): Promise<AuthIdentity & { expiresAt: number; aal: 'aal1' | 'aal2' }> {
    try {
      const { alg } = decodeProtectedHeader(token);
      const { payload } =
        alg === 'HS256' && secret
          ? await jwtVerify<SupabaseClaims>(token, secret, { ...checks, algorithms: ['HS256'] })
          : await jwtVerify<SupabaseClaims>(token, jwks, { ...checks, algorithms: ['ES256', 'RS256', 'EdDSA'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.session_id !== 'string' ||
        payload.role !== 'authenticated'
      ) {
        throw new AppError('unauthenticated', 'Invalid session token.');
      }
      return {
        userId: payload.sub,
        email: payload.email ?? '',
        // Only app_metadata: users can write their own user_metadata through GoTrue's /user endpoint.
        admin: payload.app_metadata?.admin === true,
        sessionId: payload.session_id,
        expiresAt: payload.exp!,
        aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
      };
    } catch (error) {
      // The key set could not be fetched: an outage, not a bad token, so no one is signed out for it.
      if (error instanceof joseErrors.JWKSTimeout || (error instanceof TypeError && error.message === 'fetch failed')) {
        throw new AppError('service_unavailable', 'The sign-in service is unreachable. Try again shortly.');
      }
      throw toAuthError(error);
    }
  };
}
