import type { Pool } from '../../api/src/platform/db/pool.ts';
import { insertNotification } from '../../api/src/modules/alerts/alert-records.ts';
import { callAlertTitle } from '../../api/src/modules/alerts/call-alert-title.ts';

/**
 * What the team did with the hotel's newest follow-ups (decision 086), as people would have:
 * the owner handed some to the front desk and the manager, who commented and closed a few; the
 * rest wait unassigned. The front desk's bell holds the assignment alerts (in-app only: the demo
 * sends no mail).
 */
const plan = [
  {
    to: 'front_desk',
    comments: [['owner', 'Fatima, could you call them back this afternoon? Check their booking first.']],
    done: null,
  },
  {
    to: 'front_desk',
    comments: [['front_desk', 'Left a voicemail; trying again after the check-in rush.']],
    done: null,
  },
  {
    to: 'manager',
    comments: [['manager', 'Spoke to the guest and sorted it out; there is a note on the booking.']],
    done: 'manager',
  },
  {
    to: 'front_desk',
    comments: [
      ['front_desk', 'Called back: all settled, the guest was happy with the answer.'],
      ['owner', 'Thanks, well handled.'],
    ],
    done: 'front_desk',
  },
] as const;

type Role = 'owner' | 'manager' | 'front_desk';

export async function seedDemoFollowUpWork(pool: Pool, hotelId: string): Promise<void> {
  const { rows: team } = await pool.query<{ userId: string; role: Role; name: string; email: string }>(
    `select uh.user_id as "userId", uh.role, u.first_name || ' ' || u.last_name as name, u.email
     from public.user_hotels uh join public.users u using (user_id) where uh.hotel_id = $1`,
    [hotelId],
  );
  const person = (role: Role) => team.find((member) => member.role === role);
  const owner = person('owner');
  if (!owner) return;
  const { rows: calls } = await pool.query<{
    callId: string;
    startedAt: Date;
    summary: string | null;
    preview: string | null;
    hotelName: string;
    timeZone: string;
  }>(
    `select c.call_id as "callId", c.started_at as "startedAt", c.summary, c.transcript_preview as preview,
            h.name as "hotelName", h.timezone as "timeZone"
     from public.call_logs c join public.hotels h using (hotel_id)
     where c.hotel_id = $1 and c.follow_up_reasons <> '{}' and c.started_at > now() - interval '6 days'
     order by c.started_at desc limit $2`,
    [hotelId, plan.length],
  );
  for (const [index, call] of calls.entries()) {
    const step = plan[index]!;
    const assignee = person(step.to);
    if (!assignee) continue;
    // Assigned an hour after the call, each comment half an hour later, done after the last.
    const at = (minutes: number) => new Date(call.startedAt.getTime() + (60 + minutes) * 60_000);
    const target = [hotelId, call.callId];
    await pool.query(
      `insert into public.call_follow_up_assignments (hotel_id, call_id, assignee_id, assigned_by, assigned_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [...target, assignee.userId, owner.userId, at(0)],
    );
    await pool.query(
      `insert into public.call_follow_up_activities (hotel_id, call_id, actor_id, kind, assignee_id, created_at)
       values ($1, $2, $3, 'assigned', $4, $5)`,
      [...target, owner.userId, assignee.userId, at(0)],
    );
    for (const [n, [role, text]] of step.comments.entries()) {
      await pool.query(
        `insert into public.call_follow_up_activities (hotel_id, call_id, actor_id, kind, body, created_at)
         values ($1, $2, $3, 'comment', $4, $5)`,
        [...target, person(role)?.userId ?? owner.userId, text, at(30 * (n + 1))],
      );
    }
    if (step.done) {
      const doneBy = person(step.done)?.userId ?? owner.userId;
      const doneAt = at(30 * (step.comments.length + 1));
      await pool.query(
        `insert into public.call_follow_ups_handled (hotel_id, call_id, handled_by, handled_at) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [...target, doneBy, doneAt],
      );
      await pool.query(
        `insert into public.call_follow_up_activities (hotel_id, call_id, actor_id, kind, created_at)
         values ($1, $2, $3, 'done', $4)`,
        [...target, doneBy, doneAt],
      );
    }
    await insertNotification(
      pool,
      { userId: assignee.userId, email: assignee.email, reason: 'follow_up_assigned', delivery: 'immediate' },
      {
        hotelId,
        hotelName: call.hotelName,
        subjectId: call.callId,
        reasons: ['follow_up_assigned'],
        title: callAlertTitle(call),
        detail: `${owner.name} gave this follow-up to you. ${call.summary ?? call.preview ?? ''}`.trim(),
        happenedAt: at(0),
      },
    );
  }
}
