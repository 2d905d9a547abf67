import type { HotelsService } from '../hotels/hotels.service.ts';
import type { PmsKeyStatus, SetPmsKeyBody } from '../../contracts/dashboard.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { assertHotelAccess } from '../../platform/access/access.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { AppError, badRequest } from '../../platform/errors/app-error.ts';
import {
  checkPmsKey,
  pmsKeyFingerprint,
  type PmsSettings,
  readPmsCredentials,
  recordPmsCheck,
  pmsNames,
} from '../pms/index.ts';
import { sealSecret } from '../../platform/sealed-secret.ts';
import { findPmsKeyMeta, upsertVerifiedPmsKey, type PmsKeyMeta } from './pms-keys.repo.ts';

/** The PMS's words as a sentence, whatever punctuation they came with. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function toStatus(meta: PmsKeyMeta | null): PmsKeyStatus {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    status: 'success',
    has_key: meta !== null,
    last_updated: iso(meta?.updatedAt),
    key_hash: meta?.keyHash ?? null,
    provider: meta?.provider ?? null,
    property_id: meta?.propertyId ?? null,
    connection: !meta ? 'none' : !meta.provider ? 'unverified' : meta.lastError ? 'failing' : 'connected',
    verified_at: iso(meta?.verifiedAt),
    checked_at: iso(meta?.checkedAt),
    last_error: meta?.lastError ?? null,
  };
}

export function createPmsKeysService(db: Pool, hotels: HotelsService, encryptionKey: Buffer, pms: PmsSettings) {
  return {
    async status(identity: Identity, hotelId: string): Promise<PmsKeyStatus> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      return toStatus(await findPmsKeyMeta(db, hotelId));
    },

    /** Stores the key only after the PMS accepted it; a refusal comes back in the PMS's own words. */
    /** The stored key and its audit entry commit together (never the key, not even its fingerprint). */
    async set(identity: Identity, body: SetPmsKeyBody, actor: AuditActor): Promise<{ status: 'success' }> {
      await assertHotelAccess(db, identity, body.hotel_id, 'manage');
      const name = pmsNames[body.provider];
      if (body.provider === 'cloudbeds' && !body.property_id) {
        throw badRequest('Cloudbeds needs the property ID as well as the API key.');
      }
      const check = await checkPmsKey(
        { provider: body.provider, apiKey: body.pms_key, propertyId: body.property_id },
        pms,
      );
      if (!check.ok && check.refused) {
        throw badRequest(`${name} refused this key: ${sentence(check.reason)} The key was not saved.`, {
          reason: check.reason,
        });
      }
      if (!check.ok) {
        throw new AppError(
          'service_unavailable',
          `${name} did not answer: ${sentence(check.reason)} The key was not saved; try again in a minute.`,
          { reason: check.reason },
        );
      }
      await withTransaction(db, async (tx) => {
        await upsertVerifiedPmsKey(tx, {
          hotelId: body.hotel_id,
          sealed: sealSecret(body.pms_key, encryptionKey, body.hotel_id),
          keyHash: pmsKeyFingerprint(body.pms_key),
          updatedBy: identity.userId,
          provider: body.provider,
          propertyId: body.property_id,
        });
        await recordAudit(tx, actor, { action: 'pms_key.changed', hotelId: body.hotel_id });
        // Revenue is shown in the currency the PMS prices in (decision 091).
        if (check.currency) await hotels.setCurrency(body.hotel_id, check.currency, tx);
      });
      return { status: 'success' };
    },

    /** Checks the stored key now (the owner's "Check now"); the answer is the new status. */
    async checkNow(identity: Identity, hotelId: string): Promise<PmsKeyStatus> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      const credentials = await readPmsCredentials(db, encryptionKey, hotelId);
      if (!credentials) throw badRequest('There is no verified PMS key to check; save the key first.');
      const check = await checkPmsKey(credentials, pms);
      await recordPmsCheck(db, hotelId, check.ok ? null : check.reason);
      return toStatus(await findPmsKeyMeta(db, hotelId));
    },
  };
}
