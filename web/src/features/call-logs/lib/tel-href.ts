/**
 * A `tel:` link for a number as the caller's platform wrote it ("+44 (0)20 7946-0958"): digits
 * only, with its leading "+" kept, and a "(0)" trunk prefix dropped after a country code.
 */
export function telHref(number: string): string {
  const international = number.trim().startsWith('+');
  const digits = (international ? number.replace(/\(0\)/g, '') : number).replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}
