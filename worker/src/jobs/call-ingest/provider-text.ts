import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { createCardRedactor, redactCardNumbers, type RedactionOptions } from '@hotelvoice/api/modules/redaction';

/** What a hotel has not chosen otherwise: no digit of a card number is kept. */
const defaultRedaction: RedactionOptions = { keepLast4: false };

/**
 * Every text a provider or voice agent wrote (transcript turns, summary, reasons, structured data)
 * passes through here, once, on its way into the call log: card numbers (and the expiry or code said
 * right after) are removed with the guest-data redaction (decision on #17), honouring the hotel's
 * card_last4_visible setting, and NUL characters, which Postgres text cannot hold, are dropped.
 */
export function storedText(text: string, options: RedactionOptions = defaultRedaction): string {
  return redactCardNumbers(withoutNul(text), options);
}

/** The turns go through one redactor, in order, so a code given in the next turn is removed too. */
export function storedTranscript(
  items: TranscriptItem[],
  options: RedactionOptions = defaultRedaction,
): TranscriptItem[] {
  const redactor = createCardRedactor(options);
  return items.map((item) => ({ ...item, text: redactor.redact(withoutNul(item.text)) }));
}

/** Strings anywhere inside structured data, keys included. */
export function storedData(value: unknown, options: RedactionOptions = defaultRedaction): unknown {
  if (typeof value === 'string') return storedText(value, options);
  if (Array.isArray(value)) return value.map((inner) => storedData(inner, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [storedText(key, options), storedData(inner, options)]),
    );
  }
  return value;
}

function withoutNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}
