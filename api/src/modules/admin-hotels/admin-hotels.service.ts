import { randomUUID } from 'node:crypto';
import type { HotelDetail, HotelFieldsBody, HotelSummary } from '../../contracts/admin.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { UploadedFile } from '../../platform/uploaded-file.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import * as hotelRows from '../hotels/index.ts';
import {
  findUserIdByEmail,
  hotelMembers,
  linkOwner,
  otherOwnerName,
  ownerNamesOf,
  unlinkOwner,
} from './admin-hotels.repo.ts';
import { sniffImage } from './picture.ts';
import { timeZoneOfPlace } from './time-zone-of-place.ts';

const hotelNotFound = 'Hotel not found.';

/** `accessReduced` is told when a user may see fewer hotels than before (their sockets rejoin). */
export function createAdminHotelsService(db: Pool, storage: StoragePort, accessReduced: (userId: string) => void) {
  async function get(hotelId: string): Promise<HotelDetail> {
    const hotel = await hotelRows.findHotelRecord(db, hotelId);
    if (!hotel) throw notFound(hotelNotFound);
    return { ...hotel, ...(await hotelMembers(db, hotelId)) };
  }

  /** The hotels with their owners' names (one statement for the whole list). */
  async function withOwners(hotels: hotelRows.HotelRecord[]): Promise<HotelSummary[]> {
    const owners = await ownerNamesOf(
      db,
      hotels.map((h) => h.hotelId),
    );
    return hotels.map((h) => ({ ...h, ownerName: owners.get(h.hotelId) ?? null }));
  }

  return {
    get,

    /** A search (dropdown) when `q` is given, else one page of the grid in name order. */
    async list(q: string, afterId: string | null, limit: number) {
      if (q) return { hotels: await withOwners(await hotelRows.searchHotelRecords(db, q, limit)), nextCursor: null };
      const hotels = await hotelRows.hotelRecordsPage(db, afterId, limit + 1);
      const more = hotels.length > limit;
      const page = await withOwners(hotels.slice(0, limit));
      return { hotels: page, nextCursor: more ? (page.at(-1)?.hotelId ?? null) : null };
    },

    async create(fields: HotelFieldsBody): Promise<HotelDetail> {
      const timeZone = fields.timeZone ?? timeZoneOfPlace(fields.location, fields.address) ?? 'UTC';
      return get(await hotelRows.insertHotelRecord(db, { ...fields, timeZone }));
    },

    async update(hotelId: string, fields: Partial<HotelFieldsBody>): Promise<HotelDetail> {
      if (!(await hotelRows.updateHotelRecord(db, hotelId, fields))) throw notFound(hotelNotFound);
      return get(hotelId);
    },

    /** Stores the picture in the public bucket and points the hotel at it; older pictures go. */
    async setPicture(hotelId: string, file: UploadedFile | null): Promise<HotelDetail> {
      if (!file || file.data.length === 0) throw badRequest('Attach the picture in the "file" field.');
      const image = sniffImage(file.data);
      if (!image) throw badRequest('The picture must be a PNG, JPEG, WebP or GIF image.');
      await get(hotelId);
      const folder = `hotels/${hotelId}`;
      const objectPath = `${folder}/picture-${randomUUID().slice(0, 8)}.${image.ext}`;
      await storage.put('hotel-pictures', objectPath, file.data, image.type);
      if ((await hotelRows.setHotelPicture(db, hotelId, storage.publicUrl('hotel-pictures', objectPath))) === null) {
        await storage.remove('hotel-pictures', [objectPath]);
        throw notFound(hotelNotFound);
      }
      const older = (await storage.list('hotel-pictures', folder)).filter((o) => o.path !== objectPath);
      if (older.length > 0)
        await storage
          .remove(
            'hotel-pictures',
            older.map((o) => o.path),
          )
          .catch(() => undefined);
      return get(hotelId);
    },

    /** Only for a hotel without another owner; the link and its audit entry commit together. */
    async linkOwner(hotelId: string, email: string, actor: AuditActor): Promise<HotelDetail> {
      await get(hotelId);
      const userId = await findUserIdByEmail(db, email);
      if (!userId) throw notFound(`No account with the e-mail ${email}.`);
      await withTransaction(db, async (tx) => {
        const [hotel] = await hotelRows.lockHotelRows(tx, [hotelId]);
        if (!hotel) throw notFound(hotelNotFound);
        const owner = await otherOwnerName(tx, hotelId, userId);
        if (owner !== null) {
          throw badRequest(
            `${hotel.name} already has an owner, ${owner}. Add others to the team as manager or front desk, or let the owner hand the role on.`,
          );
        }
        await linkOwner(tx, hotelId, userId);
        await recordAudit(tx, actor, { action: 'hotel.owner_linked', hotelId, subject: email });
      });
      return get(hotelId);
    },

    async unlinkOwner(hotelId: string, userId: string, actor: AuditActor): Promise<HotelDetail> {
      await withTransaction(db, async (tx) => {
        if (!(await unlinkOwner(tx, hotelId, userId))) throw notFound('That owner is not linked.');
        await recordAudit(tx, actor, { action: 'hotel.owner_unlinked', hotelId, subject: userId });
      });
      accessReduced(userId);
      return get(hotelId);
    },
  };
}
