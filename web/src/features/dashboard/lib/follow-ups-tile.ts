import type { FollowUpPage } from '@hotelvoice/api/contracts';

/**
 * Open follow-ups (issue #13): calls with a complaint, an unhappy caller, a request for a call back
 * or a person, a transfer or an unsuccessful outcome that nobody has marked handled yet. The page
 * holds at most the newest 50, so more reads "50+".
 */
export function followUpsTile(page: FollowUpPage | undefined, href: string) {
  if (!page) return { label: 'Open follow-ups', value: '…' };
  const count = page.items.length;
  return {
    label: 'Open follow-ups',
    value: page.hasMore ? `${count}+` : String(count),
    hint: count === 0 ? 'Nobody is waiting for a call back' : 'Calls that need a person',
    href,
  };
}
