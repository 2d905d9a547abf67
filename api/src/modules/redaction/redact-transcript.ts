import { storableJsonProblem } from '../../contracts/storable-json.ts';
import { createCardRedactor, type RedactionOptions } from './redact-cards.ts';

export interface RedactedDocument {
  bytes: Buffer;
  /** False when nothing was removed: the caller keeps the original bytes and writes nothing. */
  changed: boolean;
  cardsFound: number;
}

/**
 * Redacts every string of a transcript document (turns, summaries, any provider field) in document
 * order, so a security code given in the turn after the card number is removed as well. Text that
 * is not JSON, or JSON nested too deep to walk, is redacted as one string: the original never
 * reaches storage either way.
 */
export function redactTranscriptDocument(bytes: Uint8Array, options: RedactionOptions): RedactedDocument {
  const text = Buffer.from(bytes).toString('utf8');
  const redactor = createCardRedactor(options);
  const asOneString = () => {
    const redacted = redactor.redact(text);
    return { bytes: Buffer.from(redacted), changed: redacted !== text, cardsFound: redactor.found };
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return asOneString();
  }
  if (storableJsonProblem(value)?.kind === 'depth') return asOneString();
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const redacted = redactor.redact(node);
      if (redacted !== node) changed = true;
      return redacted;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  const redacted = walk(value);
  if (!changed) return { bytes: Buffer.from(bytes), changed: false, cardsFound: 0 };
  return { bytes: Buffer.from(JSON.stringify(redacted)), changed: true, cardsFound: redactor.found };
}

/** Redacts a list of texts in order (a stored transcript's turns), with the same follow-up rules. */
export function redactTexts(texts: string[], options: RedactionOptions): { texts: string[]; changed: boolean } {
  const redactor = createCardRedactor(options);
  const out = texts.map((text) => redactor.redact(text));
  return { texts: out, changed: out.some((text, i) => text !== texts[i]) };
}
