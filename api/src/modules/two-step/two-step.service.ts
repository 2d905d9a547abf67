import { randomBytes } from 'node:crypto';
import type { TwoStepStatus } from '../../contracts/two-step.ts';
import type { AuthPort, AuthSession } from '../../platform/auth/auth-port.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { openPmsKey, sealPmsKey } from '../../platform/pms/key-crypto.ts';
import * as repo from './two-step.repo.ts';
import { hashRecoveryCode, hashTicket, matchingStep, newRecoveryCodes, newTotpSecret, totpSetup } from './totp.ts';

export const wrongCodeMessage = 'That code is not right. Enter the current code from your authenticator app.';
export const ticketExpiredMessage = 'Your sign-in took too long. Enter your e-mail and password again.';
export const ticketLifetimeSeconds = 300;

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
  function secretOf(userId: string, factor: repo.FactorRow): string {
    return openPmsKey(factor.sealed, encryptionKey, secretAad(userId));
  }

  /**
   * True when `code` is a current authenticator code not used before, or an unused recovery code;
   * either is spent by this call. `enable` also confirms a factor that is being set up.
   */
  async function spendCode(userId: string, code: string, options: { enable?: boolean; recovery?: boolean } = {}) {
    const factor = await repo.findFactor(db, userId);
    if (!factor || (!factor.enabledAt && !options.enable)) return false;
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = matchingStep(secretOf(userId, factor), digits);
      return step !== null && (await repo.spendStep(db, userId, step, options.enable ?? false));
    }
    if (!options.recovery || !factor.enabledAt) return false;
    return repo.spendRecoveryCode(db, userId, hashRecoveryCode(code));
  }

  return {
    async status(userId: string): Promise<Omit<TwoStepStatus, 'required'>> {
      const enabled = await repo.isEnabled(db, userId);
      return { enabled, recoveryCodesLeft: enabled ? await repo.unusedRecoveryCodes(db, userId) : 0 };
    },

    /** A new secret for set-up, shown once as text and QR code; sign-in asks for nothing until confirmed. */
    async startSetup(userId: string, email: string) {
      const secret = newTotpSecret();
      const saved = await repo.saveUnconfirmedFactor(db, userId, sealPmsKey(secret, encryptionKey, secretAad(userId)));
      if (!saved)
        throw new AppError('conflict', 'Two-step sign-in is already on. Turn it off first to set it up again.');
      return { secret, ...(await totpSetup(secret, email)) };
    },

    /** The first right code turns the factor on and yields ten recovery codes, shown this once. */
    async confirmSetup(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      if (await repo.isEnabled(db, userId)) throw new AppError('conflict', 'Two-step sign-in is already on.');
      // The codes are stored before the factor turns on, so a process dying in between leaves an
      // unconfirmed set-up (invisible at sign-in), never an enabled factor without recovery codes.
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(db, userId, recoveryCodes.map(hashRecoveryCode));
      if (!(await spendCode(userId, code, { enable: true }))) {
        throw new AppError('bad_request', wrongCodeMessage, { reason: 'wrong_code' });
      }
      return { recoveryCodes };
    },

    /** Turning it off takes the password and a current code (or a recovery code). */
    async disable(userId: string, password: string, code: string): Promise<void> {
      if (!(await auth.checkPassword(userId, password))) {
        throw new AppError('bad_request', 'Your current password is not right.', { reason: 'wrong_password' });
      }
      if (!(await spendCode(userId, code, { recovery: true }))) {
        throw new AppError('bad_request', wrongCodeMessage, { reason: 'wrong_code' });
      }
      await repo.deleteFactor(db, userId);
    },

    isEnabled: (userId: string) => repo.isEnabled(db, userId),

    /** The password step passed: the session waits sealed in our database, the browser gets a ticket. */
    async holdSession(session: AuthSession): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      const userId = session.identity.userId;
      const sealed = sealPmsKey(JSON.stringify(session), encryptionKey, ticketAad(userId));
      await repo.insertTicket(db, { hash: hashTicket(ticket), userId, sealed, ttlSeconds: ticketLifetimeSeconds });
      return ticket;
    },

    /** The session a ticket holds, without spending it (the throttle needs its e-mail first). */
    async heldSession(ticket: string): Promise<AuthSession> {
      const held = await repo.findTicket(db, hashTicket(ticket));
      if (!held) throw new AppError('unauthenticated', ticketExpiredMessage, { reason: 'two_step_expired' });
      return JSON.parse(openPmsKey(held.sealed, encryptionKey, ticketAad(held.userId))) as AuthSession;
    },

    /** Spends the code and the ticket together; a wrong code leaves the ticket for another try. */
    async completeSignIn(ticket: string, session: AuthSession, code: string): Promise<void> {
      if (!(await spendCode(session.identity.userId, code, { recovery: true }))) {
        throw new AppError('unauthenticated', wrongCodeMessage, { reason: 'wrong_code' });
      }
      if (!(await repo.takeTicket(db, hashTicket(ticket)))) {
        throw new AppError('unauthenticated', ticketExpiredMessage, { reason: 'two_step_expired' });
      }
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
