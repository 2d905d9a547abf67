import type { Db } from '../../api/src/platform/db/pool.ts';
import { eventually } from './eventually.ts';

/** The e-mails the outbox holds for an address, oldest first. */
export async function mailsTo(db: Db, address: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await db.query<{ subject: string; text: string }>(
    `select subject, text_body as text from public.outbox_messages where lower(to_address) = lower($1) order by created_at, outbox_message_id`,
    [address],
  );
  return rows;
}

/** Waits for the `nth` (1-based) mail to the address holding a link to `page`, and answers the link's token. */
export async function tokenFromMail(db: Db, address: string, page: string, nth = 1): Promise<string> {
  return eventually(async () => {
    const links = (await mailsTo(db, address))
      .map((mail) => new RegExp(`${page}#token=([A-Za-z0-9_%-]+)`).exec(mail.text)?.[1])
      .filter((token): token is string => Boolean(token));
    return links[nth - 1] ? decodeURIComponent(links[nth - 1]!) : undefined;
  }, `mail ${nth} to ${address} with a ${page} link`);
}
