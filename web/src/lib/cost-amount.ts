/**
 * An amount as its voice platform reported it (decision 092): money in its own currency (cents
 * shown to the tenth of a cent, since calls cost fractions of one), else the platform's unit
 * ("1,200 credits"). Never converted.
 */
export function formatCostAmount(amount: number, denomination: { currency: string | null; unit: string | null }) {
  if (denomination.currency) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: denomination.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }).format(amount);
  }
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)} ${denomination.unit ?? ''}`.trim();
}
