import { z } from 'zod';
import { callIdPattern } from '../../contracts/call-objects.ts';
import type {
  AssignFollowUpBody,
  FollowUpActivity,
  FollowUpAssignees,
  FollowUpListQuery,
  FollowUpPage,
  FollowUpState,
} from '../../contracts/follow-ups.ts';
import { toCallLogListItem } from '../../contracts/call-log-projection.ts';
import { rooms } from '../../contracts/rooms.ts';
import { decodeInstantCursor, encodeInstantCursor } from '../../platform/db/instant-cursor.ts';
import { withTransaction, type Db, type Pool } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import type { AppQueues } from '../../platform/queues/app-queues.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import { checkedDays, periodInstants } from '../insights/index.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { alertAssignee } from './assignment-alert.ts';
import { countFollowUps, followUpExists, listFollowUps } from '../call-logs/index.ts';
import * as repo from './follow-ups.repo.ts';

const callIdShape = z.string().regex(callIdPattern);
const noFollowUp = () => notFound('No follow-up for that call.');

/** The open follow-ups of [from, to): the insights and home figure, and the list's total unfiltered. */
export const countOpenFollowUps = (db: Db, hotelId: string, period: { from: Date; to: Date }) =>
  countFollowUps(db, hotelId, period, { status: 'open', view: 'all', viewerId: null });

/**
 * After an assignment, the job that sends the alert e-mails it made due. The every-minute sweep
 * sends what a lost job leaves; this only makes the e-mail prompt, so a failure to queue is logged.
 */
export const queueDueEmailsOn =
  (queue: AppQueues['callAlerts'], logger: Logger) =>
  async (hotelId: string): Promise<void> => {
    await queue
      .add('due-emails', { dueEmailsOf: hotelId })
      .catch((error: unknown) => logger.error({ err: error, hotelId }, 'could not queue due alert e-mails'));
  };

/** Who is acting: the signed-in person. */
export interface FollowUpActor {
  userId: string;
  name: string;
}

/**
 * Follow-ups (decision 086): the list and its counts, assigning with the assignee's alert,
 * comments, done and reopened. Every change publishes to the hotel's room so open lists follow.
 */
export function createFollowUpsService(
  db: Pool,
  hotels: HotelsService,
  publish: Publish,
  queueDueEmails: (hotelId: string) => Promise<void>,
) {
  const changed = (hotelId: string, callId: string) =>
    publish(rooms.hotel(hotelId), 'follow-up:changed', { hotelId, callId });

  return {
    /** A page of the period's follow-ups (days on the hotel's clock) matching the filters, with how many there are. */
    async list(hotelId: string, viewerId: string, query: FollowUpListQuery): Promise<FollowUpPage> {
      checkedDays(query);
      const after = query.cursor ? decodeInstantCursor(query.cursor, callIdShape) : null;
      const timeZone = (await hotels.clock(hotelId))?.timeZone ?? null;
      if (!timeZone) throw notFound('Hotel not found.');
      const period = periodInstants(query, timeZone);
      const filter = { status: query.status, view: query.view, viewerId };
      const [rows, total] = await Promise.all([
        listFollowUps(db, hotelId, period, filter, after, query.limit + 1),
        countFollowUps(db, hotelId, period, filter),
      ]);
      const items = rows.slice(0, query.limit);
      return {
        items: items.map((row) => ({
          ...toCallLogListItem(row),
          reasons: row.reasons,
          assignee: row.assignee,
          done: row.done,
          comments: row.comments,
        })),
        total,
        nextCursor: rows.length > query.limit ? encodeInstantCursor(items.at(-1)!.key) : null,
      };
    },

    async assignees(hotelId: string): Promise<FollowUpAssignees> {
      const members = await repo.listAssignees(db, hotelId);
      return { members: members.map(({ userId, name, role }) => ({ userId, name, role })) };
    },

    /**
     * Gives the follow-up to a team member (or nobody). Giving it to whoever has it changes
     * nothing; a new assignee is alerted as they chose, once per follow-up however often it
     * comes back to them, and never for taking it themselves.
     */
    async assign(
      hotelId: string,
      callId: string,
      actor: FollowUpActor,
      body: AssignFollowUpBody,
    ): Promise<FollowUpState> {
      const outcome = await withTransaction(db, async (tx) => {
        const call = await repo.lockFollowUp(tx, hotelId, callId);
        if (!call) throw noFollowUp();
        const assignee = body.assigneeId ? (await repo.listAssignees(tx, hotelId, body.assigneeId))[0] : null;
        if (body.assigneeId && !assignee) throw badRequest("That person is not on this hotel's team.");
        const current = await repo.currentAssigneeId(tx, hotelId, callId);
        if (current === (assignee?.userId ?? null)) return { notification: null, changed: false };
        if (!assignee) {
          await repo.deleteAssignment(tx, hotelId, callId);
          await repo.addActivity(tx, { hotelId, callId, actorId: actor.userId, kind: 'unassigned' });
          return { notification: null, changed: true };
        }
        await repo.saveAssignment(tx, { hotelId, callId }, assignee.userId, actor.userId);
        await repo.addActivity(tx, {
          hotelId,
          callId,
          actorId: actor.userId,
          kind: 'assigned',
          assigneeId: assignee.userId,
        });
        const notification =
          assignee.userId === actor.userId ? null : await alertAssignee(tx, { hotelId, callId, call, assignee, actor });
        return { notification, changed: true };
      });
      if (outcome.notification) {
        publish(rooms.user(outcome.notification.userId), 'notification:created', outcome.notification.notification);
      }
      if (outcome.changed) {
        changed(hotelId, callId);
        await queueDueEmails(hotelId);
      }
      return repo.followUpState(db, hotelId, callId);
    },

    async comment(hotelId: string, callId: string, actor: FollowUpActor, text: string): Promise<FollowUpActivity> {
      const activity = await withTransaction(db, async (tx) => {
        if (!(await repo.lockFollowUp(tx, hotelId, callId))) throw noFollowUp();
        return repo.addActivity(tx, { hotelId, callId, actorId: actor.userId, kind: 'comment', body: text });
      });
      changed(hotelId, callId);
      return activity;
    },

    async activity(hotelId: string, callId: string): Promise<{ items: FollowUpActivity[] }> {
      if (!(await followUpExists(db, hotelId, callId))) throw noFollowUp();
      return { items: await repo.listActivity(db, hotelId, callId) };
    },

    /** Done, with who and when; marking a done follow-up done again keeps the first. */
    async markDone(hotelId: string, callId: string, actor: FollowUpActor): Promise<FollowUpState> {
      await withTransaction(db, async (tx) => {
        if (!(await repo.lockFollowUp(tx, hotelId, callId))) throw noFollowUp();
        if (await repo.markDone(tx, hotelId, callId, actor.userId))
          await repo.addActivity(tx, { hotelId, callId, actorId: actor.userId, kind: 'done' });
      });
      const state = await repo.followUpState(db, hotelId, callId);
      publish(rooms.hotel(hotelId), 'follow-up:handled', {
        hotelId,
        callId,
        handledBy: state.done?.by?.userId ?? null,
        handledAt: state.done?.at ?? new Date().toISOString(),
      });
      return state;
    },

    /** Open again (who and when go in the history); reopening an open follow-up changes nothing. */
    async reopen(hotelId: string, callId: string, actor: FollowUpActor): Promise<FollowUpState> {
      const reopened = await withTransaction(db, async (tx) => {
        if (!(await repo.lockFollowUp(tx, hotelId, callId))) throw noFollowUp();
        const wasDone = await repo.reopen(tx, hotelId, callId);
        if (wasDone) await repo.addActivity(tx, { hotelId, callId, actorId: actor.userId, kind: 'reopened' });
        return wasDone;
      });
      if (reopened) changed(hotelId, callId);
      return repo.followUpState(db, hotelId, callId);
    },
  };
}

export type FollowUpsService = ReturnType<typeof createFollowUpsService>;
