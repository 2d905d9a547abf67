import type { HotelPrivacySettings } from '../../contracts/guest-data.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';

/** The hotel's retention and card settings; owners of the hotel and admins change them. */
export function createPrivacyService(db: Pool, hotels: HotelsService) {
  return {
    async get(hotelId: string): Promise<HotelPrivacySettings> {
      const privacy = await hotels.privacy(hotelId);
      if (!privacy) throw notFound('Hotel not found.');
      return privacy;
    },

    /** The change and its audit entry commit together. */
    async set(hotelId: string, next: HotelPrivacySettings, actor: AuditActor): Promise<HotelPrivacySettings> {
      return withTransaction(db, async (tx) => {
        const before = await hotels.privacy(hotelId, tx);
        const saved = before && (await hotels.setPrivacy(hotelId, next, tx));
        if (!before || !saved) throw notFound('Hotel not found.');
        await recordAudit(tx, actor, {
          action: 'retention.changed',
          hotelId,
          details: {
            recordingRetentionDays: saved.recordingRetentionDays,
            transcriptRetentionDays: saved.transcriptRetentionDays,
            cardLast4Visible: saved.cardLast4Visible,
            previousRecordingRetentionDays: before.recordingRetentionDays,
            previousTranscriptRetentionDays: before.transcriptRetentionDays,
          },
        });
        return saved;
      });
    },
  };
}
