import { z } from 'zod';
import { maxPmsKeyLength } from './constants.ts';
import type { ReviewEvent } from './socket-events.ts';

/** A hotel as the owner dashboard's selector and pages need it. */
export interface DashboardHotel {
  id: string;
  name: string;
  /** The voice agent's persona name, shown beside its transcript lines. */
  assistantName: string;
  googlePlaceId: string;
}

/** `GET /api/check-pms-key?uid={hotelId}`: the spec's answer shape (snake_case kept on purpose). */
export interface PmsKeyStatus {
  status: 'success';
  has_key: boolean;
  last_updated: string | null;
  key_hash: string | null;
}

export { maxPmsKeyLength } from './constants.ts';

export const checkPmsKeyQuery = z.object({
  uid: z.guid({ message: 'uid must be the hotel id (a UUID).' }),
});

/**
 * `POST /api/set-pms-key`. The spec sends the user's uid too; who is acting comes from the session,
 * so uid is accepted for the shape and otherwise ignored.
 */
export const setPmsKeyBody = z.object({
  uid: z.string().max(200).optional(),
  hotel_id: z.guid({ message: 'hotel_id must be a UUID.' }),
  pms_key: z
    .string({ message: 'pms_key is required.' })
    .trim()
    .min(1, 'The API key must not be empty.')
    .max(maxPmsKeyLength, `The API key must be at most ${maxPmsKeyLength} characters.`)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value), 'The API key must not contain control characters.'),
});
export type SetPmsKeyBody = z.infer<typeof setPmsKeyBody>;

/** One review in the owner's list; the same shape `review:created` carries, so events drop into the cache. */
export type ReviewListItem = ReviewEvent;

export interface ReviewPage {
  items: ReviewListItem[];
  nextCursor: string | null;
}

export interface ReviewSummary {
  /** Mean rating rounded to two decimals, or null without reviews. */
  average: number | null;
  count: number;
  /** Reviews per star, keys '1' to '5'. */
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export const reviewPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
