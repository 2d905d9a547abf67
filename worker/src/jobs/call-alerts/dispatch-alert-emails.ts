import { alertEmailsPerHour, type AlertReason } from '@hotelvoice/api/contracts';
import { withTransaction, type Db, type Pool } from '@hotelvoice/api/platform/db/pool';
import { insertOutboxMessage, renderAlertEmail, type MailLinks } from '@hotelvoice/api/modules/mail';
import { findHotelName } from '@hotelvoice/api/modules/hotels';

interface PendingEmail {
  userId: string;
  email: string;
  hotelId: string;
  hotelName: string;
  reason: AlertReason;
  subjectId: string;
  title: string;
  detail: string;
  overCap: boolean;
}

const hourMs = 3600_000;

/**
 * Writes the due alert e-mails of one hotel to the outbox, per person at most alertEmailsPerHour
 * in any hour. Alerts past the cap are held until that hour is over and then go out together as
 * one 'and N more' e-mail. Rows and outbox messages are written in one transaction under a
 * per-hotel lock, so a worker dying here leaves both or neither; the mail job (at least once,
 * keyed by the outbox id) sends what was written. Returns the outbox ids to queue.
 */
export async function dispatchAlertEmails(pool: Pool, hotelId: string, links: MailLinks, now = new Date()) {
  return withTransaction(pool, async (db) => {
    await db.query(`select pg_advisory_xact_lock(hashtextextended('alert-emails/' || $1, 0))`, [hotelId]);
    const outboxIds: string[] = [];
    for (const [userId, emails] of groupBy(await findDue(db, hotelId, now), (email) => email.userId)) {
      const window = await sentThisHour(db, hotelId, userId, now);
      let room = alertEmailsPerHour - window.sent;
      const held = emails.filter((email) => email.overCap);
      if (held.length > 0) {
        const id = await insertOutboxMessage(
          db,
          renderAlertEmail({ ...mailOf(held[0]!), items: [], more: held.length }, links),
        );
        for (const email of held) await markHandled(db, email, { summarizedIn: id }, now);
        outboxIds.push(id);
        room--;
      }
      const fresh = emails.filter((email) => !email.overCap);
      for (const email of fresh.slice(0, Math.max(0, room))) {
        const id = await insertOutboxMessage(
          db,
          renderAlertEmail({ ...mailOf(email), items: [email], more: 0 }, links),
        );
        await markHandled(db, email, { outboxMessageId: id }, now);
        outboxIds.push(id);
      }
      const over = fresh.slice(Math.max(0, room));
      if (over.length === 0) continue;
      const firstSent = window.firstSent ?? now;
      const hourOver = new Date(Math.max(firstSent.getTime() + hourMs, now.getTime() + 1));
      for (const email of over) await holdOverCap(db, email, hourOver);
    }
    return outboxIds;
  });
}

/** Hotels with e-mails due now: the sweeper's work list. */
export async function hotelsWithDueAlertEmails(db: Db, now = new Date()): Promise<string[]> {
  const { rows } = await db.query<{ hotelId: string }>(
    `select distinct hotel_id as "hotelId" from public.alert_emails where handled_at is null and due_at <= $1`,
    [now],
  );
  return rows.map((row) => row.hotelId);
}

const mailOf = (email: PendingEmail) => ({
  to: email.email,
  userId: email.userId,
  hotelId: email.hotelId,
  hotelName: email.hotelName,
  reason: email.reason,
});

/** The hotel's name is read once, and only when something is due. */
async function findDue(db: Db, hotelId: string, now: Date): Promise<PendingEmail[]> {
  const { rows } = await db.query<Omit<PendingEmail, 'hotelName'>>(
    `select a.user_id as "userId", u.email, a.hotel_id as "hotelId", a.reason,
            a.subject_id as "subjectId", a.title, a.detail, a.over_cap as "overCap"
     from public.alert_emails a
     join public.users u using (user_id)
     where a.hotel_id = $1 and a.handled_at is null and a.due_at <= $2
     order by a.created_at, a.subject_id, a.reason`,
    [hotelId, now],
  );
  if (rows.length === 0) return [];
  const hotelName = await findHotelName(db, hotelId);
  return hotelName === null ? [] : rows.map((row) => ({ ...row, hotelName }));
}

/** E-mails (each alert, each 'and N more') the person got from this hotel in the hour before `now`. */
async function sentThisHour(db: Db, hotelId: string, userId: string, now: Date) {
  const { rows } = await db.query<{ sent: number; firstSent: Date | null }>(
    `select count(distinct coalesce(outbox_message_id, summarized_in))::int as sent, min(handled_at) as "firstSent"
     from public.alert_emails
     where hotel_id = $1 and user_id = $2 and handled_at > $3::timestamptz - interval '1 hour' and handled_at <= $3
       and coalesce(outbox_message_id, summarized_in) is not null`,
    [hotelId, userId, now],
  );
  return rows[0]!;
}

const keyOf = (email: PendingEmail) => [email.userId, email.hotelId, email.reason, email.subjectId];
const whereKey = 'user_id = $1 and hotel_id = $2 and reason = $3 and subject_id = $4';

async function markHandled(
  db: Db,
  email: PendingEmail,
  how: { outboxMessageId?: string; summarizedIn?: string },
  now: Date,
) {
  await db.query(
    `update public.alert_emails set handled_at = $5, outbox_message_id = $6, summarized_in = $7 where ${whereKey}`,
    [...keyOf(email), now, how.outboxMessageId ?? null, how.summarizedIn ?? null],
  );
}

async function holdOverCap(db: Db, email: PendingEmail, until: Date) {
  await db.query(`update public.alert_emails set over_cap = true, due_at = $5 where ${whereKey}`, [
    ...keyOf(email),
    until,
  ]);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
