import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../errors/app-error.ts';

export const accessTokenTtlSeconds = 15 * 60;

export interface AccessClaims {
  sub: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  session_id: string;
  app_metadata: { provider: string; admin?: boolean };
  user_metadata: Record<string, unknown>;
}

/** Signs an access token with Supabase's claim shape (HS256, like a legacy-secret project). */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, issuer: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenTtlSeconds}s`)
    .sign(secret);
}

/**
 * What every verified access token must carry, in both auth modes: a token without an expiry would
 * stay valid for ever, and one without issuer or audience could be a token minted for something else.
 */
export const requiredClaims = ['exp', 'iat', 'aud', 'iss'];

export async function verifyHs256(token: string, secret: Uint8Array, issuer: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: 'authenticated',
      issuer,
      requiredClaims,
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
      throw new AppError('unauthenticated', 'Invalid session token.');
    }
    return payload as unknown as AccessClaims;
  } catch (error) {
    throw toAuthError(error);
  }
}

export function toAuthError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof joseErrors.JWTExpired)
    return new AppError('unauthenticated', 'Session expired.', { reason: 'token_expired' });
  return new AppError('unauthenticated', 'Invalid session token.');
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash, so a database leak does not leak sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
