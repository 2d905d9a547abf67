/**
 * Open follow-ups of the insights page's opening period (issue #32: one definition, one count): the
 * same number as the insights figure and the list's total, linking to that list.
 */
export function followUpsTile(total: number | undefined, periodLabel: string, href: string) {
  if (total === undefined) return { label: 'Open follow-ups', value: '…' };
  return {
    label: 'Open follow-ups',
    value: String(total),
    hint:
      total === 0 ? `Nobody is waiting for a call back · ${periodLabel}` : `Calls that need a person · ${periodLabel}`,
    href,
  };
}
