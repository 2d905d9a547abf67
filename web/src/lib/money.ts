/**
 * An amount in its own currency, as the owner reads it on the call list: "298 EUR", "1,234.50 USD",
 * "12,000 JPY" (Intl's digits for the currency; whole amounts without cents). Never converted.
 */
export function formatMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...(whole ? { minimumFractionDigits: 0 } : {}),
    }).formatToParts(amount);
  } catch {
    // A code Intl does not know still shows the PMS's amount, with two decimals at most.
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `${number} ${currency}`;
}
