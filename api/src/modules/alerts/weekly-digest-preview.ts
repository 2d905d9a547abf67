import { currentWeek, digestFigures, type DigestFigures } from './digest-figures.ts';
import { renderWeeklyDigest } from './render-weekly-digest.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MailLinks } from '../mail/index.ts';

/** The digest the owner will get next Monday, with this week's figures so far, rendered as the e-mail. */
export async function previewWeeklyDigest(
  db: Db,
  hotelId: string,
  identity: Identity,
  links: MailLinks,
): Promise<{ figures: DigestFigures; subject: string; html: string }> {
  const week = await currentWeek(db, hotelId, new Date());
  const figures = week && (await digestFigures(db, hotelId, week.monday, week));
  if (!figures) throw new AppError('not_found', 'Hotel not found.');
  // The preview's unsubscribe link is never sent anywhere; it is signed like the real one.
  const mail = renderWeeklyDigest(figures, { to: identity.email ?? '', userId: identity.userId, hotelId }, links);
  return { figures, subject: mail.subject, html: mail.html ?? '' };
}
