import { z } from 'zod';
import { guestDataLimits } from './constants.ts';

/** `GET/PUT /api/hotels/:hotelId/privacy`: how a hotel keeps its guests' data (decision 016). */
export interface HotelPrivacySettings {
  /** Redacted card numbers keep their last four digits ("[card number removed, ending 1111]"). */
  cardLast4Visible: boolean;
  recordingRetentionDays: number;
  /** null keeps calls forever. */
  transcriptRetentionDays: number | null;
}

export const hotelPrivacyBody = z.object({
  cardLast4Visible: z.boolean(),
  recordingRetentionDays: z
    .number({ message: 'Recording retention must be a number of days.' })
    .int('Recording retention must be whole days.')
    .min(1, 'Recordings must be kept at least 1 day.')
    .max(
      guestDataLimits.maxRecordingRetentionDays,
      `Recordings can be kept at most ${guestDataLimits.maxRecordingRetentionDays} days.`,
    ),
  transcriptRetentionDays: z
    .number({ message: 'Transcript retention must be a number of days, or null for forever.' })
    .int('Transcript retention must be whole days.')
    .min(1, 'Transcripts must be kept at least 1 day.')
    .max(
      guestDataLimits.maxTranscriptRetentionDays,
      `Transcripts can be kept at most ${guestDataLimits.maxTranscriptRetentionDays} days.`,
    )
    .nullable(),
});

/** Finds one caller's calls: by phone number, or by one of their calls. */
export type ErasureQuery = { phone: string } | { callId: string };

export const erasureQuery = z
  .object({
    phone: z.string().trim().max(40, 'A phone number has at most 40 characters.').optional(),
    callId: z.string().trim().max(200, 'That is not a call id.').optional(),
  })
  .transform((value, ctx): ErasureQuery => {
    if (value.phone) {
      if (value.phone.replace(/\D/g, '').replace(/^0+/, '').length < 6) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter at least 6 digits of the phone number.' });
        return z.NEVER;
      }
      return { phone: value.phone };
    }
    if (value.callId) {
      if (!/^[A-Za-z0-9._-]{1,200}$/.test(value.callId)) {
        ctx.addIssue({ code: 'custom', path: ['callId'], message: 'That is not a call id.' });
        return z.NEVER;
      }
      return { callId: value.callId };
    }
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a phone number or a call id.' });
    return z.NEVER;
  });

export interface ErasureCall {
  callId: string;
  startedAt: string;
  callerNumber: string | null;
  preview: string;
  hasRecording: boolean;
}

/** `GET /api/hotels/:hotelId/erasure?phone=…|callId=…`: what a deletion would remove. */
export interface ErasurePreview {
  callerNumbers: string[];
  calls: ErasureCall[];
}

/** `POST /api/hotels/:hotelId/erasure`: the calls that were removed, with everything under them. */
export interface ErasureResult {
  erasedCalls: number;
}

/** `POST /api/hotels/:hotelId/exports`: a link to follow now, or an e-mail on its way. */
export type ExportAnswer = { mode: 'download'; url: string } | { mode: 'email'; email: string };

export interface AuditEvent {
  auditEventId: string;
  occurredAt: string;
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  hotelId: string | null;
  hotelName: string | null;
  subject: string;
  ip: string;
  details: Record<string, unknown>;
}

/** `GET /api/admin/audit-events`: newest first; pass nextCursor back as `before`. */
export interface AuditEventPage {
  items: AuditEvent[];
  nextCursor: string | null;
}

export const auditEventQuery = z.object({
  action: z
    .string()
    .regex(/^[a-z_]+\.[a-z_]+$/, 'Unknown action.')
    .optional(),
  actor: z.string().trim().max(320).optional(),
  hotelId: z.guid({ message: 'hotelId must be a UUID.' }).optional(),
  from: z.iso.datetime({ offset: true, message: 'from must be an ISO date-time.' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'to must be an ISO date-time.' }).optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be a cursor from an earlier page.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

/** `DELETE /api/me/account` and `DELETE /api/admin/hotels/:hotelId`: typed confirmation. */
export const deleteAccountBody = z.object({ confirmEmail: z.string().trim().max(320) });
export const deleteHotelBody = z.object({ confirmName: z.string().trim().max(200) });
