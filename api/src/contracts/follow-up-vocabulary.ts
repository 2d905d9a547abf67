/*
 * Follow-up filters and limits, free of zod so the web imports them without the schemas
 * (`@hotelvoice/api/contracts/follow-up-vocabulary`); follow-ups.ts re-exports them.
 */

/** Whose follow-ups the list shows: the caller's own, nobody's yet, or everyone's. */
export const followUpViews = ['mine', 'unassigned', 'all'] as const;
export type FollowUpView = (typeof followUpViews)[number];

export const followUpStatuses = ['open', 'done'] as const;
export type FollowUpStatus = (typeof followUpStatuses)[number];

/** Longest comment, in characters (the table's check says the same). */
export const followUpCommentMaxLength = 2000;
