import { z } from 'zod';
import type { CallLogListItem } from './call-logs.ts';
import type { FollowUpReason } from './call-facts.ts';
import { calendarDay } from './insights.ts';
import { followUpCommentMaxLength, followUpStatuses, followUpViews } from './follow-up-vocabulary.ts';
import { followUpPageSize } from './insights-period.ts';
import type { HotelRole } from './team-roles.ts';

/**
 * Follow-ups (issue #32, decision 086): a call with a follow-up reason. It is open until a team
 * member marks it done; it can be given to one team member, commented on and reopened.
 */

export * from './follow-up-vocabulary.ts';

export interface FollowUpPerson {
  userId: string;
  /** First and last name, else the e-mail address. */
  name: string;
}

export interface FollowUpItem extends CallLogListItem {
  reasons: FollowUpReason[];
  /** Who has it; null when nobody does. */
  assignee: FollowUpPerson | null;
  /** Who marked it done and when; null while open. `by` is null once that account is gone. */
  done: { by: FollowUpPerson | null; at: string } | null;
  comments: number;
}

/**
 * One page of a period's follow-ups, newest first. An open follow-up is a call started in the
 * period (days on the hotel's clock) that has a follow-up reason and that nobody has marked done:
 * with status=open and view=all, `total` is the insights figure.
 */
export interface FollowUpPage {
  items: FollowUpItem[];
  /** All the follow-ups the query matches, not only this page's. */
  total: number;
  /** Asks for the next page; null on the last. */
  nextCursor: string | null;
}

/** `GET /api/hotels/:hotelId/follow-ups?from&to[&view][&status][&cursor][&limit]`. */
export const followUpListQuery = z
  .object({
    from: calendarDay,
    to: calendarDay,
    view: z.enum(followUpViews, { message: 'Show mine, unassigned or all.' }).default('all'),
    status: z.enum(followUpStatuses, { message: 'Show open or done follow-ups.' }).default('open'),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(followUpPageSize),
  })
  .strict();
export type FollowUpListQuery = z.infer<typeof followUpListQuery>;

/** `PUT …/follow-ups/:callId/assignee`: a team member's user id, or null to unassign. */
export const assignFollowUpBody = z
  .object({ assigneeId: z.guid({ message: 'Pick a member of the team.' }).nullable() })
  .strict();
export type AssignFollowUpBody = z.infer<typeof assignFollowUpBody>;

/** `POST …/follow-ups/:callId/comments`: plain text, shown as text (never as markup). */
export const followUpCommentBody = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Write a comment first.')
      .max(followUpCommentMaxLength, `Keep a comment to ${followUpCommentMaxLength} characters.`)
      // Postgres text cannot hold NUL: refused here rather than failing the insert.
      .refine((text) => !text.includes('\0'), 'A comment cannot contain NUL characters.'),
  })
  .strict();

export type FollowUpActivityKind = 'assigned' | 'unassigned' | 'comment' | 'done' | 'reopened';

/** One entry of a follow-up's history, oldest first. */
export interface FollowUpActivity {
  activityId: string;
  kind: FollowUpActivityKind;
  /** Who did it; null once that account is gone. */
  actor: FollowUpPerson | null;
  /** For `assigned`: to whom. */
  assignee: FollowUpPerson | null;
  /** For `comment`: the text. */
  body: string | null;
  createdAt: string;
}

/** `GET …/follow-ups/:callId/activity`. */
export interface FollowUpActivityList {
  items: FollowUpActivity[];
}

/** `GET …/follow-ups/assignees`: who a follow-up can be given to (the hotel's team). */
export interface FollowUpAssignees {
  members: (FollowUpPerson & { role: HotelRole })[];
}

/** What assigning, marking done or reopening answers: the follow-up's state now. */
export interface FollowUpState {
  hotelId: string;
  callId: string;
  assignee: FollowUpPerson | null;
  done: FollowUpItem['done'];
}
