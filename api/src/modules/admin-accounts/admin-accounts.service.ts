import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import type { ActivateBody, Activation, AdminUser } from '../../contracts/admin.ts';
import type { AuthPort } from '../../platform/auth/auth-port.ts';
import { withTransaction, type Db, type Pool } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MailService } from '../mail/mail.service.ts';
import { lockHotelRows, readHotelFacts, readLinkedHotelFacts } from '../hotels/index.ts';
import {
  linkHotel,
  listAccounts,
  listPendingApplications,
  isLastActiveAdmin,
  lockProfile,
  markActivated,
  markDeactivated,
  markRejected,
  ownersOf,
} from './admin-accounts.repo.ts';
import { activationMail } from './activation-mail.ts';
import { teamJoinedMail } from './team-joined-mail.ts';

/** The user's hotels with the role there, in name order. */
async function linkedHotelsByName(db: Db, userId: string) {
  const linked = await readLinkedHotelFacts(db, userId, 'name');
  return linked.map(({ hotelId, name, role }) => ({ hotelId, name, role }));
}

export interface AccountsDeps {
  pool: Pool;
  auth: AuthPort;
  mail: MailService;
  publicUrl: string;
}

const lastAdminText = 'At least one active admin must remain. Make someone else an admin first.';

/** Ending sessions goes through the auth port, which also drops their sockets (see app.ts). */
export function createAdminAccountsService({ pool, auth, mail, publicUrl }: AccountsDeps) {
  return {
    pending: () => listPendingApplications(pool),
    /** Each account's hotels in name order: the names in one read of the hotels module for the whole list. */
    async accounts(): Promise<AdminUser[]> {
      const accounts = await listAccounts(pool);
      const facts = await readHotelFacts(
        pool,
        accounts.flatMap((account) => account.hotelIds),
      );
      const rank = new Map([...facts.keys()].map((hotelId, i) => [hotelId, i]));
      return accounts.map(({ hotelIds, ...account }) => ({
        ...account,
        hotels: hotelIds
          .filter((hotelId) => rank.has(hotelId))
          .sort((a, b) => rank.get(a)! - rank.get(b)!)
          .map((hotelId) => ({ hotelId, name: facts.get(hotelId)!.name })),
      }));
    },

    /**
     * Activates the account, links it to the hotels with the role chosen for each and e-mails the
     * applicant; the owner of a hotel they join as manager or front desk is told. The owner role is
     * refused where the hotel has another owner. Audited in the same transaction.
     */
    async activate(userId: string, hotels: ActivateBody['hotels'], actor: AuditActor): Promise<Activation> {
      const { outboxMessageIds, activation } = await withTransaction(pool, async (tx) => {
        const profile = await lockProfile(tx, userId);
        if (!profile) throw new AppError('not_found', 'User not found.');
        const hotelIds = hotels.map((h) => h.hotelId);
        const locked = await lockHotelRows(tx, hotelIds);
        if (locked.length !== hotels.length) throw new AppError('not_found', 'Hotel not found.');
        const names = new Map(locked.map((h) => [h.hotelId, h.name]));
        const owners = await ownersOf(tx, hotelIds, userId);
        for (const { hotelId, role } of hotels) {
          const owner = owners.get(hotelId);
          if (role === 'owner' && owner) {
            throw new AppError(
              'bad_request',
              `${names.get(hotelId)} already has an owner, ${owner.firstName} ${owner.lastName}. Choose manager or front desk.`,
            );
          }
        }
        for (const { hotelId, role } of hotels) await linkHotel(tx, userId, hotelId, role);
        const linked = await linkedHotelsByName(tx, userId);
        if (linked.length === 0) throw new AppError('bad_request', 'Link the account to at least one hotel.');
        await markActivated(tx, userId);

        const chosen = new Set(hotelIds);
        const told = (hotelId: string) => (chosen.has(hotelId) ? (owners.get(hotelId) ?? null) : null);
        // One entry per hotel joined, with the role (a reactivation that keeps the hotels writes one without).
        if (hotels.length === 0) await recordAudit(tx, actor, { action: 'account.activated', subject: userId });
        for (const { hotelId, role } of hotels) {
          await recordAudit(tx, actor, {
            action: 'account.activated',
            hotelId,
            subject: userId,
            details: { role, ownerTold: told(hotelId) !== null },
          });
        }
        const ids = [
          await mail.write(
            tx,
            activationMail({ firstName: profile.firstName, email: profile.email, hotels: linked, publicUrl }),
          ),
        ];
        for (const { hotelId, role } of hotels) {
          const owner = told(hotelId);
          if (!owner) continue;
          const message = teamJoinedMail({
            owner,
            member: profile,
            hotel: { hotelId, name: names.get(hotelId)! },
            role,
            publicUrl,
          });
          ids.push(await mail.write(tx, message));
        }
        return {
          outboxMessageIds: ids,
          activation: {
            firstName: profile.firstName,
            lastName: profile.lastName,
            hotels: linked.map((hotel) => {
              const owner = told(hotel.hotelId);
              return { ...hotel, ownerTold: owner ? `${owner.firstName} ${owner.lastName}`.trim() : null };
            }),
            welcomeMailQueued: true,
          },
        };
      });
      for (const id of outboxMessageIds) await mail.dispatch(id);
      return activation;
    },

    async reject(userId: string, actor: AuditActor): Promise<void> {
      await withTransaction(pool, async (tx) => {
        if (!(await markRejected(tx, userId))) {
          throw new AppError('not_found', 'No pending application for this user.');
        }
        await recordAudit(tx, actor, { action: 'account.rejected', subject: userId });
      });
    },

    /** The user loses access at once: the flag is read on every request, and sessions end. */
    async deactivate(userId: string, actor: AuditActor & { userId: string }): Promise<void> {
      if (userId === actor.userId) throw new AppError('bad_request', 'You cannot deactivate your own account.');
      // The flag and its audit entry commit together; ending sessions follows (the flag already refuses them).
      await withTransaction(pool, async (tx) => {
        if (await isLastActiveAdmin(tx, userId)) throw new AppError('bad_request', lastAdminText);
        if (!(await markDeactivated(tx, userId))) throw new AppError('not_found', 'No active account for this user.');
        await recordAudit(tx, actor, { action: 'account.deactivated', subject: userId });
      });
      await auth.revokeAllSessions(userId);
    },

    /**
     * The claim lives in the token, so the user signs in again: auth.setAdmin ends every session.
     * The change is the auth service's (GoTrue's admin API in Supabase mode), outside our
     * transactions: the entry is written once it succeeded.
     */
    async setAdmin(userId: string, admin: boolean, actor: AuditActor & { userId: string }): Promise<void> {
      if (userId === actor.userId && !admin) {
        throw new AppError('bad_request', 'You cannot revoke your own admin rights.');
      }
      const audit = (db: Pick<Pool, 'query'>) =>
        recordAudit(db, actor, { action: 'role.changed', subject: userId, details: { admin } });
      if (admin) {
        await auth.setAdmin(userId, true);
        await audit(pool);
        return;
      }
      // The lock is held until the claim is written, so a concurrent demotion waits and counts again;
      // the entry commits with that transaction, once the auth call succeeded.
      await withTransaction(pool, async (tx) => {
        if (await isLastActiveAdmin(tx, userId)) throw new AppError('bad_request', lastAdminText);
        await auth.setAdmin(userId, false);
        await audit(tx);
      });
    },
  };
}
