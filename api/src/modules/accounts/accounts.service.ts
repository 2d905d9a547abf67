import type { AuthPort } from '../../platform/auth/auth-port.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  linkHotels,
  linkedHotelNames,
  listAccounts,
  listPendingApplications,
  lockProfile,
  markActivated,
  markDeactivated,
  markRejected,
} from './accounts.repo.ts';
import { activationMail } from './activation-mail.ts';

export interface AccountsDeps {
  pool: Pool;
  auth: AuthPort;
  mail: MailService;
  publicUrl: string;
}

/** Ending sessions goes through the auth port, which also drops their sockets (see app.ts). */
export function createAccountsService({ pool, auth, mail, publicUrl }: AccountsDeps) {
  return {
    pending: () => listPendingApplications(pool),
    accounts: () => listAccounts(pool),

    /** Activates the account, links it to the hotels and e-mails the applicant. */
    async activate(userId: string, hotelIds: string[]): Promise<void> {
      const outboxMessageId = await withTransaction(pool, async (tx) => {
        const profile = await lockProfile(tx, userId);
        if (!profile) throw new AppError('not_found', 'User not found.');
        const unique = [...new Set(hotelIds)];
        if ((await linkHotels(tx, userId, unique)) !== unique.length) {
          throw new AppError('not_found', 'Hotel not found.');
        }
        const hotelNames = await linkedHotelNames(tx, userId);
        if (hotelNames.length === 0) throw new AppError('bad_request', 'Link the account to at least one hotel.');
        await markActivated(tx, userId);
        return mail.write(
          tx,
          activationMail({ firstName: profile.firstName, email: profile.email, hotelNames, publicUrl }),
        );
      });
      await mail.dispatch(outboxMessageId);
    },

    async reject(userId: string): Promise<void> {
      if (!(await markRejected(pool, userId))) {
        throw new AppError('not_found', 'No pending application for this user.');
      }
    },

    /** The user loses access at once: the flag is read on every request, and sessions end. */
    async deactivate(userId: string, actingAdminId: string): Promise<void> {
      if (userId === actingAdminId) throw new AppError('bad_request', 'You cannot deactivate your own account.');
      if (!(await markDeactivated(pool, userId))) throw new AppError('not_found', 'No active account for this user.');
      await auth.revokeAllSessions(userId);
    },

    /** The claim lives in the token, so the user signs in again: auth.setAdmin ends every session. */
    async setAdmin(userId: string, admin: boolean, actingAdminId: string): Promise<void> {
      if (userId === actingAdminId && !admin) {
        throw new AppError('bad_request', 'You cannot revoke your own admin rights.');
      }
      await auth.setAdmin(userId, admin);
    },
  };
}
