import type { DailySummaryPreview } from '../../contracts/alerts.ts';
import type { Identity } from '../../platform/access/identity.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type MailLinks, renderDailySummary } from '../mail/index.ts';
import { listSettings, pendingDailyItems } from './alerts.repo.ts';

/** The person's next daily summary of the hotel, rendered as the e-mail, from the alerts waiting for it. */
export async function previewDailySummary(
  db: Db,
  hotelId: string,
  identity: Identity,
  links: MailLinks,
): Promise<DailySummaryPreview> {
  const [pending, settings] = await Promise.all([
    pendingDailyItems(db, identity.userId, hotelId),
    listSettings(db, identity.userId, hotelId),
  ]);
  if (!pending) throw new AppError('not_found', 'Hotel not found.');
  const daily = new Set(settings.filter((s) => s.delivery === 'daily').map((s) => s.reason));
  const items = pending.items.filter((item) => daily.has(item.reason));
  // The preview's unsubscribe link is never sent anywhere; it is signed like the real one.
  const mail = renderDailySummary(
    {
      to: identity.email ?? '',
      userId: identity.userId,
      hotelId,
      hotelName: pending.hotelName,
      summaryDate: pending.sendsAt.slice(0, 10),
      items,
    },
    links,
  );
  return { items: items.length, sendsAt: pending.sendsAt, subject: mail.subject, html: mail.html ?? '' };
}
