/**
 * A phone number in one normal form: E.164 when it carries its country ('+' or the international
 * '00' prefix; a "(0)" trunk digit after the country code dropped), else its digits as dialled;
 * null when no digit is left. The same rule as `public.caller_e164` in SQL, which keys a caller's
 * thread (decision 093; a test holds the two together).
 */
export function e164Of(number: string | null | undefined): string | null {
  const cleaned = (number ?? '').trim().replace(/\(0\)/g, '');
  const international = /^(\+|00)/.test(cleaned);
  const digits = (cleaned.startsWith('00') ? cleaned.slice(2) : cleaned).replace(/[^0-9]/g, '');
  if (digits === '') return null;
  return international ? `+${digits}` : digits;
}

/** Digits a national number must keep (without its trunk 0) to be matched by its tail. */
const shortestNationalDigits = 7;

/**
 * Whether a number a PMS holds is the caller's. The caller's number comes from the phone network
 * (E.164); a guest types theirs into a booking however they like, often without the country
 * ("020 7946 0958"), so such a number matches when its digits without the trunk 0 end the caller's.
 */
export function isSamePhone(callerE164: string, pmsNumber: string | null | undefined): boolean {
  const theirs = e164Of(pmsNumber);
  if (!theirs) return false;
  if (theirs.startsWith('+') || !callerE164.startsWith('+')) return theirs === callerE164;
  const national = theirs.replace(/^0+/, '');
  return national.length >= shortestNationalDigits && callerE164.endsWith(national);
}
