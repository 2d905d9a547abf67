import { withTransaction, type Pool } from '@hotelvoice/api/platform/db/pool';
import { insertOutboxMessage, type MailLinks, renderDailySummary } from '@hotelvoice/api/modules/mail';
import { readHotelFacts } from '@hotelvoice/api/modules/hotels';
import { claimSummary, completeSummary, findDueSummaries, lockSummaryContent } from './daily-summary.repo.ts';

/**
 * Writes the daily summaries that came due (08:00 hotel time passed) to the outbox: one e-mail per
 * person and hotel and day, with every item raised before that 08:00. The claim row, the e-mail
 * and the items' handled mark are one transaction, so a retried sweep, a restart or a flushed
 * Redis (the sweep scheduler is restored; the next run catches up) neither doubles nor skips a
 * day, and a worker dying mid-send leaves an outbox row that the mail job sends. Returns the
 * outbox ids to queue.
 */
export async function sendDailySummaries(pool: Pool, links: MailLinks, now = new Date()): Promise<string[]> {
  const outboxIds: string[] = [];
  const dues = await findDueSummaries(pool, now);
  const hotels = await readHotelFacts(
    pool,
    dues.map((due) => due.hotelId),
  );
  for (const due of dues) {
    const hotel = hotels.get(due.hotelId);
    // Deleted since: its items went with it.
    if (!hotel) continue;
    const id = await withTransaction(pool, async (db) => {
      if (!(await claimSummary(db, due))) return null;
      const content = await lockSummaryContent(db, due, hotel);
      const outboxMessageId =
        content.items.length === 0
          ? null
          : await insertOutboxMessage(
              db,
              renderDailySummary(
                {
                  to: content.to,
                  userId: due.userId,
                  hotelId: due.hotelId,
                  hotelName: content.hotelName,
                  summaryDate: due.summaryDate,
                  items: content.items,
                },
                links,
              ),
            );
      await completeSummary(db, due, { items: content.items.length, outboxMessageId });
      return outboxMessageId;
    });
    if (id) outboxIds.push(id);
  }
  return outboxIds;
}
