import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ReviewKey } from './hotel-reviews.repo.ts';

const cursorShape = z.tuple([z.iso.datetime({ offset: true }), z.guid()]);

/** Opaque to the browser: base64url of the last row's key. */
export function encodeReviewCursor(key: ReviewKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.reviewId]), 'utf8').toString('base64url');
}

export function decodeReviewCursor(cursor: string): ReviewKey {
  try {
    const [createdAt, reviewId] = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { createdAt, reviewId };
  } catch {
    throw new AppError('bad_request', 'The cursor is not valid.');
  }
}
