import type { Identity } from '../../platform/access/identity.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import type { AuthPort } from '../../platform/auth/auth-port.ts';
import { removeCalls } from './remove-calls.ts';
import { removeStoredExports } from '../data-export/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { callIdsOfHotel } from '../call-logs/index.ts';
import { knowledgePathsOfHotel, linkedHotelCount } from './deletion.repo.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';

const callsPerBatch = 500;

/** Account deletion for owners, hotel deletion for admins (decision 016). */
export function createDeletionService(db: Pool, storage: StoragePort, auth: AuthPort, hotels: HotelsService) {
  return {
    /**
     * The owner's own account: sign-in, profile and hotel links go; the hotels and their calls stay
     * with the platform until an admin deletes a hotel. Admins are removed by another admin.
     */
    async deleteOwnAccount(identity: Identity, confirmEmail: string, actor: AuditActor): Promise<void> {
      if (identity.admin) throw badRequest('Admin accounts are removed by another admin.');
      if (confirmEmail.toLowerCase() !== identity.email.toLowerCase()) {
        throw badRequest('Type your e-mail address exactly to confirm.');
      }
      const hotels = await linkedHotelCount(db, identity.userId);
      // The deletion itself is the auth service's (GoTrue's admin API in Supabase mode), outside our
      // transactions; written first so the log names the account that is about to go. Should the
      // auth call fail, the owner sees the error and the entry shows the attempt.
      await recordAudit(db, actor, {
        action: 'account.deleted',
        subject: identity.userId,
        details: { hotelsKept: hotels },
      });
      await auth.deleteUser(identity.userId);
    },

    /**
     * A hotel with everything under it: each call's objects and row (in batches, so a large hotel
     * neither holds a long transaction nor loses track when interrupted: running it again goes on),
     * its knowledge files and pictures, then the row, whose reviews, PMS key, knowledge chunks and
     * owner links go with it.
     */
    async deleteHotel(hotelId: string, confirmName: string, actor: AuditActor): Promise<{ deletedCalls: number }> {
      const name = await hotels.name(hotelId);
      if (name === null) throw notFound('Hotel not found.');
      if (confirmName !== name) throw badRequest('Type the hotel name exactly to confirm.');
      const hotel = { name, knowledgePaths: await knowledgePathsOfHotel(db, hotelId) };
      let deletedCalls = 0;
      for (;;) {
        const ids = await callIdsOfHotel(db, hotelId, callsPerBatch);
        if (ids.length === 0) break;
        deletedCalls += await removeCalls(db, storage, hotelId, ids, { tombstone: false });
      }
      await removeStoredExports(db, storage, { hotelId });
      if (hotel.knowledgePaths.length > 0) await storage.remove('knowledge', hotel.knowledgePaths);
      const pictures = await storage.list('hotel-pictures', `hotels/${hotelId}`);
      if (pictures.length > 0)
        await storage.remove(
          'hotel-pictures',
          pictures.map((p) => p.path),
        );
      // The row (with what cascades) and its audit entry commit together.
      await withTransaction(db, async (tx) => {
        await hotels.remove(hotelId, tx);
        await recordAudit(tx, actor, {
          action: 'hotel.deleted',
          hotelId,
          subject: hotel.name,
          details: { calls: deletedCalls, knowledgeFiles: hotel.knowledgePaths.length },
        });
      });
      return { deletedCalls };
    },
  };
}
