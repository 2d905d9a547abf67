import type { SessionsEndedListener } from './session-events.ts';

/** What the product needs from an auth provider. Business code sees only this type. */
export interface AuthIdentity {
  userId: string;
  email: string;
  admin: boolean;
  sessionId: string;
  /**
   * Set by a provider whose own tokens can reach the api without it (Supabase: anyone with the
   * password gets an aal1 token from GoTrue): the user has a verified factor and this session has
   * not passed it at the provider. The api then accepts it only if it passed our code step.
   */
  secondStepMissing?: boolean;
}

/** Two-step sign-in where the provider keeps the authenticator-app factor (GoTrue's MFA). */
export interface ProviderTotp {
  /** True when the user has a verified TOTP factor. */
  isEnabled(userId: string): Promise<boolean>;
  /** A new unverified factor for the session's user (an earlier unverified one is dropped). */
  enroll(userId: string, accessToken: string): Promise<{ secret: string; otpauthUrl: string }>;
  /**
   * Challenges the user's factor (the unverified one during set-up) and verifies the code with
   * the session's token: the same session raised to aal2, or null for a wrong code.
   */
  verify(userId: string, accessToken: string, code: string): Promise<AuthSession | null>;
  /** Removes the user's TOTP factors (after the api checked password and code). */
  unenroll(userId: string): Promise<void>;
}

export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  identity: AuthIdentity;
}

export interface AuthUser {
  id: string;
  email: string;
  admin: boolean;
}

export interface AuthPort {
  readonly kind: 'local' | 'supabase';
  /** Present when the provider keeps TOTP factors; otherwise the api keeps them (two_step_factors). */
  readonly providerTotp?: ProviderTotp;
  /** Creates the account; it does not sign the user in. Throws AppError conflict if the e-mail is taken. */
  signUp(email: string, password: string, metadata: Record<string, unknown>): Promise<AuthUser>;
  /** Throws AppError('unauthenticated', 'Invalid login credentials') on a wrong e-mail or password. */
  signIn(email: string, password: string): Promise<AuthSession>;
  /** Rotates the refresh token. Reusing an already rotated token revokes the whole session. */
  refresh(refreshToken: string): Promise<AuthSession>;
  /** Ends the session the access token belongs to. */
  signOut(identity: AuthIdentity, accessToken: string): Promise<void>;
  /**
   * Verifies signature, expiry and that the session still exists. Throws AppError unauthenticated.
   * `fresh` asks the provider even when a recent answer is cached (socket room joins).
   */
  verifyAccessToken(token: string, options?: { fresh?: boolean }): Promise<AuthIdentity>;
  findUserByEmail(email: string): Promise<AuthUser | null>;
  /** Creates a confirmed user (admin tool, seed). */
  createUser(email: string, password: string, admin: boolean): Promise<AuthUser>;
  /** Sets the admin claim and ends every session of the user, since their tokens carry the old claim. */
  setAdmin(userId: string, admin: boolean): Promise<void>;
  /**
   * Replaces the password and ends every session of the user: a changed password signs everyone
   * out. `changedBy` names the session whose page changed it (it gets a new session from the caller).
   */
  setPassword(userId: string, password: string, changedBy?: string): Promise<void>;
  /** Ends every session of the user at once. */
  revokeAllSessions(userId: string): Promise<void>;
  /** Ends the user's sessions and deletes the user (their profile row goes with it). */
  deleteUser(userId: string): Promise<void>;
  /**
   * A single-use token for a forgotten password, valid for an hour, or null when no account has the
   * address. It sends nothing: the product's own mail carries the link.
   */
  createRecoveryToken(email: string): Promise<string | null>;
  /**
   * Sets a new password for the recovery token's user and ends every session of theirs. Works once;
   * an unknown, used or expired token throws AppError bad_request with reason `link_invalid`.
   */
  resetPassword(token: string, password: string): Promise<AuthUser>;
  /** True when the password is the user's current one (the account page asks before changes). */
  checkPassword(userId: string, password: string): Promise<boolean>;
  /** A single-use token, valid for a day, that moves the user to `newEmail` once confirmed. */
  createEmailChangeToken(userId: string, newEmail: string): Promise<string>;
  /** Applies the e-mail change a token stands for and returns the user as now; throws like resetPassword. */
  confirmEmailChange(token: string): Promise<AuthUser>;
  /** Ends one session of the user (the account page's session list). */
  endSession(userId: string, sessionId: string): Promise<void>;
  /**
   * Called whenever this adapter ends sessions: sign-out, refresh-token reuse, setAdmin,
   * setPassword, revokeAllSessions. The api drops the sockets those sessions opened.
   */
  onSessionsEnded(listener: SessionsEndedListener): void;
}

export const invalidCredentialsMessage = 'Invalid login credentials';

export const recoveryLifetimeSeconds = 3600;
export const emailChangeLifetimeSeconds = 24 * 3600;
export const invalidLinkMessage = 'This link is invalid or has expired. Ask for a new one.';
