import { z } from 'zod';
import { promptTemplateIds, unknownPlaceholders, type PromptTemplateId } from './constants.ts';
import { hotelRoles, type HotelRole } from './team-roles.ts';

export { knowledgeUploadLimits, promptTemplateIds, type PromptTemplateId } from './constants.ts';

export const promptIdParam = z.enum(promptTemplateIds, { message: 'Unknown prompt template.' });
export const savePromptBody = z.object({
  body: z
    .string()
    .max(100_000, 'A prompt must be at most 100,000 characters.')
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `{{${n}}}`).join(', ')}.`,
        });
      }
    }),
});

export interface KnowledgeFile {
  knowledgeFileId: string;
  hotelId: string | null;
  isGeneral: boolean;
  fileName: string;
  sizeBytes: number;
  status: 'queued' | 'processing' | 'ready' | 'failed';
  failureReason: string | null;
  chunkCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/knowledge-files/:id/preview`: what the agent took from a processed file. */
export interface KnowledgePreview {
  /** Pieces the agent's search can return. */
  passages: number;
  words: number;
  /** The opening of the processed text. */
  text: string;
  truncated: boolean;
}

export interface Prompt {
  promptId: PromptTemplateId;
  body: string;
  updatedAt: string | null;
  updatedByEmail: string | null;
}

export interface PromptVersion {
  promptVersionId: number;
  promptId: PromptTemplateId;
  body: string;
  createdByEmail: string;
  restoredFrom: number | null;
  createdAt: string;
  /** Its place in this template's history (1 is the first save); what people call the version. */
  versionNumber: number;
  restoredFromNumber: number | null;
}

/** One hotel in the admin lookup grid and search dropdown. */
export interface HotelSummary {
  hotelId: string;
  name: string;
  role: string;
  location: string;
  facilityOwner: string;
  lastActive: string | null;
  profilePicture: string;
  /** The name of the hotel's owner on HotelVoice (its team's owner role); null while it has none. */
  ownerName: string | null;
}

export interface HotelOwner {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface HotelDetail extends HotelSummary {
  /** IANA zone: the owner's call times, days and CSV exports are on this clock. */
  timeZone: string;
  address: string;
  website: string;
  phoneNumber: string;
  googlePlaceId: string;
  assistantName: string;
  /** Members with the owner role (one, or none yet). */
  owners: HotelOwner[];
  /** The rest of the team, with their roles: managers first, then the front desk. */
  team: HotelTeamMember[];
}

export interface HotelTeamMember extends HotelOwner {
  role: Exclude<HotelRole, 'owner'>;
}

/** An IANA zone the runtime knows (Intl throws on any other). */
function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);
const website = text(500).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
  message: 'Website must start with http:// or https://.',
});

const hotelFieldShape = {
  name: z.string().trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
  address: text(500),
  role: text(100),
  location: text(200),
  website,
  facilityOwner: text(200),
  phoneNumber: text(40),
  googlePlaceId: text(300),
  assistantName: z.string().trim().min(1, 'Assistant name is required.').max(60),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isKnownTimeZone, { message: 'Time zone must be an IANA name such as Europe/Lisbon.' }),
};

/** Every editable hotel field of spec §3; the picture has its own upload route. */
export const hotelFieldsBody = z.object({
  ...hotelFieldShape,
  address: hotelFieldShape.address.default(''),
  role: hotelFieldShape.role.default('Hotel'),
  location: hotelFieldShape.location.default(''),
  website: hotelFieldShape.website.default(''),
  facilityOwner: hotelFieldShape.facilityOwner.default(''),
  phoneNumber: hotelFieldShape.phoneNumber.default(''),
  googlePlaceId: hotelFieldShape.googlePlaceId.default(''),
  assistantName: hotelFieldShape.assistantName.default('Aria'),
  /** Left out (or empty) on create: taken from the location where it names a place, else UTC. */
  timeZone: z.preprocess((value) => (value === '' ? undefined : value), hotelFieldShape.timeZone.optional()),
});
export type HotelFieldsBody = z.infer<typeof hotelFieldsBody>;
/** An edit names only the fields it changes; no defaults, so nothing else is overwritten. */
export const updateHotelBody = z.object(hotelFieldShape).partial();

export const linkOwnerBody = z.object({
  email: z.string().trim().toLowerCase().min(3, 'Enter the owner’s e-mail address.').max(320),
});

export interface Application {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** The property the applicant named at sign-up; empty when they left it out. */
  hotelName: string;
  hotelCity: string;
  appliedAt: string;
}

/** One hotel the account now belongs to, with its role there. */
export interface ActivatedHotel {
  hotelId: string;
  name: string;
  role: HotelRole;
  /** The hotel's owner, e-mailed that this person joined; null when nobody was told (no other owner). */
  ownerTold: string | null;
}

/** What an activation did, for the admin's confirmation sentence. */
export interface Activation {
  firstName: string;
  lastName: string;
  hotels: ActivatedHotel[];
  welcomeMailQueued: boolean;
}

export interface AdminUser extends Application {
  activated: boolean;
  admin: boolean;
  deactivatedAt: string | null;
  hotels: { hotelId: string; name: string }[];
}

/**
 * The hotels to link, each with the role the account gets there. Owner only where the hotel has no
 * owner yet; otherwise manager or front desk, chosen explicitly. Reactivation may name none (the
 * account keeps its hotels).
 */
export const activateBody = z.object({
  hotels: z
    .array(
      z.object({
        hotelId: z.guid({ message: 'Hotel ids must be UUIDs.' }),
        role: z.enum(hotelRoles, { message: 'Choose the role at each hotel: owner, manager or front desk.' }),
      }),
    )
    .max(100)
    .refine((hotels) => new Set(hotels.map((h) => h.hotelId)).size === hotels.length, {
      message: 'Name each hotel once.',
    })
    .default([]),
});
export type ActivateBody = z.infer<typeof activateBody>;
export const setAdminBody = z.object({ admin: z.boolean({ message: 'admin must be true or false.' }) });

export interface OutboxMessage {
  outboxMessageId: string;
  toAddress: string;
  subject: string;
  textBody: string;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface AdminDemoRequest {
  demoRequestId: string;
  name: string;
  email: string;
  hotel: string;
  message: string;
  handledAt: string | null;
  createdAt: string;
}

export const markHandledBody = z.object({ handled: z.boolean().default(true) });
