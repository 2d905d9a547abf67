import type { FollowUpPages } from '../../insights/api/follow-ups.ts';

/**
 * Open follow-ups of the insights page's opening period (issue #32: one definition, one count): the
 * same number as the insights figure and the list's total, linking to that list.
 */
export function followUpsTile(data: FollowUpPages | undefined, periodLabel: string, href: string) {
  if (!data) return { label: 'Open follow-ups', value: '…' };
  const total = data.pages[0]?.total ?? 0;
  return {
    label: 'Open follow-ups',
    value: String(total),
    hint:
      total === 0 ? `Nobody is waiting for a call back · ${periodLabel}` : `Calls that need a person · ${periodLabel}`,
    href,
  };
}
