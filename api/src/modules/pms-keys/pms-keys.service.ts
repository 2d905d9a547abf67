import type { PmsKeyStatus, SetPmsKeyBody } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';
import { assertHotelAccess } from '../../platform/access/access.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { pmsKeyFingerprint, sealPmsKey } from './pms-key-crypto.ts';
import { findPmsKeyMeta, upsertPmsKey } from './pms-keys.repo.ts';

export function createPmsKeysService(db: Db, encryptionKey: Buffer) {
  return {
    async status(identity: Identity, hotelId: string): Promise<PmsKeyStatus> {
      await assertHotelAccess(db, identity, hotelId);
      const meta = await findPmsKeyMeta(db, hotelId);
      return {
        status: 'success',
        has_key: meta !== null,
        last_updated: meta ? meta.updatedAt.toISOString() : null,
        key_hash: meta?.keyHash ?? null,
      };
    },

    async set(identity: Identity, body: SetPmsKeyBody): Promise<{ status: 'success' }> {
      await assertHotelAccess(db, identity, body.hotel_id);
      await upsertPmsKey(db, {
        hotelId: body.hotel_id,
        sealed: sealPmsKey(body.pms_key, encryptionKey, body.hotel_id),
        keyHash: pmsKeyFingerprint(body.pms_key),
        updatedBy: identity.userId,
      });
      return { status: 'success' };
    },
  };
}
