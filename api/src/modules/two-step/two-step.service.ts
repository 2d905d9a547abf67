import { randomBytes } from 'node:crypto';
import type { TwoStepStatus } from '../../contracts/two-step.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import type { AuthPort, AuthSession } from '../../platform/auth/auth-port.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { openSecret, sealSecret } from '../../platform/sealed-secret.ts';
import * as repo from './two-step.repo.ts';
import {
  hashRecoveryCode,
  hashSpentCode,
  hashTicket,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  qrSvgOf,
  totpSetup,
} from './totp.ts';

export const wrongCodeMessage = 'That code is not right. Enter the current code from your authenticator app.';
export const ticketExpiredMessage = 'Your sign-in took too long. Enter your e-mail and password again.';
export const ticketLockedMessage = 'Too many wrong codes. Enter your e-mail and password again.';
export const ticketLifetimeSeconds = 300;
/** Codes one ticket may try; then the password step comes again. */
export const codeTriesPerTicket = 5;
/** A code is valid for its 30-second step and one either side: refused again for that long. */
const spentCodeSeconds = 90;

/** A spent code: how, and the session the provider raised to aal2 for an authenticator code (Supabase). */
type Spent = { by: 'authenticator' | 'recovery_code'; session?: AuthSession };

/** Associated data binds a sealed value to its user and purpose: a row copied elsewhere will not open. */
const secretAad = (userId: string) => `two-step-secret:${userId}`;
const ticketAad = (userId: string) => `two-step-ticket:${userId}`;

export interface TwoStepDeps {
  db: Db;
  auth: AuthPort;
  /** The key-encryption key PMS keys are sealed with (AES-256-GCM). */
  encryptionKey: Buffer;
}

export function createTwoStepService({ db, auth, encryptionKey }: TwoStepDeps) {
  // Supabase mode: GoTrue keeps the factor and checks the codes; local mode: our tables do.
  const provider = auth.providerTotp;

  function secretOf(userId: string, factor: repo.FactorRow): string {
    return openSecret(factor.sealed, encryptionKey, secretAad(userId));
  }

  const isEnabled = (userId: string) => (provider ? provider.isEnabled(userId) : repo.isEnabled(db, userId));

  /** Local mode: the code of an unused step of our factor; `enable` confirms a factor being set up. */
  async function spendLocalCode(userId: string, digits: string, enable: boolean): Promise<boolean> {
    const factor = await repo.findFactor(db, userId);
    if (!factor || (!factor.enabledAt && !enable)) return false;
    const step = matchingStep(secretOf(userId, factor), digits);
    return step !== null && (await repo.spendStep(db, userId, step, enable));
  }

  /** Supabase mode: GoTrue checks the code with the session's token; we refuse a code seen before. */
  async function spendProviderCode(userId: string, digits: string, accessToken: string): Promise<AuthSession | null> {
    const hash = hashSpentCode(userId, digits);
    if (!(await repo.claimCode(db, userId, hash, spentCodeSeconds))) return null;
    let session: AuthSession | null;
    try {
      session = await provider!.verify(userId, accessToken, digits);
    } catch (error) {
      await repo.releaseCode(db, userId, hash);
      throw error;
    }
    if (!session) await repo.releaseCode(db, userId, hash);
    return session;
  }

  /**
   * Spends `code` when it is a current authenticator code not used before, or (with `recovery`) an
   * unused recovery code; null otherwise. `enable` also confirms a factor that is being set up.
   * `accessToken` is the session the code is for (GoTrue verifies against it).
   */
  async function spendCode(
    userId: string,
    code: string,
    options: { enable?: boolean; recovery?: boolean; accessToken: string },
  ): Promise<Spent | null> {
    const enable = options.enable ?? false;
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      if (!provider) return (await spendLocalCode(userId, digits, enable)) ? { by: 'authenticator' } : null;
      if (!enable && !(await provider.isEnabled(userId))) return null;
      const session = await spendProviderCode(userId, digits, options.accessToken);
      return session ? { by: 'authenticator', session } : null;
    }
    if (!options.recovery || !(await isEnabled(userId))) return null;
    return (await repo.spendRecoveryCode(db, userId, hashRecoveryCode(code))) ? { by: 'recovery_code' } : null;
  }

  async function assertPassword(userId: string, password: string): Promise<void> {
    if (!(await auth.checkPassword(userId, password))) {
      throw new AppError('bad_request', 'Your current password is not right.', { reason: 'wrong_password' });
    }
  }

  const wrongCode = (code: 'bad_request' | 'unauthenticated') =>
    new AppError(code, wrongCodeMessage, { reason: 'wrong_code' });

  return {
    async status(userId: string): Promise<Omit<TwoStepStatus, 'required'>> {
      const enabled = await isEnabled(userId);
      return { enabled, recoveryCodesLeft: enabled ? await repo.unusedRecoveryCodes(db, userId) : 0 };
    },

    /**
     * A new secret for set-up, shown once as text and QR code; sign-in asks for nothing until
     * confirmed. It takes the password, as turning it off does: a stolen session alone cannot put
     * the owner's sign-in behind someone else's authenticator.
     */
    async startSetup(userId: string, email: string, password: string, accessToken: string) {
      await assertPassword(userId, password);
      if (provider) {
        const { secret, otpauthUrl } = await provider.enroll(userId, accessToken);
        return { secret, otpauthUrl, qrSvg: await qrSvgOf(otpauthUrl) };
      }
      const secret = newTotpSecret();
      const saved = await repo.saveUnconfirmedFactor(db, userId, sealSecret(secret, encryptionKey, secretAad(userId)));
      if (!saved)
        throw new AppError('conflict', 'Two-step sign-in is already on. Turn it off first to set it up again.');
      return { secret, ...(await totpSetup(secret, email)) };
    },

    /**
     * The first right code turns the factor on and yields ten recovery codes, shown this once. In
     * Supabase mode GoTrue answers with this session raised to aal2: the caller sets its cookies.
     */
    async confirmSetup(
      userId: string,
      code: string,
      accessToken: string,
      actor: AuditActor,
    ): Promise<{ recoveryCodes: string[]; session?: AuthSession }> {
      if (await isEnabled(userId)) throw new AppError('conflict', 'Two-step sign-in is already on.');
      // The codes are stored before the factor turns on, so a process dying in between leaves an
      // unconfirmed set-up (invisible at sign-in), never an enabled factor without recovery codes.
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(db, userId, recoveryCodes.map(hashRecoveryCode));
      const spent = await spendCode(userId, code, { enable: true, accessToken });
      if (!spent) throw wrongCode('bad_request');
      await recordAudit(db, actor, { action: 'two_step.enabled', subject: userId });
      return { recoveryCodes, session: spent.session };
    },

    /** Turning it off takes the password and a current code (or a recovery code). */
    async disable(
      userId: string,
      password: string,
      code: string,
      accessToken: string,
      actor: AuditActor,
    ): Promise<Spent> {
      await assertPassword(userId, password);
      const spent = await spendCode(userId, code, { recovery: true, accessToken });
      if (!spent) throw wrongCode('bad_request');
      if (provider) await provider.unenroll(userId);
      await repo.deleteFactor(db, userId);
      await recordAudit(db, actor, { action: 'two_step.disabled', subject: userId, details: { with: spent.by } });
      return spent;
    },

    isEnabled,

    /**
     * Whether a session the password step made must wait for a code. Supabase mode reads it from
     * the session GoTrue answered (aal1 with a verified factor); local mode from our factor.
     */
    async needsSecondStep(session: AuthSession): Promise<boolean> {
      return provider ? session.identity.secondStepMissing === true : repo.isEnabled(db, session.identity.userId);
    },

    /** The password step passed: the session waits sealed in our database, the browser gets a ticket. */
    async holdSession(session: AuthSession): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      const userId = session.identity.userId;
      const sealed = sealSecret(JSON.stringify(session), encryptionKey, ticketAad(userId));
      await repo.insertTicket(db, { hash: hashTicket(ticket), userId, sealed, ttlSeconds: ticketLifetimeSeconds });
      return ticket;
    },

    /** The session a ticket holds, without spending it (the throttle needs its e-mail first). */
    async heldSession(ticket: string): Promise<AuthSession> {
      const held = await repo.findTicket(db, hashTicket(ticket));
      if (!held) throw new AppError('unauthenticated', ticketExpiredMessage, { reason: 'two_step_expired' });
      return JSON.parse(openSecret(held.sealed, encryptionKey, ticketAad(held.userId))) as AuthSession;
    },

    /**
     * Spends the code and the ticket together and returns the session to hand out: the held one,
     * or in Supabase mode after an authenticator code the same session raised to aal2 by GoTrue.
     * A wrong code leaves the ticket for another try, up to `codeTriesPerTicket` tries, each
     * counted before its code is checked; then the ticket is gone.
     */
    async completeSignIn(ticket: string, session: AuthSession, code: string): Promise<AuthSession> {
      if (!(await repo.countTicketTry(db, hashTicket(ticket), codeTriesPerTicket))) {
        await repo.takeTicket(db, hashTicket(ticket));
        throw new AppError('unauthenticated', ticketLockedMessage, { reason: 'two_step_locked' });
      }
      const spent = await spendCode(session.identity.userId, code, {
        recovery: true,
        accessToken: session.accessToken,
      });
      if (!spent) throw wrongCode('unauthenticated');
      if (!(await repo.takeTicket(db, hashTicket(ticket)))) {
        throw new AppError('unauthenticated', ticketExpiredMessage, { reason: 'two_step_expired' });
      }
      return spent.session ?? session;
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
