import { redactCardNumbers, type RedactionOptions } from './redact-cards.ts';

/** E.164: no phone number has more digits than this. */
const maxPhoneDigits = 15;

/**
 * A caller's number with a card number in it removed, like any card number in text. A leading +
 * or 00 keeps a phone number from reading as a card, as in text, but only up to the longest phone
 * number: with more digits after it, it is no phone number, and its digits are checked alone.
 */
export function redactCallerNumber(value: string, options: RedactionOptions): string {
  const digits = value.replace(/^\s*(\+|00)/, '').replace(/\D/g, '');
  if (digits.length <= maxPhoneDigits) return redactCardNumbers(value, options);
  const redacted = redactCardNumbers(digits, options);
  return redacted === digits ? value : redacted;
}
