import { z } from 'zod';
import { knowledgeUploadLimits } from '../../contracts/admin.ts';

/** The spec's multipart form fields besides `file`: is_general and hotel_id (empty for general). */
export const uploadFields = z
  .object({
    is_general: z.enum(['true', 'false'], { message: 'is_general must be "true" or "false".' }),
    hotel_id: z.string().trim().max(100).optional().default(''),
  })
  .transform((f) => ({ isGeneral: f.is_general === 'true', hotelId: f.hotel_id }));

export const listQuery = z.object({
  hotelId: z.guid({ message: 'hotelId must be a UUID.' }).optional(),
});

export const fileIdParam = z.guid({ message: 'File id must be a UUID.' });

/**
 * Spec §5: names must end in .txt. The extension is matched without regard to case (NOTES.TXT from
 * a Windows machine is accepted, see docs/decisions); the content check is what keeps binaries out.
 * Browsers may send a path; only its last segment is the name.
 */
export function checkTxtFileName(raw: string): string | null {
  const name = baseName(raw);
  if (!/\.txt$/i.test(name)) return knowledgeUploadLimits.wrongTypeMessage;
  if (name.length < 5) return 'The file needs a name before .txt.';
  if (name.length > 255) return 'The file name must be at most 255 characters.';
  return null;
}

export function baseName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}
