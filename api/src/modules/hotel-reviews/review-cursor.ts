import { z } from 'zod';
import { badRequest } from '../../platform/errors/app-error.ts';
import type { ReviewKey } from './hotel-reviews.repo.ts';

/**
 * created_at as Postgres printed it. ISO allows what timestamptz refuses, which would fail the
 * query: the year 0000 (Postgres counts 1 BC, then AD 1) and UTC offsets beyond ±15:59.
 */
const postgresInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => !value.startsWith('0000-') && /(?:Z|[+-](?:0\d|1[0-5]):[0-5]\d)$/.test(value));
const cursorShape = z.tuple([postgresInstant, z.guid()]);

/** Opaque to the browser: base64url of the last row's key. */
export function encodeReviewCursor(key: ReviewKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.reviewId]), 'utf8').toString('base64url');
}

export function decodeReviewCursor(cursor: string): ReviewKey {
  try {
    const [createdAt, reviewId] = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { createdAt, reviewId };
  } catch {
    throw badRequest('The cursor is not valid.');
  }
}
