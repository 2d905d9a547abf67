const phonePattern = /^\+?[0-9][0-9 ()./-]{3,30}$/;

/**
 * The caller's number, when the transcript document carries one: `{ "items": [...], "metadata":
 * { "caller_number": "+4930…" } }` (or `caller_number` at the top). Provider webhooks fill the
 * column their own way; this lets the signed ingest API and storage writers say it too.
 */
export function callerNumberOf(bytes: Uint8Array): string | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as { caller_number?: unknown; metadata?: { caller_number?: unknown } };
  const raw = record.metadata?.caller_number ?? record.caller_number;
  return typeof raw === 'string' && phonePattern.test(raw.trim()) ? raw.trim() : null;
}
